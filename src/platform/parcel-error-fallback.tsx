import { useEffect } from 'react';

export interface ParcelErrorFallbackProps {
  error: unknown;
  /** The root config's error reporter (a parcel prop); absent when mounted outside the root config. */
  reportError?: (error: unknown) => void;
  /** The parcel's name, for the console line when there is nobody to report to. */
  parcel: string;
  /** The parcel's own reaction, run once after the report (see ReactParcelOptions.onRenderError). */
  also?: () => void;
}

/**
 * What a parcel shows after a render error (single-spa-react `errorBoundary`): nothing, so the host
 * page stays usable, while the root config hears about it through `reportError`
 * (docs/decisions/0010-parcel-render-errors.md).
 */
export function ParcelErrorFallback({ error, reportError, parcel, also }: ParcelErrorFallbackProps) {
  useEffect(() => {
    if (typeof reportError === 'function') reportError(error);
    else console.error(`[${parcel}] render failed`, error);
    also?.();
    // Not keyed by `also` (a new function on every render of the boundary): one report per error.
  }, [error, reportError, parcel]);
  return null;
}
