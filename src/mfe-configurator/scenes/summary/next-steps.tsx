import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { summaryMessages as m } from './summary-messages';

/**
 * The summary's next steps (product.md section 2). The inventory link-out is built here; the share, quote,
 * payment-estimator and save buttons belong to `overlays/next-steps/` and arrive as `actions`
 * (summary.scene.tsx passes them). This component is that boundary: it knows nothing about them.
 */
export interface NextStepsProps {
  /** Id of the section (the sticky nav links to it); its heading is `${id}-heading`. */
  id: string;
  /** The inventory search address (domain buildInventoryUrl), or null when the build has no series. */
  inventoryUrl: string | null;
  /** The next-steps actions of overlays/next-steps (share, request a quote, payment estimator, save). */
  actions?: ReactNode;
}

export function NextSteps({ id, inventoryUrl, actions }: NextStepsProps) {
  const intl = useIntl();
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="cfg-summary__section cfg-summary__next" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.nextSteps)}</h2>
      <div className="cfg-summary__next-actions" data-next-steps-actions="">
        {actions}
        {inventoryUrl ? (
          <a className="cfg-summary__secondary" href={inventoryUrl}>
            {intl.formatMessage(m.inventory)}
          </a>
        ) : null}
      </div>
    </section>
  );
}
