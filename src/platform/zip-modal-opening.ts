import type { PageKind } from './env';

/**
 * When the ZIP modal opens on load (product.md section 2, "ZIP-code modal"). Pure, so every rule is
 * tested without a DOM. In platform because two read it: the root config, to leave the modal's
 * parcel unloaded when it will not open (root/deferred-slots.ts), and the modal's root component,
 * fed the page context and the cookie (ADR 0191).
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
