import { useCallback, useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildConfiguration, Language } from '../../../domain/entities';
import { Modal } from '../../../platform/modal/modal';
import { createDealerSearchMachine, widerRadius } from '../../../platform/leads/dealer-search.machine';
import { createLeadMachine } from '../../../platform/leads/lead.machine';
import { leadMessages } from '../../../platform/leads/lead-messages';
import type { LeadContactField, LeadProblem } from '../../../platform/leads/lead-problems';
import { createDealerLookup } from '../../../platform/services/dealer-service';
import { BuildBrief } from './build-brief';
import { FormField } from './form-field';
import { buildRequestOf, fetchDealers, sendQuote, type BuildRequest, type Dealer } from './next-steps-client';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m, type NextStepsMessageKey } from './next-steps-messages';
import { nearestDealerId } from './nearest-dealer';
import { quoteFieldMessage } from './quote-field-messages';
import { QUOTE_PROBLEM_MESSAGES, SEARCH_PROBLEM_MESSAGES } from './quote-problems';

/**
 * The platform's dealer search over the dealer service's radii, and its lead flow for the quote of a
 * build (or of one inventory vehicle: its VIN rides along).
 */
const quoteDealersMachine = createDealerSearchMachine<Dealer>();
const quoteLeadMachine = createLeadMachine<{ zip: string; lang: Language; build: BuildRequest; vin?: string }>();

export interface QuoteModalProps {
  open: boolean;
  onClose(): void;
  build: BuildConfiguration;
  env: NextStepsEnv;
  /**
   * "Check availability" (issue 28): a quote for one inventory vehicle. Its dealer is chosen when
   * the search lists it, and the request carries its VIN and exact configuration.
   */
  vehicle?: { vin: string; dealerId: string; request: BuildRequest; brief: ReactNode };
}

/**
 * Request a quote: dealers near the ZIP cookie's ZIP (participating dealers first, with their
 * logo), a wider radius on demand, the build summary, minimal contact fields, an unchecked
 * consent box with its wording, and an idempotent submit (ADR 0091) that shows the reference.
 * The flows are the platform's dealer search and lead machines (platform/leads, ADR 0194); this
 * view reads them and sends the shopper's events.
 */
