import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../domain/format';
import { uiMessages } from './ui-messages';

/**
 * A polite live region that speaks the new total after a change, not on first render: screen
 * reader users hear the effect of a pick without losing their place.
 */
export function PriceAnnouncer({ total }: { total: number }) {
  const intl = useIntl();
  const [spoken, setSpoken] = useState({ total, message: '' });
  // Set while rendering the new total (React re-renders this component at once, in the same
  // commit), not in an effect: an effect's update would be one more render and commit right
  // after a pick, queued ahead of the frame that shows the pick.
  if (spoken.total !== total) setSpoken({ total, message: intl.formatMessage(uiMessages.totalAnnounced, { price: formatPrice(total) }) });
  return (
    <div className="cfg-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {spoken.message}
    </div>
  );
}
