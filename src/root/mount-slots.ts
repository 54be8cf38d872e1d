import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { BusEventType, EventBus } from '../platform/event-bus';
import type { SlotDeferral } from './deferred-slots';
import { loadParcelModule, toParcelLifecycles, type ParcelLifecycles, type ParcelLoader } from './load-parcel';
import { SLOT_SELECTOR } from './slot-downloads';
import { yieldToBrowser } from './yield-to-browser';

/** Slot name (the value of `data-mfe`) -> loader of that parcel's chunk. */
export type ParcelRegistry = Readonly<Record<string, ParcelLoader>>;

/** What a slot's parcel is doing; mirrored on the slot as `data-mfe-state` so host CSS and tests can see it. */
export type SlotState = 'deferred' | 'loading' | 'mounting' | 'mounted' | 'error' | 'unmounted';

export interface RootConfigOptions {
  document: Document;
  bus: EventBus;
  /** Pause before the one retry of a chunk that failed to load (a flaky network often recovers). */
  retryDelayMs?: number;
  /** Watch for slots the host adds or removes after start (default true). */
  observe?: boolean;
  /** Where failures are written for developers; the bus carries them to the page. */
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Slots left unloaded until a bus event wakes them (see deferred-slots.ts); none by default. */
  defer?: SlotDeferral;
}

export interface RootConfigHandle {
  /** Resolves once every slot found so far has mounted or failed. */
  settled(): Promise<void>;
  /** Unmounts every parcel and stops watching the page; pending loads never mount. */
  unmountAll(): Promise<void>;
  /** Slot name and state of every slot known, in discovery order. */
  slots(): Array<{ name: string; state: SlotState; element: HTMLElement }>;
}

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

interface SlotRecord {
  name: string;
  element: HTMLElement;
  state: SlotState;
  parcel?: ReturnType<typeof mountRootParcel>;
  /** The props object single-spa keeps for the parcel (see forget()). */
  props?: RootParcelProps;
  done: Promise<void>;
  cancelled: boolean;
  /** Stops listening for the events that would wake a deferred slot. */
  stopWaiting?: () => void;
  wokenBy?: BusEventType;
}

// Attributes the root config owns on a slot; never passed on as props.
const RESERVED_DATA = new Set(['mfe', 'mfeState']);

let instanceCounter = 0;

/**
 * Mounts one single-spa parcel into every `[data-mfe]` slot of the page, loading a parcel's
 * chunk only when its slot is present. Each slot is isolated: a parcel that fails to load,
 * mount or render is logged and published as a `page-error` event, and the page and the other
 * parcels carry on.
 */
