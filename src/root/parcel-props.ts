import type { BusEventType, EventBus } from '../platform/event-bus';

/** Props every parcel receives besides its slot's `data-*` attributes. */
export interface RootParcelProps {
  domElement: HTMLElement;
  bus: EventBus;
  /** A parcel's own React error boundary calls this so the page hears about the failure. */
  reportError: (error: unknown) => void;
  /** The bus event that woke a deferred slot: the parcel acts on bus.last() of it, which it missed. */
  wokenBy?: BusEventType;
  /**
   * Used by single-spa-react when the parcel has no error boundary of its own: report and render
   * nothing. single-spa-react keeps the function of a parcel's first mount for all later ones and
   * passes the current props third, so the report goes to those props' `reportError`.
   */
  errorBoundary: (error: unknown, info?: unknown, current?: { reportError?: unknown }) => null;
  [dataProp: string]: unknown;
}

// Attributes the root config owns on a slot; never passed on as props.
const RESERVED_DATA = new Set(['mfe', 'mfeState']);

/**
 * The props of a slot's parcel: its `data-*` attributes, the bus, the event that woke it, and a
 * rendering-failure report that reports each error once (a boundary may render its fallback more
 * than once for the same error).
 */
export function parcelProps(element: HTMLElement, bus: EventBus, wokenBy: BusEventType | undefined, reportRendering: (error: unknown) => void): RootParcelProps {
  const reported = new WeakSet<object>();
  const reportOnce = (error: unknown): void => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    reportRendering(error);
  };
  const dataProps: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (!RESERVED_DATA.has(key) && value !== undefined) dataProps[key] = value;
  }
  return {
    ...dataProps,
    ...(wokenBy ? { wokenBy } : {}),
    domElement: element,
    bus,
    reportError: reportOnce,
    errorBoundary: (error: unknown, _info?: unknown, current?: { reportError?: unknown }) => {
      const reportTo = typeof current?.reportError === 'function' ? (current.reportError as (e: unknown) => void) : reportOnce;
      reportTo(error);
      return null;
    },
  };
}

/**
 * single-spa never deletes a root parcel from its registry (it deletes only parcels that have a
 * parent), and that entry holds the props object: the slot element, the bus and the callbacks.
 * Emptying the object after unmount lets the detached slot and its parcel's closures be
 * collected (50 remove/re-add cycles kept 50 detached slots before).
 */
export function forgetProps(props: RootParcelProps | undefined): void {
  if (props) for (const key of Object.keys(props)) delete (props as Record<string, unknown>)[key];
}
