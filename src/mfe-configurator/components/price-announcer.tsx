import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../domain/format';
import { uiMessages } from './ui-messages';

/**
 * A polite live region that speaks the new total after a change, not on first render: screen
 * reader users hear the effect of a pick without losing their place.
 */
export function PriceAnnouncer({ total }: { total: number }) {
  const intl = useIntl();
  const previous = useRef(total);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (previous.current === total) return;
    previous.current = total;
    setMessage(intl.formatMessage(uiMessages.totalAnnounced, { price: formatPrice(total) }));
  }, [total, intl]);
  return (
    <div className="cfg-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
