import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { EventBus } from '../platform/event-bus';
import { loadParcelModule, toParcelLifecycles, type ParcelLifecycles, type ParcelLoader } from './load-parcel';
import { forgetProps, parcelProps } from './parcel-props';
import type { SlotRecord, SlotRecords } from './slot-records';
import { yieldToBrowser } from './yield-to-browser';

/** What mounting and releasing a slot need from the page's root config. */
export interface SlotLifecycleContext {
  records: SlotRecords;
  bus: EventBus;
  /** Pause before the one retry of a chunk that failed to load. */
  retryDelayMs: number;
}

let instanceCounter = 0;

/** Loads a slot's parcel chunk (one retry) and mounts the parcel into it; a failure is reported, never thrown. */
export async function mountSlot(record: SlotRecord, loader: ParcelLoader, { records, bus, retryDelayMs }: SlotLifecycleContext): Promise<void> {
  let lifecycles: ParcelLifecycles;
  try {
    lifecycles = toParcelLifecycles(await loadParcelModule(loader, retryDelayMs));
  } catch (error) {
    if (!record.cancelled) records.report(record, 'loading', error);
    return;
  }
  // Evaluating a parcel's modules and rendering it are two tasks, not one long one: the page
  // stays responsive (Total Blocking Time) and another parcel's chunk can run in between.
  await yieldToBrowser();
  if (record.cancelled || !record.element.isConnected) {
    records.setState(record, 'unmounted');
    return;
  }
  records.setState(record, 'mounting');
  try {
    // A unique name per slot: single-spa-react keys its React roots by parcel name, so two
    // slots of the same parcel must not share one.
    const config = { ...lifecycles, name: `${record.name}#${++instanceCounter}` } as unknown as ParcelConfig;
    record.props = parcelProps(record.element, bus, record.wokenBy, (error) => records.report(record, 'rendering', error));
    const parcel = mountRootParcel(config, record.props);
    record.parcel = parcel;
    await parcel.mountPromise;
  } catch (error) {
    records.report(record, 'mounting', error);
    return;
  }
  if (record.state === 'mounting') records.setState(record, 'mounted');
}

/** Stops a slot: a pending load never mounts, a mounted parcel unmounts and single-spa lets go of its props. */
export async function releaseSlot(record: SlotRecord, { records }: Pick<SlotLifecycleContext, 'records'>): Promise<void> {
  record.cancelled = true;
  record.stopWaiting?.();
  record.stopWaiting = undefined;
  records.remove(record);
  await record.done;
  const parcel = record.parcel;
  try {
    if (!parcel || parcel.getStatus() !== 'MOUNTED') return;
    await parcel.unmount();
    records.setState(record, 'unmounted');
  } catch (error) {
    records.report(record, 'unmounting', error);
  } finally {
    forgetProps(record.props);
    record.props = undefined;
    record.parcel = undefined;
  }
}
