import type { PageKind } from '../platform/env';
import type { BusEvents } from '../platform/event-bus';

/**
 * When the ZIP modal opens (product.md section 2, "ZIP-code modal"). Pure, so every rule is tested
 * without a DOM; the root component feeds it the page context and the cookie.
 */

/** Host applications that still ask for a ZIP, even with a cookie, for visitors in HI, PR or VI. */
export const FORCING_APPS: readonly string[] = [
  'configurator',
  'build',
  'dealers',
  'search-inventory',
  'payment-estimator',
  'deals-incentives',
];

/** States served by separate regional sites. */
export const REGION_STATES: readonly string[] = ['HI', 'PR', 'VI'];

export interface ZipModalOpenInput {
  hasCookie: boolean;
  /** The slot asked for the modal explicitly (`data-force="true"`). */
  forced?: boolean;
  /** Host application name (slot `data-app`, else body `data-app`). */
  app?: string;
  pageKinds: readonly PageKind[];
  stateCode?: string;
  setRegion: boolean;
  pathname: string;
}

export type ZipModalOpening =
  | { open: false }
  /** `forced` modals are full screen (spec: "light theme and full screen when forced"). */
  | { open: true; forced: boolean; reason: 'no-cookie' | 'forced' | 'region-state' | 'set-region' };

/** True on the my-dashboard payments path, where the modal never opens. */
export function isMyDashboardPayments(pathname: string): boolean {
  const segments = String(pathname ?? '')
    .toLowerCase()
    .split(/[?#]/)[0]
    .split('/')
    .filter(Boolean);
  const at = segments.indexOf('my-dashboard');
  return at >= 0 && segments[at + 1] === 'payments';
}

/**
 * Decides whether the modal opens on load. Skipped on the my-dashboard payments path; opens when
 * forced or without a zipcode cookie; with a cookie it still opens (forced) for the listed apps
 * when the state class is HI, PR or VI, and on a payment-estimator page with a set-region class.
 */
export function zipModalOpening(input: ZipModalOpenInput): ZipModalOpening {
  if (isMyDashboardPayments(input.pathname)) return { open: false };
  if (input.forced) return { open: true, forced: true, reason: 'forced' };
  if (!input.hasCookie) return { open: true, forced: false, reason: 'no-cookie' };
  const app = input.app?.toLowerCase();
  if (app && FORCING_APPS.includes(app) && input.stateCode && REGION_STATES.includes(input.stateCode.toUpperCase())) {
    return { open: true, forced: true, reason: 'region-state' };
  }
  if (input.pageKinds.includes('payment-estimator') && input.setRegion) {
    return { open: true, forced: true, reason: 'set-region' };
  }
  return { open: false };
}

/**
 * The host application: the slot's `data-app`, else the body's, else the page kind the body class
 * names (a configurator page is the configurator app).
 */
export function hostApp(slotApp: string | undefined, bodyApp: string | undefined, pageKinds: readonly PageKind[]): string | undefined {
  const named = (slotApp ?? bodyApp)?.trim().toLowerCase();
  if (named) return named;
  return pageKinds[0];
}

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
