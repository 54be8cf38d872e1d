import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePageId } from '../platform/page-id';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { createLeadMachine } from '../platform/leads/lead.machine';
import { firstLeadProblem, type LeadField } from '../platform/leads/lead-problems';
import { CONTACT_LIMITS } from '../domain/contact-input';
import type { Language } from '../domain/entities';
import { formatVehicleName } from '../domain/vehicle-name';
import { leadMessages } from '../platform/leads/lead-messages';
import { LEAD_PROBLEM_MESSAGES, noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { DealerContact, ModelLeadInput, NoInventoryServices } from './no-inventory-services';

/** The model-interest lead: the platform's lead flow, each submit adding the page's ZIP, language, series and year. */
const modelLeadMachine = createLeadMachine<Pick<ModelLeadInput, 'zip' | 'lang' | 'seriesId' | 'year'>>();

/** The form offers the nearest five. */
const SHOWN_DEALERS = 5;

export interface QuoteContactFormProps {
  /** The nearby dealers the ZIP search found; the lead goes to one of them. */
  dealers: readonly DealerContact[];
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
 * the series and year and shows the reference. The flow is the platform's lead machine
 * (platform/leads/lead.machine.ts); the form names one problem at a time, the first.
 */
export function QuoteContactForm({ dealers, zip, seriesId, modelName, year, language, requestModelQuote }: QuoteContactFormProps) {
  const intl = useIntl();
  const id = usePageId();
  const machine = useMemo(
    () => modelLeadMachine.provide({ actors: { sendLead: fromPromise(({ input }) => requestModelQuote(input.lead, input.idempotencyKey)) } }),
    [requestModelQuote],
  );
  const [state, send] = useMachine(machine);
  const { dealerId, contact, consent, problems, receipt: sent } = state.context;
  const sending = state.hasTag('sending');
  const first = firstLeadProblem(problems);
  const error = first && { field: first.field, message: LEAD_PROBLEM_MESSAGES[first.problem] };
  const shown = dealers.slice(0, SHOWN_DEALERS);

  if (sent) {
    return (
      <p className="vc-noinv__sent" role="status">
        {intl.formatMessage(noInventoryValueMessages.quoteSent, { name: sent.firstName, dealer: sent.dealerName, vehicle: formatVehicleName({ year, seriesName: modelName }, language), reference: sent.reference })}
      </p>
    );
  }

  const submit = () => {
    if (!sending) send({ type: 'user.submit', dealerIds: shown.map((dealer) => dealer.id), details: { zip, lang: language, seriesId, year: Number(year) } });
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
          {shown.map((dealer) => (
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
        <label htmlFor={`${id}-consent`}>{intl.formatMessage(leadMessages.consent)}</label>
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
