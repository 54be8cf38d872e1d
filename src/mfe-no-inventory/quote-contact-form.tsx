import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePageId } from '../platform/page-id';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CONTACT_LIMITS } from '../domain/contact-input';
import type { Language } from '../domain/entities';
import { formatVehicleName } from '../domain/vehicle-name';
import { sharedMessages } from '../platform/i18n/shared-messages';
import { noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { DealerContact, NoInventoryServices } from './no-inventory-services';
import { modelLeadMachine, type LeadField } from './model-lead.machine';

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

/** Telephone link of a dealer's number ('(310) 555-0100' -> 'tel:+13105550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The contact-dealer form of the no-inventory flyout (ADR 0072): a dealer from the nearby list,
 * name, email, optional phone and an unchecked consent box; it posts a model-interest lead for
 * the series and year and shows the reference. The flow is model-lead.machine.ts.
 */
export function QuoteContactForm({ dealers, zip, seriesId, modelName, year, language, requestModelQuote }: QuoteContactFormProps) {
  const intl = useIntl();
  const id = usePageId();
  const machine = useMemo(
    () => modelLeadMachine.provide({ actors: { requestLead: fromPromise(({ input }) => requestModelQuote(input.lead, input.idempotencyKey)) } }),
    [requestModelQuote],
  );
  const [state, send] = useMachine(machine);
  const { dealerId, contact, consent, problem: error, sent } = state.context;
  const sending = state.hasTag('sending');

  if (sent) {
    return (
      <p className="vc-noinv__sent" role="status">
        {intl.formatMessage(noInventoryValueMessages.quoteSent, { name: sent.firstName, dealer: sent.dealerName, vehicle: formatVehicleName({ year, seriesName: modelName }, language), reference: sent.reference })}
      </p>
    );
  }

  const submit = () => {
    if (!sending) send({ type: 'user.submit', lead: { zip, lang: language, seriesId, year: Number(year) } });
  };

  const errorId = `${id}-error`;
  const invalid = (field: LeadField) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone', label: MessageDescriptor, type: string, autoComplete: string) => (
    <div className="vc-noinv__field">
      <label htmlFor={`${id}-${field}`}>{intl.formatMessage(label)}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        maxLength={CONTACT_LIMITS[field === 'firstName' || field === 'lastName' ? 'name' : field]}
        value={contact[field]}
        onChange={(event) => send({ type: 'user.editContact', field, value: event.target.value })}
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
        submit();
      }}
    >
      <fieldset {...invalid('dealerId')}>
        <legend>{intl.formatMessage(noInventoryMessages.quoteDealerLegend)}</legend>
        <ul className="vc-noinv__dealers">
          {dealers.slice(0, 5).map((dealer) => (
            <li key={dealer.id}>
              <input type="radio" id={`${id}-d${dealer.id}`} name={`${id}-dealer`} value={dealer.id} checked={dealerId === dealer.id} onChange={() => send({ type: 'user.pickDealer', dealerId: dealer.id })} />
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
        <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(event) => send({ type: 'user.setConsent', checked: event.target.checked })} {...invalid('consent')} />
        <label htmlFor={`${id}-consent`}>{intl.formatMessage(sharedMessages.leadConsent)}</label>
      </div>
      {error && (
        <p id={errorId} className="vc-noinv__error" role="alert">
          {intl.formatMessage(error.message)}
        </p>
      )}
      <button type="submit" className="vc-noinv__send" disabled={sending}>
        {intl.formatMessage(sending ? noInventoryMessages.quoteSending : noInventoryMessages.quoteSubmit)}
      </button>
    </form>
  );
}
