import { waitFor } from 'xstate';
import { fixtureSeries } from './test-support/fixture-config';
import { startConfigurator, startInBuild } from './test-support/start-configurator';
import { SYSTEM_IDS } from './system-ids';
import { buildOf } from './build-view';

describe('configurator root machine: scenes', () => {
  it('starts on the model scene with the spec initial api state', () => {
    const { actor, sys } = startConfigurator();
    expect(actor.getSnapshot().matches('model')).toBe(true);
    // Entering the first scene clears pageLoading (product.md section 2), the rest are product.md section 4 initial values.
    expect(sys(SYSTEM_IDS.apiState).context).toEqual({ pageLoading: false, loading: false, transparent: false, error: '' });
  });

  it('loads the series list on the model scene', async () => {
    const { api, actor } = startConfigurator();
    await new Promise((r) => setTimeout(r, 0));
    expect(api.callsOf('getSeries')).toHaveLength(1);
    expect(actor.getSnapshot().matches({ model: 'ready' })).toBe(true);
  });

  it('moves model -> trim -> configurator -> summary and back, announcing start and exit', async () => {
    const { actor, emitted, settled, build } = startConfigurator();
    actor.send({ type: 'user.selectSeries', seriesId: 'tacoma', year: 2024 });
    expect(actor.getSnapshot().matches('trim')).toBe(true);
    actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    expect(actor.getSnapshot().matches('configurator')).toBe(true);
    await settled();
    expect(buildOf(build().context)?.trimId).toBe('T1');
    actor.send({ type: 'user.viewSummary' });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
    actor.send({ type: 'user.backToBuild' });
    expect(actor.getSnapshot().matches('configurator')).toBe(true);
    actor.send({ type: 'user.backToTrim' });
    expect(actor.getSnapshot().matches('trim')).toBe(true);
    expect(buildOf(build().context)).toBeNull();
    actor.send({ type: 'user.backToModel' });
    expect(actor.getSnapshot().matches('model')).toBe(true);
    expect(emitted.filter((e) => e.type !== 'scene.changed')).toEqual([
      { type: 'configurator.start', seriesId: 'tacoma', year: 2024 },
      { type: 'configurator.exit', seriesId: 'tacoma', year: 2024 },
    ]);
    expect(emitted.filter((e) => e.type === 'scene.changed').map((e) => (e as { scene: string }).scene)).toEqual([
      'model', 'trim', 'configurator', 'summary', 'configurator', 'trim', 'model',
    ]);
  });

  it('leaves summary for trim with an exit event', async () => {
    const { actor, emitted } = await startInBuild();
    actor.send({ type: 'user.viewSummary' });
    actor.send({ type: 'user.backToTrim' });
    expect(actor.getSnapshot().matches('trim')).toBe(true);
    expect(emitted.at(-2)).toEqual({ type: 'configurator.exit', seriesId: 'tacoma', year: 2024 });
  });

  it('opens the simulator from the model scene and from its route', () => {
    const a = startConfigurator();
    a.actor.send({ type: 'user.openSimulator' });
    expect(a.actor.getSnapshot().matches('simulator')).toBe(true);
    a.actor.send({ type: 'user.backToModel' });
    expect(a.actor.getSnapshot().matches('model')).toBe(true);
    expect(startConfigurator({ pathname: '/configurator/sim/' }).actor.getSnapshot().matches('simulator')).toBe(true);
  });

  it('starts on the trim scene from a trim route', () => {
    const { actor } = startConfigurator({ pathname: '/configurator/build/step/model/year/2024/series/tacoma/' });
    expect(actor.getSnapshot().matches('trim')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ seriesId: 'tacoma', year: 2024 });
  });

  it('goes to the error scene when the build cannot load, and back to model from there', async () => {
    const { actor, api, sys, settled } = startConfigurator({ pathname: '/configurator/build/step/model/year/2024/series/tacoma/' });
    api.failNext('getConfigByGrade');
    actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    await settled();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'server', message: 'Response status: 500' });
    expect(sys(SYSTEM_IDS.apiState).context.error).toBe('Response status: 500');
    actor.send({ type: 'user.backToModel' });
    expect(actor.getSnapshot().matches('model')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends the api state through loading while a build loads', async () => {
    const { actor, api, sys, settled } = startConfigurator({ pathname: '/configurator/build/step/model/year/2024/series/tacoma/' });
    api.hold();
    actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    expect(sys(SYSTEM_IDS.apiState).context).toMatchObject({ loading: true, transparent: false });
    await api.release();
    await settled();
    expect(sys(SYSTEM_IDS.apiState).context).toMatchObject({ loading: false, error: '' });
  });
});

