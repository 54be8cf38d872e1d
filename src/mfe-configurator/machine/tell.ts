/** The events each child actor of the configurator accepts, and `tell`, which sends them by id. */
import type { ApiStateEvent } from './api-state.machine';
import type { BuildEvent } from './build-context';
import type { DetailOverlayEvent } from './detail-overlay.machine';
import type { FiltersEvent } from './filters.machine';
import type { GeolocationEvent } from './geolocation.machine';
import type { GradeTrimsEvent } from './grade-trims.machine';
import type { StepEvent } from './step.machine';
import type { SystemId } from './system-ids';

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
