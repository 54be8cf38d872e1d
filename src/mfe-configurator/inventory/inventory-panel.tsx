import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../domain/entities';
import type { EventBus } from '../../platform/event-bus';
import type { InventoryMatch } from '../../platform/graphql/inventory-documents';
import { useAppServices } from '../app/app-services';
import { useConfiguratorRef } from '../machine/use-configurator';
import { SYSTEM_IDS } from '../machine/system-ids';
import type { BuildActorRef } from '../machine/build.machine';
import { useNextStepsEnv } from '../overlays/next-steps/next-steps-slot';
import { QuoteModal } from '../overlays/next-steps/quote-modal';
import { InventoryMatchCard } from './inventory-match-card';
import { inventoryMessages } from './inventory-messages';
import { panelMessages } from './panel-messages';

const m = { ...inventoryMessages, ...panelMessages };
import { vehicleQueryOf, vehicleRequestOf } from './vehicle-actions';
import { askForZip } from './use-shopper-zip';
import type { InventoryView } from './use-inventory-matches';

export interface InventoryPanelProps {
  id: string;
  build: BuildConfiguration;
  view: InventoryView;
  bus: EventBus | null;
  onRetry(): void;
  onClose(): void;
}

/**
 * The in-stock panel (lazy chunk "inventory-panel"): a region named "In stock near 90210" with the
 * exact and close matches; "Build this one" loads a vehicle's configuration as one undoable step,
 * "Check availability" opens the quote form for that vehicle. Without a ZIP it asks for one
 * through the ZIP modal.
 */
export default function InventoryPanel({ id, build, view, bus, onRetry, onClose }: InventoryPanelProps) {
  const intl = useIntl();
  const { brand, page } = useAppServices();
  const root = useConfiguratorRef();
  const env = useNextStepsEnv();
  const [quoteFor, setQuoteFor] = useState<InventoryMatch | null>(null);
  const zip = view.kind === 'no-zip' ? '' : view.zip;
  const headingId = `${id}-title`;
  const buildThis = (match: InventoryMatch) => {
    const actor = root.system.get(SYSTEM_IDS.build) as BuildActorRef | undefined;
    actor?.send({ type: 'user.loadVehicle', query: vehicleQueryOf(match) });
  };
  const list = (matches: readonly InventoryMatch[], label: string) =>
    matches.length === 0 ? null : (
      <section className="vc-inventory__list" aria-label={label}>
        <h3>{label}</h3>
        <ul>
          {matches.map((match) => (
            <li key={match.vehicle.vin}>
              <InventoryMatchCard match={match} onBuild={() => buildThis(match)} onCheck={() => setQuoteFor(match)} />
            </li>
          ))}
        </ul>
      </section>
    );

  let body;
  if (view.kind === 'no-zip') {
    body = (
      <>
        <p>{intl.formatMessage(m.askZip)}</p>
        <button type="button" className="cfg-button" onClick={() => askForZip(bus)}>
          {intl.formatMessage(m.enterZip)}
        </button>
      </>
    );
  } else if (view.kind === 'loading') body = <p role="status">{intl.formatMessage(m.loading)}</p>;
  else if (view.kind === 'failed') {
    body = (
      <>
        <p role="alert">{intl.formatMessage(m.error)}</p>
        <button type="button" className="cfg-button" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </button>
      </>
    );
  } else if (view.result.readiness !== 'READY') body = <p>{intl.formatMessage(m.unavailable)}</p>;
  else {
    const { result } = view;
    body =
      result.exactCount + result.closeCount === 0 ? (
        <p>{intl.formatMessage(m.none, { radius: result.radius })}</p>
      ) : (
        <>
          {list(result.exact, intl.formatMessage(m.exact, { count: result.exactCount }))}
          {list(result.close, intl.formatMessage(m.closeMatches, { count: result.closeCount }))}
        </>
      );
  }

  return (
    <section id={id} className="vc-inventory__panel" role="region" aria-labelledby={headingId}>
      <div className="vc-inventory__head">
        <h2 id={headingId}>{intl.formatMessage(m.title, { zip: zip || '—' })}</h2>
        <button type="button" className="vc-inventory__close" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </button>
      </div>
      {body}
      {quoteFor ? (
        <QuoteModal
          open
          onClose={() => setQuoteFor(null)}
          build={build}
          env={env}
          vehicle={{
            vin: quoteFor.vehicle.vin,
            dealerId: quoteFor.dealer.id,
            request: vehicleRequestOf(quoteFor, brand, page.environment),
            brief: <p className="vc-inventory__brief">{intl.formatMessage(m.quoteFor, { vin: quoteFor.vehicle.vin, dealer: quoteFor.dealer.name })}</p>,
          }}
        />
      ) : null}
    </section>
  );
}
