import { SYSTEM_IDS } from '../machine/system-ids';
import { startInBuild } from '../machine/test-support/start-configurator';
import type { BuildActorRef } from '../machine/build.machine';

// Fixture catalog: trim T1, base 30000 + dph 1395; colour 1G3 costs 425 (machine/test-support).
const BASE_TOTAL = 31395;
const vehicle = { year: 2025, seriesId: 'tacoma', trim: 'T1', exteriorColorCode: '1G3', interiorColorCode: 'LB20', packageCodes: ['FE', 'QD'], accessoryCodes: [] as string[] };

describe('"Build this one" (user.loadVehicle)', () => {
  it('replaces the build with the vehicle in one undoable step', async () => {
    const { api, actor, build, settled } = await startInBuild();
    const buildActor = actor.system.get(SYSTEM_IDS.build) as BuildActorRef;
    buildActor.send({ type: 'user.loadVehicle', query: vehicle });
    await settled();
    expect(api.callsOf('getDeepLinkConfig').at(-1)).toMatchObject({ trim: 'T1', exteriorColorCode: '1G3' });
    expect(build().context.build).toMatchObject({ trimId: 'T1', exteriorColor: { code: '1G3' }, totalSRP: BASE_TOTAL + 425 });
    buildActor.send({ type: 'user.undo' });
    expect(build().context.build).toMatchObject({ exteriorColor: { code: '040' }, totalSRP: BASE_TOTAL });
  });

  it('keeps the build when the vehicle is no longer a valid build, and says the change was not applied', async () => {
    const { actor, build, settled } = await startInBuild();
    const buildActor = actor.system.get(SYSTEM_IDS.build) as BuildActorRef;
    buildActor.send({ type: 'user.loadVehicle', query: { ...vehicle, exteriorColorCode: 'NOPE' } });
    await settled();
    expect(build().context.build).toMatchObject({ exteriorColor: { code: '040' }, totalSRP: BASE_TOTAL });
    expect(build().context.updateError).not.toBeNull();
    expect(build().context.history.past).toHaveLength(0);
  });
});
