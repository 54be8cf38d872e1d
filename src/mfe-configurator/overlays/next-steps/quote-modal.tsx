import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { Modal } from '../../../platform/modal/modal';
import { sharedMessages } from '../../../platform/i18n/shared-messages';
import { createDealerLookup } from '../../../platform/services/dealer-service';
import { BuildBrief } from './build-brief';
import { FormField } from './form-field';
import { buildRequestOf, fetchDealers, postQuote } from './next-steps-client';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m, type NextStepsMessageKey } from './next-steps-messages';
import { quoteMachine, widerRadius, type ContactField } from './quote.machine';

export interface QuoteModalProps {
  open: boolean;
  onClose(): void;
  build: BuildConfiguration;
  env: NextStepsEnv;
}

/**
 * Request a quote: dealers near the ZIP cookie's ZIP (participating dealers first, with their
 * logo), a wider radius on demand, the build summary, minimal contact fields, an unchecked
 * consent box with its wording, and an idempotent submit (ADR 0091) that shows the reference.
 * The flow is quote.machine.ts; this view reads it and sends the shopper's events.
 */
export function QuoteModal({ open, onClose, build, env }: QuoteModalProps) {
  const intl = useIntl();
  const dealersId = usePageId();
  const machine = useMemo(() => {
    const lookup = createDealerLookup(env.fetch);
    return quoteMachine.provide({
      actors: {
        searchDealers: fromPromise(({ input, signal }) => fetchDealers(lookup, input.zip, input.radius, signal)),
        sendQuote: fromPromise(({ input }) => postQuote(env.fetch, input.request, input.idempotencyKey)),
      },
    });
  }, [env.fetch]);
  const [state, send] = useMachine(machine, { input: { lang: env.lang } });
  const { zipInput, search, dealers, dealerId, contact, consent, errors, receipt } = state.context;
  const searching = state.hasTag('searching');
  const sending = state.hasTag('sending');

  // The cookie is read when the overlay opens (the ZIP modal may have set it since the page loaded).
  const readZip = useRef(env.zipcode);
  readZip.current = env.zipcode;
  useEffect(() => {
    send(open ? { type: 'user.opened', zipcode: readZip.current() } : { type: 'user.closed' });
  }, [open, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) send({ type: 'user.submit', build: buildRequestOf(build, env.brand, env.environment) });
  };
  const close = useCallback(() => {
    send({ type: 'user.closed' });
    onClose();
  }, [send, onClose]);
  const text = (k?: NextStepsMessageKey) => (k ? intl.formatMessage(m[k]) : null);
  const setField = (field: ContactField) => (value: string) => send({ type: 'user.editContact', field, value });
  const wider = widerRadius(search.radius);

  return (
    <Modal open={open} onClose={close} title={intl.formatMessage(m.quoteTitle)}>
      <BuildBrief build={build} />
      {receipt ? (
        <p role="status" className="vc-next__success">
          {intl.formatMessage(m.quoteSent, { name: receipt.firstName, dealer: receipt.dealer.name, reference: receipt.reference })}
        </p>
      ) : (
        <form className="vc-next__form" noValidate onSubmit={submit} aria-busy={sending}>
          <div className="vc-next__zip">
            <FormField label={intl.formatMessage(m.zip)} inputMode="numeric" maxLength={5} value={zipInput} sanitize={(typed) => typed.replace(/\D/g, '')} onChange={(value) => send({ type: 'user.typeZip', value })} error={text(errors.zip)} />
            <button type="button" onClick={() => send({ type: 'user.findDealers' })}>
              {intl.formatMessage(m.findDealers)}
            </button>
          </div>
          <fieldset className="vc-next__dealers" aria-describedby={errors.dealerId ? `${dealersId}-error` : undefined}>
            <legend>{intl.formatMessage(m.dealers, { zip: search.zip })}</legend>
            <p>{intl.formatMessage(m.radius, { miles: search.radius })}</p>
            {searching ? <p role="status">{intl.formatMessage(m.loadingDealers)}</p> : null}
            {!searching && state.matches({ dealers: 'listed' }) && dealers.length === 0 && !errors.zip ? <p>{intl.formatMessage(m.noDealers, { miles: search.radius })}</p> : null}
            <ul>
              {dealers.map((dealer) => (
                <li key={dealer.id} className={dealer.participating ? 'vc-next__dealer vc-next__dealer--participating' : 'vc-next__dealer'}>
                  <label>
                    <input type="radio" name={`${dealersId}-dealer`} value={dealer.id} checked={dealerId === dealer.id} onChange={() => send({ type: 'user.pickDealer', dealerId: dealer.id })} />
                    <span>{dealer.name}</span>
                  </label>
                  {dealer.participating && dealer.logoUrl ? <img src={dealer.logoUrl} alt={intl.formatMessage(m.dealerLogo, { name: dealer.name })} width={48} height={48} /> : null}
                  {dealer.participating ? <span className="vc-next__badge">{intl.formatMessage(m.participating)}</span> : null}
                  <span>
                    {dealer.city}, {dealer.state} · {intl.formatMessage(m.distance, { miles: dealer.distance })}
                  </span>
                </li>
              ))}
            </ul>
            {errors.dealerId ? (
              <p id={`${dealersId}-error`} className="vc-next__error" role="alert">
                {text(errors.dealerId)}
              </p>
            ) : null}
            {wider ? (
              <button type="button" onClick={() => send({ type: 'user.widenRadius' })} disabled={searching || !search.zip}>
                {intl.formatMessage(m.wider)}
              </button>
            ) : null}
          </fieldset>
          <FormField label={intl.formatMessage(m.firstName)} autoComplete="given-name" required value={contact.firstName} onChange={setField('firstName')} error={text(errors.firstName)} />
          <FormField label={intl.formatMessage(m.lastName)} autoComplete="family-name" required value={contact.lastName} onChange={setField('lastName')} error={text(errors.lastName)} />
          <FormField label={intl.formatMessage(m.email)} type="email" autoComplete="email" required value={contact.email} onChange={setField('email')} error={text(errors.email)} />
          <FormField label={intl.formatMessage(m.phone)} type="tel" autoComplete="tel" value={contact.phone} onChange={setField('phone')} error={text(errors.phone)} />
          <div className="vc-next__consent">
            <label>
              <input type="checkbox" checked={consent} onChange={(e) => send({ type: 'user.setConsent', checked: e.target.checked })} aria-invalid={errors.consent ? true : undefined} />
              {intl.formatMessage(sharedMessages.leadConsent)}
            </label>
            {errors.consent ? (
              <p className="vc-next__error" role="alert">
                {text(errors.consent)}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p className="vc-next__error" role="alert">
              {text(errors.form)}
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
