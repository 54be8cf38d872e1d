import { createActor, waitFor } from 'xstate';
import { act, render } from '@testing-library/react';
import { createElement, useState } from 'react';
import { createAnalytics, type AnalyticsEvent } from '../../platform/analytics';
import { createEventBus, type BusEvents } from '../../platform/event-bus';
import { createConfiguratorMachine, type ConfiguratorInput } from './configurator.machine';
import { connectPlatform, initialGeolocation } from './connect-platform';
import { SYSTEM_IDS } from './system-ids';
import { createFakeApi } from './test-support/fake-configurator-api';
import { ConfiguratorProvider } from './use-configurator';

const TRIM_PATH = '/configurator/build/step/model/year/2024/series/tacoma/';
const DEEP_LINK = '/configurator/build/step/color/year/2024/series/tacoma/model/T1/';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(input: Partial<ConfiguratorInput> = {}) {
  const api = createFakeApi();
  const bus = createEventBus({ log: jest.fn() });
  const events: AnalyticsEvent[] = [];
  const analytics = createAnalytics((e) => events.push(e), { now: () => 0 });
  const published: Array<[string, unknown]> = [];
  for (const type of ['configurator:start', 'configurator:exit'] as const) bus.subscribe(type, (p) => published.push([type, p]));
  const actor = createActor(createConfiguratorMachine(api), { input: { brand: 'toyota', pathname: '/configurator/', ...input } });
  /** Analytics as `event[:scene]@series` so the order and the build behind each are visible. */
  const log = () => events.map((e) => `${e.event}${e.page ? `:${e.page.scene}` : ''}@${e.attributes.series_id ?? '-'}`);
  const geolocation = () => actor.system.get(SYSTEM_IDS.geolocation)!.getSnapshot().context;
  return { api, bus, analytics, actor, published, log, geolocation };
}

