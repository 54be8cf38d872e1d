import { emptyBuild } from '../../domain/build';
import { createAnalytics, type AnalyticsEvent } from '../../platform/analytics';
import { sceneMoments, trackSceneChange } from './scene-analytics';

describe('sceneMoments', () => {
  it('starts when entering the configurator from model, trim or a deep link', () => {
    expect(sceneMoments('trim', 'configurator')).toEqual({ page: 'configurator', start: true, exit: false });
    expect(sceneMoments(null, 'configurator').start).toBe(true);
    expect(sceneMoments('summary', 'configurator').start).toBe(false);
  });

  it('exits when leaving configurator or summary for trim', () => {
    expect(sceneMoments('configurator', 'trim')).toEqual({ page: 'trim', start: false, exit: true });
    expect(sceneMoments('summary', 'trim').exit).toBe(true);
    expect(sceneMoments('model', 'trim').exit).toBe(false);
  });

  it('uses the analytics scene names, with error and without the simulator', () => {
    expect(sceneMoments(null, 'model').page).toBe('model');
    expect(sceneMoments('configurator', 'error').page).toBe('error');
    expect(sceneMoments(null, 'simulator').page).toBeNull();
  });
});

describe('trackSceneChange', () => {
  it('sends exit, then the page view, in order', () => {
    const events: AnalyticsEvent[] = [];
    const analytics = createAnalytics((e) => events.push(e), { now: () => 1 });
    trackSceneChange(analytics, 'summary', 'trim', null);
    trackSceneChange(analytics, 'trim', 'configurator', { ...emptyBuild(), seriesId: 'tacoma', year: 2024 });
    expect(events.map((e) => `${e.event}${e.page ? `:${e.page.scene}` : ''}`)).toEqual([
      'configurator-exit',
      'page-view:trim',
      'page-view:configurator',
      'configurator-start',
    ]);
    expect(events[0].attributes.brand).toBeDefined();
  });

  it('leaves the start to the caller until a build exists', () => {
    const events: AnalyticsEvent[] = [];
    const moments = trackSceneChange(createAnalytics((e) => events.push(e)), 'trim', 'configurator', null);
    expect(moments.start).toBe(true);
    expect(events.map((e) => e.event)).toEqual(['page-view']);
  });
});
