/** Test support only: starts the root machine over the fake API and reads its children. */
import { createActor, waitFor } from 'xstate';
import { createConfiguratorMachine, type ConfiguratorEmitted, type ConfiguratorInput } from '../configurator.machine';
import { createFakeApi } from './fake-configurator-api';
import { SYSTEM_IDS, type SystemId } from '../system-ids';
import type { BuildActorRef } from '../build.machine';

/** Which child owns an event, by its type (what each view knows by the actor it holds). */
const OWNERS: Array<[RegExp, SystemId]> = [
  [/^user\.(selectItem|resolveConflict|cancelConflict|undo|redo|clear|dismissNotice)$|^api\.catalogChanged$/, SYSTEM_IDS.build],
  [/^user\.(nextStep|previousStep|goToStep)$/, SYSTEM_IDS.step],
  [/^user\.(showDetail|updateDetail|hideDetail)$/, SYSTEM_IDS.detail],
  [/^user\.(setFilter|toggleFeature|clearFilters)$/, SYSTEM_IDS.filters],
  [/^bus\.zipcodeValid$/, SYSTEM_IDS.geolocation],
  [/^api\.errorDismissed$/, SYSTEM_IDS.apiState],
];

/**
 * Test shorthand: sends an event to the child that owns it, as the views do with the child refs
 * they hold (the root relays nothing). Scene events go to the root.
 */
export function sendToOwner(root: { send(event: never): void; system: { get(id: string): { send(event: never): void } | undefined } }, event: { type: string; [field: string]: unknown }): void {
  const owner = OWNERS.find(([pattern]) => pattern.test(event.type))?.[1];
  const target = owner ? root.system.get(owner) : root;
  if (!target) throw new Error(`no actor owns ${event.type}`);
  target.send(event as never);
}

/** `prepare` scripts the fake API before the machine starts (a deep link loads at start). */
export function startConfigurator(
  input: Partial<ConfiguratorInput> = {},
  prepare?: (api: ReturnType<typeof createFakeApi>) => void,
  { reload = false }: { reload?: boolean } = {},
) {
  const api = createFakeApi();
  prepare?.(api);
  // Undo history survives reloads through session storage: every test starts a fresh tab unless it reloads one.
  if (!reload) window.sessionStorage.clear();
  const actor = createActor(createConfiguratorMachine(api), { input: { brand: 'toyota', pathname: '/configurator/', ...input } });
  const emitted: ConfiguratorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const child = (id: string) => actor.getSnapshot().children[id]!;
  const build = () => (actor.system.get(SYSTEM_IDS.build) as BuildActorRef).getSnapshot();
  const settled = () => waitFor(actor.system.get(SYSTEM_IDS.build)!, (s) => !s.hasTag('busy'));
  const to = (event: { type: string; [field: string]: unknown }) => sendToOwner(actor, event);
  return { api, actor, to, emitted, child, build, settled, sys: (id: string) => actor.system.get(id)!.getSnapshot() };
}

/** Starts on the trim scene of the fixture series and loads grade SR (trim T1). */
export async function startInBuild() {
  const harness = startConfigurator({ pathname: '/configurator/build/step/model/year/2024/series/tacoma/' });
  harness.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
  await harness.settled();
  return harness;
}
