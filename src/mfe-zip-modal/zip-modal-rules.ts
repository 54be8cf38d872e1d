import type { BusEvents } from '../platform/event-bus';

/** How the modal shows when another parcel asks for it over the bus (`zip-modal:open`). */
export interface RequestedOpening {
  variant: 'location' | 'update' | 'region-error';
  fullScreen: boolean;
  initialZip: string;
}

/**
 * The modal for a `zip-modal:open` request. `region-not-set` is the gate's payment-estimator
 * reopen (product.md section 4): the region-error variant, full screen like every forced modal. `forced` is full
 * screen too; `update-location` is the ordinary dialog a shopper asked for. Without `clearInput`
 * the saved ZIP is prefilled, as on load.
 */
export function requestedOpening({ reason, clearInput }: BusEvents['zip-modal:open'], savedZip: string | undefined): RequestedOpening {
  const initialZip = clearInput ? '' : (savedZip ?? '');
  if (reason === 'region-not-set') return { variant: 'region-error', fullScreen: true, initialZip };
  return { variant: savedZip ? 'update' : 'location', fullScreen: reason === 'forced', initialZip };
}