export function QuoteModal({ open, onClose, build, env, vehicle }: QuoteModalProps) {
  const intl = useIntl();
  const dealersId = usePageId();
  const machines = useMemo(() => {
    const lookup = createDealerLookup(env.fetch);
    return {
      dealers: quoteDealersMachine.provide({ actors: { searchDealers: fromPromise(({ input, signal }) => fetchDealers(lookup, input.zip, input.radius, signal)) } }),
      lead: quoteLeadMachine.provide({ actors: { sendLead: fromPromise(({ input }) => sendQuote(env.fetch, input.lead, input.idempotencyKey)) } }),
    };
  }, [env.fetch]);
  const [dealerSearch, sendSearch] = useMachine(machines.dealers, { input: {} });
  const [lead, sendLead] = useMachine(machines.lead);
  const { zipInput, search, dealers, problem: searchProblem } = dealerSearch.context;
  const { dealerId, contact, consent, problems, receipt } = lead.context;
  const searching = dealerSearch.hasTag('searching');
  const sending = lead.hasTag('sending');

  // The cookie is read when the overlay opens (the ZIP modal may have set it since the page loaded).
  const readZip = useRef(env.zipcode);
  readZip.current = env.zipcode;
  useEffect(() => {
    if (open) sendSearch({ type: 'user.opened', zipcode: readZip.current() });
    else {
      sendSearch({ type: 'user.closed' });
      sendLead({ type: 'user.closed' });
    }
  }, [open, sendSearch, sendLead]);

  const vehicleDealer = vehicle?.dealerId;
  const nearest = useMemo(() => nearestDealerId(dealers), [dealers]);
  useEffect(() => {
    if (vehicleDealer && dealerId !== vehicleDealer && dealers.some((d) => d.id === vehicleDealer)) sendLead({ type: 'user.pickDealer', dealerId: vehicleDealer });
    // A new list without the dealer picked before (or none picked yet): the nearest is picked, shown as chosen.
    else if (!vehicleDealer && nearest && !dealers.some((d) => d.id === dealerId)) sendLead({ type: 'user.pickDealer', dealerId: nearest });
    // dealerId is left out on purpose: only a new list picks a dealer; the shopper may pick another after.
  }, [dealers, vehicleDealer, nearest, sendLead]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const request = vehicle ? { build: vehicle.request, vin: vehicle.vin } : { build: buildRequestOf(build, env.brand, env.environment) };
    sendLead({ type: 'user.submit', dealerIds: dealers.map((dealer) => dealer.id), details: { zip: search.zip, lang: env.lang, ...request } });
  };
  const close = useCallback(() => {
    sendSearch({ type: 'user.closed' });
    sendLead({ type: 'user.closed' });
    onClose();
  }, [sendSearch, sendLead, onClose]);
  const text = (k?: NextStepsMessageKey) => (k ? intl.formatMessage(m[k]) : null);
  const problemText = (problem?: LeadProblem) => (problem ? text(QUOTE_PROBLEM_MESSAGES[problem]) : null);
  // A field's problem in words about that field ("Enter your first name"), else the general text.
  const fieldText = (field: LeadContactField | 'dealerId', problem?: LeadProblem) => {
    if (!problem) return null;
    const specific = quoteFieldMessage(field, problem, field === 'dealerId' ? dealerId : contact[field]);
    return specific ? intl.formatMessage(specific) : problemText(problem);
  };
  const setField = (field: LeadContactField) => (value: string) => sendLead({ type: 'user.editContact', field, value });
  const wider = widerRadius(search.radius);
  const zipError = searchProblem ? text(SEARCH_PROBLEM_MESSAGES[searchProblem]) : problemText(problems.zip);

  return (
    <Modal open={open} onClose={close} title={intl.formatMessage(m.quoteTitle)}>
      {vehicle ? vehicle.brief : <BuildBrief build={build} />}
      {receipt ? (
        <p role="status" className="vc-next__success">
          {intl.formatMessage(m.quoteSent, { name: receipt.firstName, dealer: receipt.dealerName, reference: receipt.reference })}
        </p>
      ) : (
        <form className="vc-next__form" noValidate onSubmit={submit} aria-busy={sending}>
          <div className="vc-next__zip">
            <FormField label={intl.formatMessage(m.zip)} inputMode="numeric" maxLength={5} value={zipInput} sanitize={(typed) => typed.replace(/\D/g, '')} onChange={(value) => sendSearch({ type: 'user.typeZip', value })} error={zipError} />
            <button type="button" onClick={() => sendSearch({ type: 'user.findDealers' })}>
              {intl.formatMessage(m.findDealers)}
            </button>
          </div>
          <fieldset className="vc-next__dealers" aria-describedby={problems.dealerId ? `${dealersId}-error` : undefined}>
            <legend>{intl.formatMessage(m.dealers, { zip: search.zip })}</legend>
            <p>{intl.formatMessage(m.radius, { miles: search.radius })}</p>
            {searching ? <p role="status">{intl.formatMessage(m.loadingDealers)}</p> : null}
            {!searching && dealerSearch.matches('listed') && dealers.length === 0 && !zipError ? <p>{intl.formatMessage(m.noDealers, { miles: search.radius })}</p> : null}
            <ul>
              {dealers.map((dealer) => (
                // The whole card is the radio's target (its label's ::after covers it, 44 px and up);
                // the radio's name stays the dealer's name.
                <li key={dealer.id} className={`vc-next__dealer${dealer.participating ? ' vc-next__dealer--participating' : ''}${dealerId === dealer.id ? ' vc-next__dealer--chosen' : ''}`}>
                  <label className="vc-next__dealer-pick">
                    <input type="radio" name={`${dealersId}-dealer`} value={dealer.id} checked={dealerId === dealer.id} onChange={() => sendLead({ type: 'user.pickDealer', dealerId: dealer.id })} />
                    <span className="vc-next__dealer-name">{dealer.name}</span>
                  </label>
                  {dealer.participating && dealer.logoUrl ? <img src={dealer.logoUrl} alt={intl.formatMessage(m.dealerLogo, { name: dealer.name })} width={48} height={48} /> : null}
                  {dealer.id === nearest ? <span className="vc-next__badge vc-next__badge--nearest">{intl.formatMessage(m.nearest)}</span> : null}
                  {dealer.participating ? <span className="vc-next__badge">{intl.formatMessage(m.participating)}</span> : null}
                  <span className="vc-next__dealer-where">
                    {dealer.city}, {dealer.state} · {intl.formatMessage(m.distance, { miles: dealer.distance })}
                  </span>
                </li>
              ))}
            </ul>
            {problems.dealerId ? (
              <p id={`${dealersId}-error`} className="vc-next__error" role="alert">
                {fieldText('dealerId', problems.dealerId)}
              </p>
            ) : null}
            {wider ? (
              <button type="button" onClick={() => sendSearch({ type: 'user.widenRadius' })} disabled={searching || !search.zip}>
                {intl.formatMessage(m.wider)}
              </button>
            ) : null}
          </fieldset>
          <FormField label={intl.formatMessage(m.firstName)} autoComplete="given-name" required value={contact.firstName} onChange={setField('firstName')} error={fieldText('firstName', problems.firstName)} />
          <FormField label={intl.formatMessage(m.lastName)} autoComplete="family-name" required value={contact.lastName} onChange={setField('lastName')} error={fieldText('lastName', problems.lastName)} />
          <FormField label={intl.formatMessage(m.email)} type="email" autoComplete="email" required value={contact.email} onChange={setField('email')} error={fieldText('email', problems.email)} />
          <FormField label={intl.formatMessage(m.phone)} type="tel" autoComplete="tel" value={contact.phone} onChange={setField('phone')} error={fieldText('phone', problems.phone)} />
          <div className="vc-next__consent">
            <label>
              <input type="checkbox" checked={consent} onChange={(e) => sendLead({ type: 'user.setConsent', checked: e.target.checked })} aria-invalid={problems.consent ? true : undefined} />
              {intl.formatMessage(leadMessages.consent)}
            </label>
            {problems.consent ? (
              <p className="vc-next__error" role="alert">
                {problemText(problems.consent)}
              </p>
            ) : null}
          </div>
          {problems.form ? (
            <p className="vc-next__error" role="alert">
              {problemText(problems.form)}
            </p>
          ) : null}
          <button type="submit" className="vc-next__primary" disabled={sending}>
            {intl.formatMessage(sending ? m.sending : m.submitQuote)}
          </button>
        </form>
      )}
    </Modal>
  );
}
