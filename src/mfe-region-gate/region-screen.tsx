import { useEffect, useState } from 'react';
import { usePageId } from '../platform/page-id';
import { useIntl } from 'react-intl';
import type { RegionState } from '../domain/entities';
import { ZIP_LENGTH } from '../domain/zip';
import { ZIP_SUBMIT_CLASS, ZipInput } from '../platform/zip-input';
import { zipResultMessages } from '../platform/i18n/zip-result-messages';
import { GREETINGS, regionScreenMessages, regionScreenValueMessages, STATE_NAMES } from './region-gate.messages';
import './region-gate.css';

/** Region illustrations of the image service. */
const ILLUSTRATIONS: Record<RegionState, string> = { HI: 'hawaii', PR: 'puerto-rico', VI: 'virgin-islands' };
export const regionIllustrationUrl = (region: RegionState): string => `/images/regions/${ILLUSTRATIONS[region]}?width=480`;

export interface RegionScreenProps {
  region: RegionState;
  /** Where the regional-site button goes (regionalBuildUrl). */
  buildUrl: string;
  /** Prefill: the zipcode cookie. */
  zipcode: string;
  /** A region-screen ZIP is being checked. */
  busy: boolean;
  /** HTTP status of the last refused ZIP (0: unreachable), or null. */
  zipError: number | null;
  /** A ZIP confirmed here that is still in a separate-site region. */
  confirmedZip: string | null;
  onSubmitZip: (zipcode: string) => void;
}

/**
 * The region screen (product.md section 2): illustration, greeting, the [State] message, the button to
 * the regional site (new tab) and the ZIP-confirmation panels. The ZIP input and its button
 * start disabled and are re-enabled right after load (a zero-delay timer, as the spec says).
 */
export function RegionScreen({ region, buildUrl, zipcode, busy, zipError, confirmedZip, onSubmitZip }: RegionScreenProps) {
  const intl = useIntl();
  const inputId = usePageId();
  const messageId = usePageId();
  const [ready, setReady] = useState(false);
  const [zip, setZip] = useState(zipcode);
  const stateName = intl.formatMessage(STATE_NAMES[region]);
  const withState = (text: string): string => text.replaceAll('[State]', stateName);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => setZip(zipcode), [zipcode]);

  const error =
    zipError === null ? null : zipError === 400 ? zipResultMessages['zip.invalid400'] : zipError >= 500 ? zipResultMessages['zip.serverError'] : zipResultMessages['zip.invalid'];
  const enabled = ready && !busy;

  return (
    <section className="vc-region" aria-labelledby={`${inputId}-greeting`}>
      <img className="vc-region__illustration" src={regionIllustrationUrl(region)} alt={withState(intl.formatMessage(regionScreenMessages.illustration))} width={480} height={360} />
      <h2 id={`${inputId}-greeting`} className="vc-region__greeting">
        {intl.formatMessage(GREETINGS[region])}
      </h2>
      <p className="vc-region__message">{withState(intl.formatMessage(regionScreenMessages.message))}</p>
      <a className="vc-region__visit" href={buildUrl} target="_blank" rel="noopener noreferrer">
        {withState(intl.formatMessage(regionScreenMessages.visit))}
        <span className="vc-visually-hidden"> {intl.formatMessage(regionScreenMessages.newTab)}</span>
      </a>

      {confirmedZip && (
        <div className="vc-region__panel" role="status">
          <p>{withState(intl.formatMessage(regionScreenValueMessages.confirmed, { zip: confirmedZip }))}</p>
        </div>
      )}

      <form
        className="vc-region__panel vc-region__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (enabled && zip.length === ZIP_LENGTH) onSubmitZip(zip);
        }}
      >
        <p>{withState(intl.formatMessage(regionScreenMessages.zipPrompt))}</p>
        <label htmlFor={inputId}>{intl.formatMessage(regionScreenMessages.zipLabel)}</label>
        <div className="vc-region__row">
          <ZipInput
            id={inputId}
            value={zip}
            onValueChange={setZip}
            disabled={!enabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
          />
          <button type="submit" className={ZIP_SUBMIT_CLASS} disabled={!enabled || zip.length !== ZIP_LENGTH}>
            {intl.formatMessage(regionScreenMessages.zipSubmit)}
          </button>
        </div>
        <p id={messageId} role="alert" className="vc-region__error">
          {error ? intl.formatMessage(error) : null}
        </p>
      </form>
    </section>
  );
}