export function startRootConfig(registry: ParcelRegistry, options: RootConfigOptions): RootConfigHandle {
  const { document, bus } = options;
  const logger = options.logger ?? console;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const records = new Map<HTMLElement, SlotRecord>();
  let observer: MutationObserver | undefined;
  let running = false;

  function setState(record: SlotRecord, state: SlotState): void {
    record.state = state;
    // A released record may still be unmounting while the host has put its element back and a
    // new record owns it: only the element's current record (or none) writes the attribute.
    const owner = records.get(record.element);
    if (owner === undefined || owner === record) record.element.setAttribute('data-mfe-state', state);
  }

  function report(record: SlotRecord, stage: string, error: unknown): void {
    setState(record, 'error');
    const message = describeError(error);
    logger.error(`[root-config] parcel "${record.name}" failed while ${stage}: ${message}`, error);
    bus.publish('page-error', { version: 1, type: 'parcel', source: record.name, message });
  }

  function propsFor(record: SlotRecord): RootParcelProps {
    const reported = new WeakSet<object>();
    const reportOnce = (error: unknown): void => {
      // A boundary may render its fallback more than once for the same error.
      if (typeof error === 'object' && error !== null) {
        if (reported.has(error)) return;
        reported.add(error);
      }
      report(record, 'rendering', error);
    };
    const dataProps: Record<string, string> = {};
    for (const [key, value] of Object.entries(record.element.dataset)) {
      if (!RESERVED_DATA.has(key) && value !== undefined) dataProps[key] = value;
    }
    return {
      ...dataProps,
      ...(record.wokenBy ? { wokenBy: record.wokenBy } : {}),
      domElement: record.element,
      bus,
      reportError: reportOnce,
      errorBoundary: (error: unknown, _info?: unknown, current?: { reportError?: unknown }) => {
        const reportTo = typeof current?.reportError === 'function' ? (current.reportError as (e: unknown) => void) : reportOnce;
        reportTo(error);
        return null;
      },
    };
  }

  async function mountSlot(record: SlotRecord, loader: ParcelLoader): Promise<void> {
    let lifecycles: ParcelLifecycles;
    try {
      lifecycles = toParcelLifecycles(await loadParcelModule(loader, retryDelayMs));
    } catch (error) {
      if (!record.cancelled) report(record, 'loading', error);
      return;
    }
    // Evaluating a parcel's modules and rendering it are two tasks, not one long one: the page
    // stays responsive (Total Blocking Time) and another parcel's chunk can run in between.
    await yieldToBrowser();
    if (record.cancelled || !record.element.isConnected) {
      setState(record, 'unmounted');
      return;
    }
    setState(record, 'mounting');
    try {
      // A unique name per slot: single-spa-react keys its React roots by parcel name, so two
      // slots of the same parcel must not share one.
      const config = { ...lifecycles, name: `${record.name}#${++instanceCounter}` } as unknown as ParcelConfig;
      record.props = propsFor(record);
      const parcel = mountRootParcel(config, record.props);
      record.parcel = parcel;
      await parcel.mountPromise;
    } catch (error) {
      report(record, 'mounting', error);
      return;
    }
    if (record.state === 'mounting') setState(record, 'mounted');
  }

  function track(element: HTMLElement): void {
    if (records.has(element)) return;
    const name = element.dataset.mfe ?? '';
    const loader = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
    if (!loader) {
      // Not a failure of the page: an author typo or a parcel not released yet; nothing mounts there.
      logger.warn(`[root-config] no parcel is registered for slot "${name}"`);
      return;
    }
    const record: SlotRecord = { name, element, state: 'loading', cancelled: false, done: Promise.resolve() };
    records.set(element, record);
    const wakers = options.defer?.(name, element);
    if (!wakers?.length) {
      setState(record, 'loading');
      record.done = mountSlot(record, loader);
      return;
    }
    setState(record, 'deferred');
    const wake = (type: BusEventType): void => {
      record.stopWaiting?.();
      record.stopWaiting = undefined;
      if (record.cancelled) return;
      record.wokenBy = type;
      setState(record, 'loading');
      record.done = mountSlot(record, loader);
    };
    const stops = wakers.map((type) => bus.subscribe(type, () => wake(type)));
    record.stopWaiting = () => stops.forEach((stop) => stop());
  }

  async function release(record: SlotRecord): Promise<void> {
    record.cancelled = true;
    record.stopWaiting?.();
    record.stopWaiting = undefined;
    records.delete(record.element);
    await record.done;
    const parcel = record.parcel;
    try {
      if (!parcel || parcel.getStatus() !== 'MOUNTED') return;
      await parcel.unmount();
      setState(record, 'unmounted');
    } catch (error) {
      report(record, 'unmounting', error);
    } finally {
      forget(record);
    }
  }

  /**
   * single-spa never deletes a root parcel from its registry (it deletes only parcels that have a
   * parent), and that entry holds the props object: the slot element, the bus and the callbacks.
   * Emptying the object after unmount lets the detached slot and its parcel's closures be
   * collected (50 remove/re-add cycles kept 50 detached slots before).
   */
  function forget(record: SlotRecord): void {
    const props = record.props as Record<string, unknown> | undefined;
    if (props) for (const key of Object.keys(props)) delete props[key];
    record.props = undefined;
    record.parcel = undefined;
  }

  function scan(root: ParentNode): void {
    if (root instanceof HTMLElement && root.matches(SLOT_SELECTOR)) track(root);
    root.querySelectorAll<HTMLElement>(SLOT_SELECTOR).forEach(track);
  }

  function onMutations(mutations: MutationRecord[]): void {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof document.defaultView!.HTMLElement) scan(node);
      });
    }
    // A removed slot may sit deep inside a removed subtree: check every record instead.
    for (const record of [...records.values()]) {
      if (!record.element.isConnected) void release(record);
    }
  }

  function start(): void {
    if (running) return;
    running = true;
    scan(document);
    const MutationObserverImpl = document.defaultView?.MutationObserver;
    if (options.observe !== false && MutationObserverImpl) {
      observer = new MutationObserverImpl(onMutations);
      observer.observe(document.documentElement, { childList: true, subtree: true });
    }
  }

  async function unmountAll(): Promise<void> {
    running = false;
    observer?.disconnect();
    observer = undefined;
    await Promise.all([...records.values()].map(release));
  }

  const view = document.defaultView;
  // pagehide also fires for the back/forward cache; a restored page gets its parcels back.
  view?.addEventListener('pagehide', () => void unmountAll());
  view?.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) start();
  });

  start();

  return {
    settled: async () => {
      // Slots discovered while waiting (a parcel may render more slots) are waited for too.
      let pending = [...records.values()];
      while (pending.length) {
        await Promise.all(pending.map((r) => r.done));
        pending = [...records.values()].filter((r) => r.state === 'loading' || r.state === 'mounting');
      }
    },
    unmountAll,
    slots: () => [...records.values()].map(({ name, state, element }) => ({ name, state, element })),
  };
}

/** "Name: message" for an Error, a readable string for anything else thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
