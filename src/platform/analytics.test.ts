import { emptyBuild } from '../domain/build';
import type { BuildConfiguration } from '../domain/entities';
import { ANALYTICS_SCENES, PAGE_NAMES, createAnalytics, digitalDataSink, watchPageExit, type AnalyticsEvent } from './analytics';

function camry(): BuildConfiguration {
  return {
    ...emptyBuild(),
    trimId: '2532',
    seriesId: 'camry',
    seriesName: 'Camry',
    year: 2025,
    gradeName: 'XSE',
    baseMsrp: 28400,
    dph: 1095,
    totalSRP: 30920,
    totalCost: 31420,
    exteriorColor: { title: 'Supersonic Red [extra_cost_color]', code: '3U5', msrp: { value: 500 } },
  } as BuildConfiguration;
}

function setup() {
  const events: AnalyticsEvent[] = [];
  const log = jest.fn();
  const analytics = createAnalytics((event) => events.push(event), { log, now: () => 1000 });
  return { analytics, events, log };
}

describe('analytics', () => {
  it('announces a start with the build attributes and the fixed brand', () => {
    const { analytics, events } = setup();
    analytics.trackStart(camry());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'configurator-start',
      timestamp: 1000,
      attributes: { brand: 'toyota', series_id: 'camry', model_year: '2025', grade: 'XSE', total_srp: '30920' },
    });
    expect(events[0].attributes.exterior_color).toBe('Supersonic Red');
  });

  it('announces an exit, with only the brand when there is no build yet', () => {
    const { analytics, events } = setup();
    analytics.trackExit();
    analytics.trackExit(null);
    expect(events).toEqual([
      { event: 'configurator-exit', attributes: { brand: 'toyota' }, timestamp: 1000 },
      { event: 'configurator-exit', attributes: { brand: 'toyota' }, timestamp: 1000 },
    ]);
  });

  it.each(ANALYTICS_SCENES)('sends a page view for the %s scene with its page name', (scene) => {
    const { analytics, events } = setup();
    analytics.trackPage(scene);
    expect(events[0]).toEqual({ event: 'page-view', page: { scene, name: PAGE_NAMES[scene] }, attributes: { brand: 'toyota' }, timestamp: 1000 });
  });

  it('names the error scene after the apology page', () => {
    expect(PAGE_NAMES.error).toMatch(/our-apologies/);
    expect(new Set(Object.values(PAGE_NAMES)).size).toBe(ANALYTICS_SCENES.length);
  });

  it('logs and drops an unknown scene instead of throwing', () => {
    const { analytics, events, log } = setup();
    analytics.trackPage('simulator' as 'model');
    expect(events).toEqual([]);
    expect(log).toHaveBeenCalledWith('event not sent', expect.any(RangeError));
  });

  it('survives a sink that throws', () => {
    const log = jest.fn();
    const analytics = createAnalytics(() => {
      throw new Error('tag manager down');
    }, { log });
    expect(() => analytics.trackStart(camry())).not.toThrow();
    expect(log).toHaveBeenCalledWith('event not sent', expect.any(Error));
  });

  it('pushes to window.digitalData by default', () => {
    const win = window as unknown as { digitalData?: unknown };
    delete win.digitalData;
    createAnalytics().trackPage('model');
    expect(win.digitalData).toEqual([expect.objectContaining({ event: 'page-view', page: { scene: 'model', name: PAGE_NAMES.model } })]);
    delete win.digitalData;
  });

  it('re-exports watchPageExit for wiring exits to trackExit', () => {
    const { analytics, events } = setup();
    const stop = watchPageExit(() => analytics.trackExit(camry()), {
      window,
      document,
      navigator: { userAgent: 'Windows', platform: 'Win32', maxTouchPoints: 0 },
    });
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(events.map((event) => event.event)).toEqual(['configurator-exit']);
  });
});

describe('digitalDataSink', () => {
  const event: AnalyticsEvent = { event: 'page-view', attributes: { brand: 'toyota' }, timestamp: 1 };

  it('appends to an existing array', () => {
    const target = { digitalData: [{ other: true }] as unknown[] };
    digitalDataSink(target)(event);
    expect(target.digitalData).toEqual([{ other: true }, event]);
  });

  it('appends to the event list of a CEDDL-style object, keeping its other fields', () => {
    const target: { digitalData: Record<string, unknown> } = { digitalData: { page: { pageInfo: {} } } };
    digitalDataSink(target)(event);
    expect(target.digitalData).toEqual({ page: { pageInfo: {} }, event: [event] });
  });

  it('refuses a data layer of another shape with a clear error', () => {
    expect(() => digitalDataSink({ digitalData: 'x' })(event)).toThrow(/neither an array nor a CEDDL object/);
    expect(() => digitalDataSink({ digitalData: { event: 'x' } })(event)).toThrow(TypeError);
  });
});
