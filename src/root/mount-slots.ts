import type { BusEventType, EventBus } from '../platform/event-bus';
import type { SlotDeferral } from './deferred-slots';
import type { ParcelLoader, ParcelRegistry } from './load-parcel';
import { SLOT_SELECTOR } from './slot-downloads';
import { dropServerRender, SERVER_RENDERED_ATTRIBUTE } from '../platform/first-screen';
import { mountSlot, releaseSlot, type SlotLifecycleContext } from './slot-lifecycle';
import { SlotRecords, type SlotRecord, type SlotState } from './slot-records';

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

/**
 * Starts tracking one found slot: its parcel loads now, or, for a slot the deferral rule puts to
 * sleep, when one of the bus events it names wakes it.
 */
function trackSlot(element: HTMLElement, registry: ParcelRegistry, context: SlotLifecycleContext, options: RootConfigOptions): void {
  const { records, bus } = context;
  if (records.has(element)) return;
  const name = element.dataset.mfe ?? '';
  const loader: ParcelLoader | undefined = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
  if (!loader) {
    // Not a failure of the page: an author typo or a parcel not released yet; nothing mounts there.
    (options.logger ?? console).warn(`[root-config] no parcel is registered for slot "${name}"`);
    return;
  }
  const record: SlotRecord = { name, element, state: 'loading', cancelled: false, done: Promise.resolve() };
  records.add(record);
  const wakers = options.defer?.(name, element);
  if (!wakers?.length) {
    records.setState(record, 'loading');
    record.done = mountSlot(record, loader, context);
    return;
  }
  records.setState(record, 'deferred');
  // Server markup of a slot that sleeps (a modal the visitor's saved ZIP keeps closed) would show
  // without a parcel behind it: the slot starts empty, as on a page without server rendering.
  if (element.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) dropServerRender(element);
  const wake = (type: BusEventType): void => {
    record.stopWaiting?.();
    record.stopWaiting = undefined;
    if (record.cancelled) return;
    record.wokenBy = type;
    records.setState(record, 'loading');
    record.done = mountSlot(record, loader, context);
  };
  const stops = wakers.map((type) => bus.subscribe(type, () => wake(type)));
  record.stopWaiting = () => stops.forEach((stop) => stop());
}

/** Resolves once every slot has mounted or failed, including slots found while waiting (a parcel may render more). */
async function allSettled(records: SlotRecords): Promise<void> {
  let pending = records.all();
  while (pending.length) {
    await Promise.all(pending.map((r) => r.done));
    pending = records.all().filter((r) => r.state === 'loading' || r.state === 'mounting');
  }
}

/**
 * Mounts one single-spa parcel into every `[data-mfe]` slot of the page, loading a parcel's
 * chunk only when its slot is present. Each slot is isolated: a parcel that fails to load,
 * mount or render is logged and published as a `page-error` event, and the page and the other
 * parcels carry on. The pieces: slot-records.ts (state and reports), slot-lifecycle.ts (mount and
 * release one slot), parcel-props.ts (what a parcel is given); this file finds and watches slots.
 */
export function startRootConfig(registry: ParcelRegistry, options: RootConfigOptions): RootConfigHandle {
  const { document, bus } = options;
  const records = new SlotRecords(bus, options.logger ?? console);
  const context: SlotLifecycleContext = { records, bus, retryDelayMs: options.retryDelayMs ?? 500 };
  let observer: MutationObserver | undefined;
  let running = false;

  const scan = (root: ParentNode): void => {
    if (root instanceof HTMLElement && root.matches(SLOT_SELECTOR)) trackSlot(root, registry, context, options);
    root.querySelectorAll<HTMLElement>(SLOT_SELECTOR).forEach((element) => trackSlot(element, registry, context, options));
  };

  const onMutations = (mutations: MutationRecord[]): void => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof document.defaultView!.HTMLElement) scan(node);
      });
    }
    // A removed slot may sit deep inside a removed subtree: check every record instead.
    for (const record of records.all()) {
      if (!record.element.isConnected) void releaseSlot(record, context);
    }
  };

  const start = (): void => {
    if (running) return;
    running = true;
    scan(document);
    const MutationObserverImpl = document.defaultView?.MutationObserver;
    if (options.observe !== false && MutationObserverImpl) {
      observer = new MutationObserverImpl(onMutations);
      observer.observe(document.documentElement, { childList: true, subtree: true });
    }
  };

  const unmountAll = async (): Promise<void> => {
    running = false;
    observer?.disconnect();
    observer = undefined;
    await Promise.all(records.all().map((record) => releaseSlot(record, context)));
  };

  const view = document.defaultView;
  // pagehide also fires for the back/forward cache; a restored page gets its parcels back.
  view?.addEventListener('pagehide', () => void unmountAll());
  view?.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) start();
  });

  start();

  return {
    settled: () => allSettled(records),
    unmountAll,
    slots: () => records.all().map(({ name, state, element }) => ({ name, state, element })),
  };
}
