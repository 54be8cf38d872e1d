import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { Brand, BuildConfiguration, Language } from '../../domain/entities';
import { outTheDoorEstimate, type OtdEstimate } from '../../domain/out-the-door';
import { describeOtd } from '../../domain/out-the-door-text';
import { stateName } from '../../domain/us-states';
import { usePageId } from '../../platform/page-id';
import { otdMessages as m, otdMessagesById } from './otd-messages';
import { fetchZipState, zipStateMachine } from './zip-state.machine';
import './out-the-door.css';

/** The estimate for the build in the ZIP's state, once the state is known; follows ZIP changes. */
export function useOutTheDoor(build: BuildConfiguration, brand: Brand, zip: string | undefined): { estimate: OtdEstimate | null; failed: boolean } {
  const machine = useMemo(() => zipStateMachine.provide({ actors: { lookupState: fromPromise(({ input, signal }) => fetchZipState(window.fetch.bind(window), input, signal)) } }), []);
  const [state, send] = useMachine(machine);
  useEffect(() => send({ type: 'zip.changed', zip: zip ?? null }), [zip, send]);
  const usState = state.context.state;
  const estimate = useMemo(() => (usState ? outTheDoorEstimate({ totalSRP: build.totalSRP, totalCost: build.totalCost, brand, state: usState }) : null), [usState, build.totalSRP, build.totalCost, brand]);
  return { estimate, failed: state.matches('failed') };
}

/**
 * The region "Out-the-door estimate for 90210": one line per part with its basis and source, the
 * total, and what is left out and why (domain out-the-door.ts). Without a ZIP it asks for one.
 */
export interface OutTheDoorRegionProps {
  build: BuildConfiguration;
  brand: Brand;
  lang: Language;
  /** The shopper's ZIP (it follows the ZIP modal); none: the region asks for one. */
  zip: string | undefined;
  /** Opens the ZIP modal; without it the region shows nothing until a ZIP is known. */
  onAskZip?(): void;
  /** Told each new estimate (the payment estimator starts from its total). */
  onEstimate?(estimate: OtdEstimate | null): void;
}

export default function OutTheDoorRegion({ build, brand, lang, zip, onAskZip, onEstimate }: OutTheDoorRegionProps) {
  const intl = useIntl();
  const id = usePageId();
  const { estimate, failed } = useOutTheDoor(build, brand, zip);
  useEffect(() => onEstimate?.(estimate), [estimate, onEstimate]);
  const headingId = `${id}-otd`;
  if (!zip) {
    if (!onAskZip) return null;
    return (
      <section className="vc-otd" aria-labelledby={headingId}>
        <h3 id={headingId}>{intl.formatMessage(m.askZip)}</h3>
        <button type="button" className="cfg-button" onClick={onAskZip}>
          {intl.formatMessage(m.enterZip)}
        </button>
      </section>
    );
  }
  const t = (messageId: string, values?: Record<string, string>) => intl.formatMessage(otdMessagesById[messageId]!, values);
  const text = estimate ? describeOtd(estimate, t, lang) : null;
  return (
    <section className="vc-otd" aria-labelledby={headingId} aria-busy={!text && !failed}>
      <h3 id={headingId}>{intl.formatMessage(m.region, { zip })}</h3>
      {failed ? <p role="alert">{intl.formatMessage(m.error)}</p> : null}
      {!text && !failed ? <p role="status">{intl.formatMessage(m.loading, { zip })}</p> : null}
      {text && estimate ? (
        <>
          <p>{intl.formatMessage(m.intro, { state: stateName(estimate.state, lang) })}</p>
          <table className="vc-otd__table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.column_item)}</th>
                <th scope="col">{intl.formatMessage(m.column_basis)}</th>
                <th scope="col" className="vc-otd__amount">{intl.formatMessage(m.column_amount)}</th>
              </tr>
            </thead>
            <tbody>
              {text.rows.map((row, i) => (
                <tr key={i}>
                  <th scope="row">{row.label}</th>
                  <td>
                    {row.basis}
                    {row.source ? (
                      <>
                        {' '}
                        <a href={row.source.url} target="_blank" rel="noopener noreferrer">{intl.formatMessage(m.source, { host: row.source.host })}</a>
                      </>
                    ) : null}
                  </td>
                  <td className="vc-otd__amount">{row.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{text.total.label}</th>
                <td>{text.total.basis}</td>
                <td className="vc-otd__amount" data-otd-total={estimate.totalCents}>{text.total.amount}</td>
              </tr>
            </tfoot>
          </table>
          <p className="vc-otd__omitted-title">{intl.formatMessage(m.omitted_heading)}</p>
          <ul className="vc-otd__omitted">
            {text.omitted.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