describe('connectPlatform', () => {
  it('relays page views, start and exit to analytics and the bus, in the page order', async () => {
    const h = harness();
    const disconnect = connectPlatform(h.actor, { bus: h.bus, analytics: h.analytics });
    h.actor.start();
    h.actor.send({ type: 'user.selectSeries', seriesId: 'tacoma', year: 2024 });
    h.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    // The start waits for the build: its attributes describe the vehicle.
    expect(h.log()).toEqual(['page-view:model@-', 'page-view:trim@-', 'page-view:configurator@-']);
    await tick();
    expect(h.log().at(-1)).toBe('configurator-start@tacoma');
    h.actor.send({ type: 'user.viewSummary' });
    h.actor.send({ type: 'user.backToTrim' });
    // The exit carries the build being left; then the trim page view.
    expect(h.log().slice(-3)).toEqual(['page-view:summary@tacoma', 'configurator-exit@tacoma', 'page-view:trim@-']);
    expect(h.published).toEqual([
      ['configurator:start', { version: 1, seriesId: 'tacoma', year: 2024 }],
      ['configurator:exit', { version: 1, seriesId: 'tacoma', year: 2024 }],
    ]);
    h.actor.send({ type: 'user.backToModel' });
    h.actor.send({ type: 'user.openSimulator' });
    // The simulator is not an analytics scene.
    expect(h.log().at(-1)).toBe('page-view:model@-');
    disconnect();
    h.actor.send({ type: 'user.backToModel' });
    expect(h.log().at(-1)).toBe('page-view:model@-');
    expect(h.log().filter((e) => e === 'page-view:model@-')).toHaveLength(2);
  });

  it('still sends an owed start (without a build) before the exit when the shopper leaves during the load', async () => {
    const h = harness({ pathname: TRIM_PATH });
    connectPlatform(h.actor, { bus: h.bus, analytics: h.analytics });
    h.actor.start();
    h.api.hold();
    h.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    h.actor.send({ type: 'user.backToTrim' });
    expect(h.log()).toEqual(['page-view:trim@-', 'page-view:configurator@-', 'configurator-start@-', 'configurator-exit@-', 'page-view:trim@-']);
    await h.api.release();
    expect(h.log().filter((e) => e.startsWith('configurator-start'))).toHaveLength(1);
  });

  it('catchUp replays the first scene of an actor that started before the connection (deep link start)', async () => {
    const h = harness({ pathname: DEEP_LINK, search: '?ext=1G3' });
    h.actor.start();
    connectPlatform(h.actor, { bus: h.bus, analytics: h.analytics, catchUp: true });
    expect(h.published).toEqual([['configurator:start', { version: 1, seriesId: 'tacoma', year: 2024 }]]);
    await tick();
    expect(h.log()).toEqual(['page-view:configurator@-', 'configurator-start@tacoma']);
  });

  it('feeds the bus zipcode-valid event to geolocation, whose region goes with every data call', async () => {
    const h = harness({ geolocation: { zipcode: '10001' } });
    const disconnect = connectPlatform(h.actor, { bus: h.bus });
    h.actor.start();
    const regionOf = (method: string) => h.api.calls.filter((c) => c.method === method).at(-1)?.region;
    expect(h.geolocation()).toEqual({ zipcode: '10001', region: null });
    expect(regionOf('getSeries')).toBeUndefined();
    h.bus.publish('zipcode-valid', { version: 1, zipcode: '90210', region: 'WEST' });
    expect(h.geolocation()).toEqual({ zipcode: '90210', region: 'WEST' });
    h.actor.send({ type: 'user.selectSeries', seriesId: 'tacoma', year: 2024 });
    h.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    expect(regionOf('getConfigByGrade')).toBe('WEST');
    await waitFor(h.actor.system.get(SYSTEM_IDS.build)!, (s) => s.matches('ready'));
    expect(regionOf('getSeriesDetails')).toBe('WEST');
    h.actor.system.get(SYSTEM_IDS.build)!.send({ type: 'user.selectItem', item: { itemType: 'PACKAGE', itemCode: 'PKG1', changeType: 'ADD' } });
    expect(h.api.calls.at(-1)).toMatchObject({ method: 'getUpdatedConfig', region: 'WEST' });
    await waitFor(h.actor.system.get(SYSTEM_IDS.build)!, (s) => s.matches('ready'));
    // The region gate publishes a ZIP without a region: the old region belonged to the old ZIP.
    h.bus.publish('zipcode-valid', { version: 1, zipcode: '73301' });
    expect(h.geolocation()).toEqual({ zipcode: '73301', region: null });
    h.actor.system.get(SYSTEM_IDS.build)!.send({ type: 'user.selectItem', item: { itemType: 'EXTERIOR_COLOR', itemCode: '1G3', changeType: 'ADD' } });
    expect(h.api.calls.at(-1)).toMatchObject({ method: 'getUpdatedConfig', region: undefined });
    disconnect();
    h.bus.publish('zipcode-valid', { version: 1, zipcode: '10001' });
    expect(h.geolocation().zipcode).toBe('73301');
  });

  it('works without analytics (bus relay only) and with no ports at all', async () => {
    const h = harness({ pathname: TRIM_PATH });
    const off = connectPlatform(h.actor, { bus: h.bus });
    h.actor.start();
    h.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    await tick();
    expect(h.published).toHaveLength(1);
    expect(h.log()).toEqual([]);
    off();
    expect(() => connectPlatform(h.actor, {})()).not.toThrow();
  });
});

