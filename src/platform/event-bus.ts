/**
 * Typed, versioned event bus shared by the root config and every parcel.
 *
 * Parcels never import each other; they talk only through this bus. Payloads cross a trust
 * boundary (any parcel, possibly an older build, may publish), so each one is checked at
 * runtime with a small hand-written guard: a schema library would cost bundle size on every
 * vehicle page for a handful of fields.
 */
import { isRecord } from './services/json-service';

/** Page error kinds shown by the region gate (spec: page error state). */
export type PageErrorType = 'none' | 'region' | 'inventory-no-results' | 'orchestration' | 'parcel';

/**
 * Why the ZIP modal is asked to open: the region gate found the saved ZIP's region not set on a
 * payment estimator (the modal shows its region-error variant), or a page asks for it although a
 * ZIP is saved, full screen (`forced`) or as a plain "update your location" dialog.
 */
export type ZipModalOpenReason = 'region-not-set' | 'forced' | 'update-location';

export const ZIP_MODAL_OPEN_REASONS: readonly ZipModalOpenReason[] = ['region-not-set', 'forced', 'update-location'];

/** Payload of every event, keyed by event type. `version` lets a payload shape evolve. */
export interface BusEvents {
  'zipcode-valid': { version: 1; zipcode: string; region?: string };
  'state-change': { version: 1; stateCode: string };
  'language-switch': { version: 1; language: 'en' | 'es' };
  'configurator:start': { version: 1; seriesId?: string; year?: number };
  'configurator:exit': { version: 1; seriesId?: string; year?: number; reason?: string };
  'page-error': { version: 1; type: PageErrorType; source?: string; message?: string; region?: string };
  'steps:may-render': { version: 1; allowed: boolean };
  /** A command to the ZIP modal parcel; `clearInput` opens it with an empty ZIP field. */
  'zip-modal:open': { version: 1; reason: ZipModalOpenReason; clearInput: boolean };
}

export type BusEventType = keyof BusEvents;

export type BusListener<T extends BusEventType> = (payload: BusEvents[T]) => void;

export interface EventBus {
  /** Delivers a payload to the listeners of `type`; returns false (and logs) when it is malformed. */
  publish<T extends BusEventType>(type: T, payload: BusEvents[T]): boolean;
  /** Registers a listener; the returned function removes it. */
  subscribe<T extends BusEventType>(type: T, listener: BusListener<T>): () => void;
  /** Latest valid payload of `type`, so a parcel mounted late can catch up. */
  last<T extends BusEventType>(type: T): BusEvents[T] | undefined;
}

export interface EventBusOptions {
  log?: (message: string, detail: unknown) => void;
}

type Guard = (value: Record<string, unknown>) => boolean;


const optionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';

const optionalYear = (value: unknown): boolean =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1900 && value <= 2200);

const PAGE_ERROR_TYPES: readonly PageErrorType[] = ['none', 'region', 'inventory-no-results', 'orchestration', 'parcel'];

const guards: Record<BusEventType, Guard> = {
  'zipcode-valid': (p) => typeof p.zipcode === 'string' && /^\d{5}$/.test(p.zipcode) && optionalString(p.region),
  'state-change': (p) => typeof p.stateCode === 'string' && /^[A-Z]{2}$/.test(p.stateCode),
  'language-switch': (p) => p.language === 'en' || p.language === 'es',
  'configurator:start': (p) => optionalString(p.seriesId) && optionalYear(p.year),
  'configurator:exit': (p) => optionalString(p.seriesId) && optionalYear(p.year) && optionalString(p.reason),
  'page-error': (p) =>
    PAGE_ERROR_TYPES.includes(p.type as PageErrorType) &&
    optionalString(p.source) &&
    optionalString(p.message) &&
    optionalString(p.region),
  'steps:may-render': (p) => typeof p.allowed === 'boolean',
  'zip-modal:open': (p) => ZIP_MODAL_OPEN_REASONS.includes(p.reason as ZipModalOpenReason) && typeof p.clearInput === 'boolean',
};

/** Every event type the bus knows, in declaration order. */
export const BUS_EVENT_TYPES = Object.keys(guards) as BusEventType[];

/**
 * Checks a payload received from untrusted code against the contract of `type`.
 * Returns true only for a known type, `version: 1` and well-formed fields.
 */
export function isValidPayload(type: string, payload: unknown): boolean {
  if (!Object.prototype.hasOwnProperty.call(guards, type)) return false;
  if (!isRecord(payload) || payload.version !== 1) return false;
  return guards[type as BusEventType](payload);
}

const defaultLog = (message: string, detail: unknown): void => {
  console.warn(`[event-bus] ${message}`, detail);
};

/**
 * Creates an event bus. Malformed payloads are dropped and logged; a listener that throws is
 * logged and does not stop the other listeners, so one broken parcel cannot silence the page.
 */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const log = options.log ?? defaultLog;
  const listeners = new Map<BusEventType, Set<(payload: unknown) => void>>();
  const latest = new Map<BusEventType, unknown>();

  return {
    publish(type, payload) {
      if (!isValidPayload(type, payload)) {
        log(`dropped malformed "${String(type)}" payload`, payload);
        return false;
      }
      // Freeze a copy so a listener cannot mutate what later subscribers or last() see.
      const frozen = Object.freeze({ ...payload });
      latest.set(type, frozen);
      // Copy the set: a listener may unsubscribe (itself or others) while we iterate.
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          listener(frozen);
        } catch (error) {
          log(`listener for "${type}" threw`, error);
        }
      }
      return true;
    },
    subscribe(type, listener) {
      if (typeof listener !== 'function') throw new TypeError('event-bus: listener must be a function');
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      // A fresh wrapper per subscription: subscribing one function twice gives two independent
      // subscriptions, and each unsubscribe removes only its own.
      const wrapped = (payload: unknown): void => (listener as (p: unknown) => void)(payload);
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    last(type) {
      return latest.get(type) as BusEvents[typeof type] | undefined;
    },
  };
}
