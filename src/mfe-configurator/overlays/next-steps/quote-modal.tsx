import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { Modal } from '../../../platform/modal/modal';
import { BuildBrief } from './build-brief';
import { FormField } from './form-field';
import { emailError, nameError, phoneError } from './form-rules';
import { buildRequestOf, DEALER_RADII, fetchDealers, NextStepsFailure, postQuote, type Dealer, type QuoteReceipt } from './next-steps-client';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m, type NextStepsMessageKey } from './next-steps-messages';

export interface QuoteModalProps {
  open: boolean;
  onClose(): void;
  build: BuildConfiguration;
  env: NextStepsEnv;
}

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'consent' | 'dealerId' | 'zip' | 'form';
type Errors = Partial<Record<Field, NextStepsMessageKey>>;

/** A fresh idempotency key: one per quote form, reused by every retry of that form. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Request a quote: dealers near the ZIP cookie's ZIP (participating dealers first, with their
 * logo), a wider radius on demand, the build summary, minimal contact fields, an unchecked
 * consent box with its wording, and an idempotent submit (ADR 0091) that shows the reference.
 */
export function QuoteModal({ open, onClose, build, env }: QuoteModalProps) {
  const intl = useIntl();
  const dealersId = usePageId();
  const [zipInput, setZipInput] = useState('');
  const [search, setSearch] = useState({ zip: '', radius: DEALER_RADII[0] });
  const [dealers, setDealers] = useState<{ state: 'idle' | 'loading' | 'done'; list: Dealer[] }>({ state: 'idle', list: [] });
  const [dealerId, setDealerId] = useState('');
  const [contact, setContact] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<QuoteReceipt | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);

  // The cookie is read when the overlay opens (the ZIP modal may have set it since the page loaded).
  useEffect(() => {
    const zip = open && !search.zip ? env.zipcode() : undefined;
    if (!zip) return;
    setZipInput(zip);
    setSearch({ zip, radius: DEALER_RADII[0] });
  }, [open, search.zip, env]);

  useEffect(() => {
    if (!open || !/^\d{5}$/.test(search.zip)) return undefined;
    let live = true;
    setDealers((d) => ({ state: 'loading', list: d.list }));
    fetchDealers(env.fetch, search.zip, search.radius).then(
      (list) => {
        if (!live) return;
        setDealers({ state: 'done', list });
        setErrors((e) => ({ ...e, zip: undefined }));
      },
      (error: unknown) => {
        if (!live) return;
        setDealers({ state: 'done', list: [] });
        setErrors((e) => ({ ...e, zip: error instanceof NextStepsFailure ? error.messageKey : 'serverError' }));
      },
    );
    return () => {
      live = false;
    };
  }, [open, search, env.fetch]);

  const find = () => {
    if (!/^\d{5}$/.test(zipInput)) return setErrors((e) => ({ ...e, zip: 'invalidZip' }));
    setSearch({ zip: zipInput, radius: DEALER_RADII[0] });
  };
  const widerRadius = DEALER_RADII.find((r) => r > search.radius);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Errors = {};
    const check = (field: Field, error: NextStepsMessageKey | null) => {
      if (error) found[field] = error;
    };
    check('dealerId', dealers.list.some((d) => d.id === dealerId) ? null : 'dealerRequired');
    check('firstName', nameError(contact.firstName));
    check('lastName', nameError(contact.lastName));
    check('email', emailError(contact.email));
    check('phone', phoneError(contact.phone));
    check('consent', consent ? null : 'consentRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const input = { dealerId, ...contact, zip: search.zip, consent, lang: env.lang, build: buildRequestOf(build, env.brand, env.environment) };
      setReceipt(await postQuote(env.fetch, input, key));
    } catch (error) {
      const failure = error instanceof NextStepsFailure ? error : new NextStepsFailure('serverError');
      const field = (['firstName', 'lastName', 'email', 'phone', 'consent', 'dealerId', 'zip'] as const).find((f) => f === failure.field) ?? 'form';
      setErrors({ [field]: failure.messageKey });
    } finally {
      setSending(false);
    }
  };

  const close = useCallback(() => {
    if (receipt) {
      // A confirmed request is done: a later request is a new form with a new key.
      setReceipt(null);
      setKey(newIdempotencyKey());
      setConsent(false);
    }
    onClose();
  }, [receipt, onClose]);
  const text = (k?: NextStepsMessageKey) => (k ? intl.formatMessage(m[k]) : null);
  const setField = (field: keyof typeof contact) => (value: string) => setContact((c) => ({ ...c, [field]: value }));

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
            <FormField label={intl.formatMessage(m.zip)} inputMode="numeric" maxLength={5} value={zipInput} sanitize={(typed) => typed.replace(/\D/g, '')} onChange={setZipInput} error={text(errors.zip)} />
            <button type="button" onClick={find}>
              {intl.formatMessage(m.findDealers)}
            </button>
          </div>
          <fieldset className="vc-next__dealers" aria-describedby={errors.dealerId ? `${dealersId}-error` : undefined}>
            <legend>{intl.formatMessage(m.dealers, { zip: search.zip })}</legend>
            <p>{intl.formatMessage(m.radius, { miles: search.radius })}</p>
            {dealers.state === 'loading' ? <p role="status">{intl.formatMessage(m.loadingDealers)}</p> : null}
            {dealers.state === 'done' && dealers.list.length === 0 && !errors.zip ? <p>{intl.formatMessage(m.noDealers, { miles: search.radius })}</p> : null}
            <ul>
              {dealers.list.map((dealer) => (
                <li key={dealer.id} className={dealer.participating ? 'vc-next__dealer vc-next__dealer--participating' : 'vc-next__dealer'}>
                  <label>
                    <input type="radio" name={`${dealersId}-dealer`} value={dealer.id} checked={dealerId === dealer.id} onChange={() => setDealerId(dealer.id)} />
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
            {widerRadius ? (
              <button type="button" onClick={() => setSearch((s) => ({ ...s, radius: widerRadius }))} disabled={dealers.state === 'loading' || !search.zip}>
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
              <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-invalid={errors.consent ? true : undefined} />
              {intl.formatMessage(m.consent)}
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
