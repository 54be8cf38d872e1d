import { useEffect } from 'react';

export interface ParcelErrorFallbackProps {
  error: unknown;
  /** The root config's error reporter (a parcel prop); absent when mounted outside the root config. */
  reportError?: (error: unknown) => void;
  /** The parcel's name, for the console line when there is nobody to report to. */
  parcel: string;
}

/**
 * What a parcel shows after a render error (single-spa-react `errorBoundary`): nothing, so the host
 * page stays usable, while the root config hears about it through `reportError`
 * (docs/decisions/0010-parcel-render-errors.md).
 */
export function ParcelErrorFallback({ error, reportError, parcel }: ParcelErrorFallbackProps) {
  useEffect(() => {
    if (typeof reportError === 'function') reportError(error);
    else console.error(`[${parcel}] render failed`, error);
  }, [error, reportError, parcel]);
  return null;
}
