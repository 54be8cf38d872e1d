import type { mountRootParcel } from 'single-spa';
import type { BusEventType, EventBus } from '../platform/event-bus';
import type { RootParcelProps } from './parcel-props';

/** What a slot's parcel is doing; mirrored on the slot as `data-mfe-state` so host CSS and tests can see it. */
export type SlotState = 'deferred' | 'loading' | 'mounting' | 'mounted' | 'error' | 'unmounted';

/** One slot the root config owns, from discovery to release. */
export interface SlotRecord {
  name: string;
  element: HTMLElement;
  state: SlotState;
  parcel?: ReturnType<typeof mountRootParcel>;
  /** The props object single-spa keeps for the parcel (see forgetParcel in parcel-props.ts). */
  props?: RootParcelProps;
  done: Promise<void>;
  cancelled: boolean;
  /** Stops listening for the events that would wake a deferred slot. */
  stopWaiting?: () => void;
  wokenBy?: BusEventType;
}

/**
 * The slots of a page by element, with the two things every step does to one: show its state on
 * the element, and report its failure (logged for developers, a `page-error` event for the page).
 */
export class SlotRecords {
  private readonly byElement = new Map<HTMLElement, SlotRecord>();

  constructor(
    private readonly bus: EventBus,
    private readonly logger: Pick<Console, 'error' | 'warn'>,
  ) {}

  has(element: HTMLElement): boolean {
    return this.byElement.has(element);
  }

  add(record: SlotRecord): void {
    this.byElement.set(record.element, record);
  }

  remove(record: SlotRecord): void {
    this.byElement.delete(record.element);
  }

  all(): SlotRecord[] {
    return [...this.byElement.values()];
  }

  setState(record: SlotRecord, state: SlotState): void {
    record.state = state;
    // A released record may still be unmounting while the host has put its element back and a
    // new record owns it: only the element's current record (or none) writes the attribute.
    const owner = this.byElement.get(record.element);
    if (owner === undefined || owner === record) record.element.setAttribute('data-mfe-state', state);
  }

  report(record: SlotRecord, stage: string, error: unknown): void {
    this.setState(record, 'error');
    const message = describeError(error);
    this.logger.error(`[root-config] parcel "${record.name}" failed while ${stage}: ${message}`, error);
    this.bus.publish('page-error', { version: 1, type: 'parcel', source: record.name, message });
  }
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
