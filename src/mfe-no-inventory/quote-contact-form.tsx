import { useState } from 'react';
import { usePageId } from '../platform/page-id';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Language } from '../domain/entities';
import { noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { DealerContact, ModelLeadInput, NoInventoryServices } from './no-inventory-services';

export interface QuoteContactFormProps {
  /** The nearby dealers the ZIP search found; the lead goes to one of them. */
  dealers: DealerContact[];
  zip: string;
  seriesId: string;
  modelName: string;
  year: string;
  language: Language;
  requestModelQuote: NoInventoryServices['requestModelQuote'];
}

type Field = 'dealerId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'consent' | 'form';
type Send = { status: 'editing' } | { status: 'sending' } | { status: 'sent'; reference: string; dealerName: string; firstName: string };

/** One Idempotency-Key per opened form: a double click or a retry after a lost answer makes one lead. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Telephone link of a dealer's number ('(310) 555-0100' -> 'tel:+13105550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

// The server's error codes (server/next-steps) mapped to the field and the text the shopper reads.
const REFUSALS: Record<string, { field: Field; message: MessageDescriptor }> = {
  'invalid-name': { field: 'firstName', message: noInventoryMessages.quoteInvalidName },
  'invalid-email': { field: 'email', message: noInventoryMessages.quoteInvalidEmail },
  'recipient-required': { field: 'email', message: noInventoryMessages.quoteInvalidEmail },
  'invalid-phone': { field: 'phone', message: noInventoryMessages.quoteInvalidPhone },
  'consent-required': { field: 'consent', message: noInventoryMessages.quoteConsentRequired },
  'unknown-dealer': { field: 'dealerId', message: noInventoryMessages.quoteDealerRequired },
  'rate-limited': { field: 'form', message: noInventoryMessages.quoteTooMany },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact-dealer form of the no-inventory flyout (ADR 0072): a dealer from the nearby list,
 * name, email, optional phone and an unchecked consent box; it posts a model-interest lead for
 * the series and year and shows the reference. Checks here only spare a round trip; the server
 * checks everything again.
 */
export function QuoteContactForm({ dealers, zip, seriesId, modelName, year, language, requestModelQuote }: QuoteContactFormProps) {
  const intl = useIntl();
  const id = usePageId();
  const [key] = useState(newIdempotencyKey);
  const [dealerId, setDealerId] = useState('');
  const [contact, setContact] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ field: Field; message: MessageDescriptor } | undefined>();
  const [send, setSend] = useState<Send>({ status: 'editing' });

  if (send.status === 'sent') {
    return (
      <p className="vc-noinv__sent" role="status">
        {intl.formatMessage(noInventoryValueMessages.quoteSent, { name: send.firstName, dealer: send.dealerName, year, model: modelName, reference: send.reference })}
      </p>
    );
  }

  const firstProblem = (): { field: Field; message: MessageDescriptor } | undefined => {
    if (!dealerId) return { field: 'dealerId', message: noInventoryMessages.quoteDealerRequired };
    if (!contact.firstName.trim()) return { field: 'firstName', message: noInventoryMessages.quoteInvalidName };
    if (!contact.lastName.trim()) return { field: 'lastName', message: noInventoryMessages.quoteInvalidName };
    if (!EMAIL.test(contact.email.trim())) return { field: 'email', message: noInventoryMessages.quoteInvalidEmail };
    if (!consent) return { field: 'consent', message: noInventoryMessages.quoteConsentRequired };
    return undefined;
  };

  const submit = async (): Promise<void> => {
    const problem = firstProblem();
    setError(problem);
    if (problem || send.status === 'sending') return;
    setSend({ status: 'sending' });
    const input: ModelLeadInput = { dealerId, ...contact, zip, consent, lang: language, seriesId, year: Number(year) };
    try {
      const result = await requestModelQuote(input, key);
      if (result.kind === 'sent') {
        setSend({ status: 'sent', reference: result.reference, dealerName: result.dealerName, firstName: contact.firstName.trim() });
        return;
      }
      const known = REFUSALS[result.code];
      setError(known ? { field: result.field === 'lastName' ? 'lastName' : known.field, message: known.message } : { field: 'form', message: noInventoryMessages.quoteSendFailed });
    } catch (failure) {
      console.warn('[no-inventory] quote request failed', failure);
      setError({ field: 'form', message: noInventoryMessages.quoteSendFailed });
    }
    setSend({ status: 'editing' });
  };

  const errorId = `${id}-error`;
  const invalid = (field: Field) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone', label: MessageDescriptor, type: string, autoComplete: string) => (
    <div className="vc-noinv__field">
      <label htmlFor={`${id}-${field}`}>{intl.formatMessage(label)}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? 254 : field === 'phone' ? 20 : 50}
        value={contact[field]}
        onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
        {...invalid(field)}
      />
    </div>
  );

  return (
    <form
      className="vc-noinv__contact"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset {...invalid('dealerId')}>
        <legend>{intl.formatMessage(noInventoryMessages.quoteDealerLegend)}</legend>
        <ul className="vc-noinv__dealers">
          {dealers.slice(0, 5).map((dealer) => (
            <li key={dealer.id}>
              <input type="radio" id={`${id}-d${dealer.id}`} name={`${id}-dealer`} value={dealer.id} checked={dealerId === dealer.id} onChange={() => setDealerId(dealer.id)} />
              <label htmlFor={`${id}-d${dealer.id}`}>
                <strong>{dealer.name}</strong>{' '}
                {intl.formatMessage(noInventoryValueMessages.quoteDistance, { city: dealer.city, state: dealer.state, distance: dealer.distance })}
              </label>
              <br />
              <a href={telHref(dealer.phone)}>{intl.formatMessage(noInventoryValueMessages.quoteCall, { dealer: dealer.name, phone: dealer.phone })}</a>
            </li>
          ))}
        </ul>
      </fieldset>
      {text('firstName', noInventoryMessages.quoteFirstName, 'text', 'given-name')}
      {text('lastName', noInventoryMessages.quoteLastName, 'text', 'family-name')}
      {text('email', noInventoryMessages.quoteEmail, 'email', 'email')}
      {text('phone', noInventoryMessages.quotePhone, 'tel', 'tel')}
      <div className="vc-noinv__consent">
        <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} {...invalid('consent')} />
        <label htmlFor={`${id}-consent`}>{intl.formatMessage(noInventoryMessages.quoteConsent)}</label>
      </div>
      {error && (
        <p id={errorId} className="vc-noinv__error" role="alert">
          {intl.formatMessage(error.message)}
        </p>
      )}
      <button type="submit" className="vc-noinv__send" disabled={send.status === 'sending'}>
        {intl.formatMessage(send.status === 'sending' ? noInventoryMessages.quoteSending : noInventoryMessages.quoteSubmit)}
      </button>
    </form>
  );
}
