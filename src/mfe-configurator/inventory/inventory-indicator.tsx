import { lazy, memo, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../domain/entities';
import { usePageId } from '../../platform/page-id';
import { inventoryMessages as m } from './inventory-messages';
import { useInventoryMatches, type InventoryView } from './use-inventory-matches';
import './inventory.css';

// The panel is a chunk of its own: nothing of it is downloaded until the shopper opens it.
const InventoryPanel = lazy(() => import(/* webpackChunkName: "inventory-panel" */ './inventory-panel'));

function indicatorText(view: InventoryView, intl: ReturnType<typeof useIntl>): string {
  switch (view.kind) {
    case 'no-zip':
      return intl.formatMessage(m.indicatorNoZip);
    case 'loading':
      return intl.formatMessage(m.indicatorLoading, { zip: view.zip });
    case 'failed':
      return intl.formatMessage(m.unavailable);
    case 'ready':
      if (view.result.readiness !== 'READY') return intl.formatMessage(m.unavailable);
      return intl.formatMessage(m.indicator, { exact: view.result.exactCount, close: view.result.closeCount, zip: view.zip });
  }
}

/**
 * The compact in-stock indicator ("3 in stock near 90210 · 12 close matches") of the build steps
 * and the summary; it opens the panel (a region below it) that lists the matches.
 */
export const InventoryIndicator = memo(function InventoryIndicator({ build }: { build: BuildConfiguration }) {
  const intl = useIntl();
  const panelId = usePageId();
  const [open, setOpen] = useState(false);
  const { view, retry, bus } = useInventoryMatches(build);
  return (
    <div className="vc-inventory">
      <button type="button" className="vc-inventory__indicator" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        <span aria-live="polite">{indicatorText(view, intl)}</span>
      </button>
      {open ? (
        <Suspense fallback={<p role="status">{intl.formatMessage(m.loading)}</p>}>
          <InventoryPanel id={panelId} build={build} view={view} bus={bus} onRetry={retry} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
});
