import { useEffect } from 'react';

/**
 * What the parcel shows after a render error: nothing, so the host page stays usable, while the
 * root config hears about it through `reportError` (docs/decisions/0010-parcel-render-errors.md).
 */
export function ParcelErrorFallback({ error, reportError }: { error: unknown; reportError?: (error: unknown) => void }) {
  useEffect(() => {
    if (typeof reportError === 'function') reportError(error);
    else console.error('[no-inventory] render failed', error);
  }, [error, reportError]);
  return null;
}