describe('configurator root machine: children', () => {
  it('the detail overlay child takes show, update and hide', () => {
    const { to, sys } = startConfigurator();
    const data = { id: 'p', code: 'PKG1' } as never;
    to({ type: 'user.showDetail', overlay: { type: 'package', data } });
    expect(sys(SYSTEM_IDS.detail).value).toBe('shown');
    const other = { id: 'a', code: 'ACC1' } as never;
    to({ type: 'user.updateDetail', overlay: { type: 'accessory', data: other } });
    expect(sys(SYSTEM_IDS.detail).context.overlay).toEqual({ type: 'accessory', data: other });
    to({ type: 'user.hideDetail' });
    expect(sys(SYSTEM_IDS.detail)).toMatchObject({ value: 'hidden', context: { overlay: null } });
  });

  it('the filters and geolocation children take their own events', () => {
    const { to, sys } = startConfigurator({ geolocation: { zipcode: '90210', region: 'CA' } });
    expect(sys(SYSTEM_IDS.filters).context).toEqual({ active: 'all', features: [] });
    to({ type: 'user.setFilter', active: 'hybrid' });
    to({ type: 'user.toggleFeature', feature: 'awd' });
    expect(sys(SYSTEM_IDS.filters).context).toEqual({ active: 'hybrid', features: ['awd'] });
    expect(sys(SYSTEM_IDS.geolocation).context).toEqual({ zipcode: '90210', region: 'CA' });
    to({ type: 'bus.zipcodeValid', zipcode: '96813', region: 'HI' });
    expect(sys(SYSTEM_IDS.geolocation).context).toEqual({ zipcode: '96813', region: 'HI' });
  });

  it("relays nothing: a child's event sent to the root changes nothing", async () => {
    const { actor, build, settled } = await startInBuild();
    const before = build().context.selection;
    actor.send({ type: 'user.selectItem', item: { itemType: 'EXTERIOR_COLOR', itemCode: '1G3', changeType: 'ADD' } } as never);
    await settled();
    expect(build().context.selection).toBe(before);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['apiState', 'build', 'detailOverlay', 'filters', 'geolocation', 'gradeTrims', 'step']);
  });

  it('tells the step machine which steps apply once a configuration loads', async () => {
    const { to, sys } = await startInBuild();
    // The fixture is a truck without seating options: cab, then colour.
    expect(sys(SYSTEM_IDS.step).context).toMatchObject({ index: 0, name: 'cab' });
    expect(sys(SYSTEM_IDS.step).context.steps).toEqual(['cab', 'color', 'powertrain', 'packages', 'options', 'accessories']);
    to({ type: 'user.nextStep' });
    expect(sys(SYSTEM_IDS.step).context).toMatchObject({ index: 2, name: 'color' });
  });
});

describe('configurator root machine: the step a build URL names', () => {
  const url = (step: string, trim = 'T1') => `/configurator/build/step/${step}/year/2024/series/tacoma/model/${trim}/`;

  it('opens the URL step when the vehicle has it', async () => {
    const { sys, settled } = startConfigurator({ pathname: url('powertrain'), search: '?ext=1G3' });
    expect(sys(SYSTEM_IDS.step).context.name).toBe('powertrain');
    await settled();
    expect(sys(SYSTEM_IDS.step).context).toMatchObject({ name: 'powertrain', index: 3 });
  });

  it('opens the first applicable step when the vehicle lacks the URL step (no seating on T1)', async () => {
    const { sys, settled } = startConfigurator({ pathname: url('seating') });
    await settled();
    expect(sys(SYSTEM_IDS.step).context).toMatchObject({ name: 'cab', index: 0 });
  });

  it('starts at cab when the build comes from the trim scene', async () => {
    const { actor, sys, settled } = startConfigurator({ pathname: '/configurator/build/step/model/year/2024/series/tacoma/' });
    actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    await settled();
    expect(sys(SYSTEM_IDS.step).context.name).toBe('cab');
  });
});

describe('configurator root machine: lost links (issue 15)', () => {
  const at = (pathname: string, search = '') => startConfigurator({ pathname, search });

  it('a link to an unknown trim lands on the grade list of its series with a notice, not the apology page', async () => {
    const harness = at('/configurator/build/step/color/year/2024/series/tacoma/model/0000/');
    harness.api.getSeries = () => Promise.resolve(fixtureSeries());
    await harness.settled();
    await waitFor(harness.actor, (s) => !s.matches('relinking') && !s.matches('configurator'));
    expect(harness.actor.getSnapshot().matches('trim')).toBe(true);
    expect(harness.actor.getSnapshot().context.linkNotice).toEqual({ kind: 'unknown-trim', trimId: '0000', seriesName: fixtureSeries()[0].name });
    harness.actor.send({ type: 'user.dismissLinkNotice' });
    expect(harness.actor.getSnapshot().context.linkNotice).toBeNull();
  });

  it('a link to an unknown series lands on the vehicle list with a notice', async () => {
    const harness = at('/configurator/build/step/summary/year/2024/series/nope/model/0000/');
    await harness.settled();
    await waitFor(harness.actor, (s) => s.matches('model'));
    expect(harness.actor.getSnapshot().context.linkNotice).toEqual({ kind: 'unknown-series', seriesId: 'nope', year: 2024 });
  });

  it('a real failure still shows the apology page', async () => {
    const harness = startConfigurator({ pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/T1/' }, (api) => api.failNext('getDeepLinkConfig'));
    await waitFor(harness.actor, (s) => s.matches('error'));
    expect(harness.actor.getSnapshot().context.linkNotice).toBeNull();
  });

  it('a summary link names the codes it could not restore', async () => {
    const harness = at('/configurator/build/step/summary/year/2024/series/tacoma/model/T1/', '?acc=NOPE42');
    await harness.settled();
    expect(harness.build().context).toMatchObject({ deepLinkInvalid: true, linkLost: ['NOPE42'] });
  });
});
