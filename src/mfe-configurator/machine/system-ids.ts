/**
 * System ids of the configurator's child actors (ADR 0065), and the events each accepts. An event
 * goes straight to the actor that owns it (`tell` here, `system.get` in views and bridges): the
 * root invokes the children and relays nothing.
 */
import type { ApiStateEvent } from './api-state.machine';
import type { BuildEvent } from './build-context';
import type { DetailOverlayEvent } from './detail-overlay.machine';
import type { FiltersEvent } from './filters.machine';
import type { GeolocationEvent } from './geolocation.machine';
import type { GradeTrimsEvent } from './grade-trims.machine';
import type { StepEvent } from './step.machine';

export const SYSTEM_IDS = {
  build: 'build',
  apiState: 'apiState',
  step: 'step',
  detail: 'detailOverlay',
  filters: 'filters',
  geolocation: 'geolocation',
  gradeTrims: 'gradeTrims',
} as const;

export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];

/** The events each child accepts, by its system id. */
export interface SystemEvents {
  build: BuildEvent;
  apiState: ApiStateEvent;
  step: StepEvent;
  detailOverlay: DetailOverlayEvent;
  filters: FiltersEvent;
  geolocation: GeolocationEvent;
  gradeTrims: GradeTrimsEvent;
}

interface ActorSystemLike {
  get(id: string): { send(event: never): void } | undefined;
}

/**
 * Sends a child its own kind of event, typed by its id. A child that is not in the system (the
 * build machine run alone, as the simulator does) is skipped.
 */
export function tell<K extends SystemId>(system: ActorSystemLike, id: K, event: SystemEvents[K]): void {
  (system.get(id) as { send(event: SystemEvents[K]): void } | undefined)?.send(event);
}
