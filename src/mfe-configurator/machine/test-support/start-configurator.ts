/** Test support only: starts the root machine over the fake API and reads its children. */
import { createActor, waitFor } from 'xstate';
import { createConfiguratorMachine, type ConfiguratorEmitted, type ConfiguratorInput } from '../configurator.machine';
import { createFakeApi } from './fake-configurator-api';
import { SYSTEM_IDS } from '../system-ids';
import type { BuildActorRef } from '../build.machine';

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
  return { api, actor, emitted, child, build, settled, sys: (id: string) => actor.system.get(id)!.getSnapshot() };
}

/** Starts on the trim scene of the fixture series and loads grade SR (trim T1). */
export async function startInBuild() {
  const harness = startConfigurator({ pathname: '/configurator/build/step/model/year/2024/series/tacoma/' });
  harness.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
  await harness.settled();
  return harness;
}