describe('connectPlatform: leaving the page', () => {
  /** A window with pagehide and a document, as watchPageExit reads them. */
  function pageSources(ios = false) {
    const window = Object.assign(new EventTarget(), { onpagehide: null });
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const navigator = ios ? { userAgent: 'iPhone', platform: 'iPhone', maxTouchPoints: 5 } : { userAgent: 'jsdom', platform: 'Linux', maxTouchPoints: 0 };
    return { window, document, navigator };
  }

  it('tracks the exit with the build and publishes it with the reason, once per leave', async () => {
    const h = harness({ pathname: TRIM_PATH });
    const sources = pageSources();
    const disconnect = connectPlatform(h.actor, { bus: h.bus, analytics: h.analytics, pageExit: sources });
    h.actor.start();
    h.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    await tick();
    sources.window.dispatchEvent(new Event('pagehide'));
    sources.window.dispatchEvent(new Event('pagehide'));
    expect(h.log().slice(-2)).toEqual(['configurator-start@tacoma', 'configurator-exit@tacoma']);
    expect(h.published.at(-1)).toEqual(['configurator:exit', { version: 1, seriesId: 'tacoma', year: 2024, reason: 'pagehide' }]);
    expect(h.published.filter(([type]) => type === 'configurator:exit')).toHaveLength(1);
    disconnect();
    sources.window.dispatchEvent(new Event('pageshow'));
    sources.window.dispatchEvent(new Event('pagehide'));
    expect(h.log().filter((e) => e.startsWith('configurator-exit'))).toHaveLength(1);
  });

  it('sends an owed start first when the page is left while the build loads (iOS: on hidden)', () => {
    const h = harness({ pathname: TRIM_PATH });
    const sources = pageSources(true);
    connectPlatform(h.actor, { bus: h.bus, analytics: h.analytics, pageExit: sources });
    h.actor.start();
    h.api.hold();
    h.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    sources.document.visibilityState = 'hidden';
    sources.document.dispatchEvent(new Event('visibilitychange'));
    expect(h.log().slice(-2)).toEqual(['configurator-start@-', 'configurator-exit@-']);
    // No build yet: the route names the vehicle.
    expect(h.published.at(-1)).toEqual(['configurator:exit', { version: 1, seriesId: 'tacoma', year: 2024, reason: 'hidden' }]);
  });

  it('does not watch the page unless asked', () => {
    const h = harness();
    const sources = pageSources();
    connectPlatform(h.actor, { bus: h.bus, analytics: h.analytics });
    h.actor.start();
    sources.window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(h.log().filter((e) => e.startsWith('configurator-exit'))).toEqual([]);
  });
});

describe('initialGeolocation', () => {
  const last = (payload: BusEvents['zipcode-valid']) => {
    const bus = createEventBus({ log: jest.fn() });
    bus.publish('zipcode-valid', payload);
    return bus;
  };

  it('starts from the zipcode cookie, with the bus region only for that same ZIP', () => {
    expect(initialGeolocation({ document: { cookie: 'a=1; zipcode=90210' } })).toEqual({ zipcode: '90210', region: null });
    expect(initialGeolocation({ document: { cookie: 'zipcode=90210' }, bus: last({ version: 1, zipcode: '90210', region: 'WEST' }) })).toEqual({ zipcode: '90210', region: 'WEST' });
    expect(initialGeolocation({ document: { cookie: 'zipcode=90210' }, bus: last({ version: 1, zipcode: '10001', region: 'EAST' }) })).toEqual({ zipcode: '90210', region: null });
  });

  it('without a (valid) cookie uses the ZIP validated on the page, else nothing', () => {
    expect(initialGeolocation({ document: { cookie: 'zipcode=abc' }, bus: last({ version: 1, zipcode: '10001', region: 'EAST' }) })).toEqual({ zipcode: '10001', region: 'EAST' });
    expect(initialGeolocation({ document: { cookie: '' } })).toEqual({ zipcode: null, region: null });
  });
});

describe('ConfiguratorProvider platform prop', () => {
  it('connects once the actor runs, tracks the first scene once across re-renders', async () => {
    const h = harness();
    const bus = h.bus;
    let rerender: () => void = () => undefined;
    function Host() {
      const [, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      // A fresh object every render, as a careless caller would write it.
      return createElement(ConfiguratorProvider, { api: h.api, input: { brand: 'toyota', pathname: '/configurator/' }, platform: { bus, analytics: h.analytics } });
    }
    const view = render(createElement(Host));
    await act(async () => tick());
    act(() => rerender());
    act(() => rerender());
    expect(h.log()).toEqual(['page-view:model@-']);
    view.unmount();
    // Unmounted: the bus has no configurator listener left that could reach a stopped actor.
    expect(() => bus.publish('zipcode-valid', { version: 1, zipcode: '90210' })).not.toThrow();
    expect(h.log()).toEqual(['page-view:model@-']);
  });
});
