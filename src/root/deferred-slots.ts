import { readZipcode } from '../platform/cookies';
import { pageContext } from '../platform/env';
import type { BusEventType } from '../platform/event-bus';
import { hostApp, zipModalOpening } from '../platform/zip-modal-opening';
import { SLOTS_THAT_MAY_SLEEP } from '../domain/sleeping-slots';

/**
 * Which bus events wake a slot the root config leaves unloaded at first, or undefined to load it
 * at once. A slot kept asleep costs nothing on the first load; its chunk is downloaded and mounted
 * when one of the events is published.
 */
export type SlotDeferral = (name: string, element: HTMLElement) => readonly BusEventType[] | undefined;

/** Events that can open a ZIP modal that stayed closed on load: a parcel asks, or the state changes. */
const ZIP_MODAL_WAKERS: readonly BusEventType[] = ['zip-modal:open', 'state-change'];

/**
 * The page's deferral rule: the ZIP-modal slot sleeps when the modal's own on-load rule
 * (zipModalOpening, the one implementation) keeps it closed, typically because the zipcode cookie
 * is set. Every other slot loads at once.
 */
export function pageSlotDeferral(document: Document, location: Pick<Location, 'pathname'>): SlotDeferral {
  return (name, element) => {
    if (!SLOTS_THAT_MAY_SLEEP.has(name)) return undefined;
    const context = pageContext({ document, location });
    const opening = zipModalOpening({
      hasCookie: readZipcode({ document }) !== undefined,
      forced: element.dataset.force === 'true',
      app: hostApp(element.dataset.app, context.app, context.pageKinds),
      pageKinds: context.pageKinds,
      stateCode: context.stateCode,
      setRegion: context.setRegion,
      pathname: location.pathname,
    });
    return opening.open ? undefined : ZIP_MODAL_WAKERS;
  };
}
