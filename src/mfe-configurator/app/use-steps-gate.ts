import { useEffect, useState } from 'react';
import type { EventBus } from '../../platform/event-bus';

/** The region gate's slot; when the page has one, it decides when build steps may render. */
export const REGION_GATE_SELECTOR = '[data-mfe="region-gate"]';

/** Slot states (set by the root config) in which the region gate is, or will be, answering. */
const LIVE_STATES = ['loading', 'mounting', 'mounted'];

/** 'waiting' until the region gate answers, then 'allowed' or 'denied'. */
export type StepsGate = 'waiting' | 'allowed' | 'denied';

const fromPayload = (payload: { allowed: boolean } | undefined): StepsGate =>
  payload === undefined ? 'waiting' : payload.allowed ? 'allowed' : 'denied';

/**
 * Whether a region gate will answer: its slot is on the page and the root config is loading or has
 * mounted its parcel. A slot with no parcel registered, or whose parcel failed, never answers.
 */
function liveGate(doc: Document): Element | null {
  const slot = doc.querySelector(REGION_GATE_SELECTOR);
  return slot && LIVE_STATES.includes(slot.getAttribute('data-mfe-state') ?? '') ? slot : null;
}

/**
 * Whether the configurator may render its steps (product.md section 4 "Page error state": only with no page
 * error and a passed region check). The region gate publishes `steps:may-render`; a page without
 * a live region gate has nobody to ask, so it renders at once (ADR 0080). The bus keeps the latest
 * payload, so a gate that answered before this parcel mounted is not missed.
 */
export function useStepsGate(bus: EventBus | null, doc: Document = document): StepsGate {
  const initial = (): StepsGate => (bus && liveGate(doc) ? fromPayload(bus.last('steps:may-render')) : 'allowed');
  const [gate, setGate] = useState<StepsGate>(initial);
  useEffect(() => {
    if (!bus) {
      setGate('allowed');
      return undefined;
    }
    const update = () => setGate(liveGate(doc) ? fromPayload(bus.last('steps:may-render')) : 'allowed');
    update();
    const unsubscribe = bus.subscribe('steps:may-render', update);
    // A region gate that fails to load or mount stops being waited for.
    const slot = doc.querySelector(REGION_GATE_SELECTOR);
    const observer = slot ? new MutationObserver(update) : null;
    if (slot) observer!.observe(slot, { attributes: true, attributeFilter: ['data-mfe-state'] });
    return () => {
      unsubscribe();
      observer?.disconnect();
    };
  }, [bus, doc]);
  return gate;
}
