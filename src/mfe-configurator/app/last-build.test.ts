import { testBuild } from '../overlays/next-steps/test-support/next-steps-fixtures';
import { computeTotals } from '../../domain/pricing';
import { decodeBuildUrl } from '../machine/build-url';
import { LAST_BUILD_KEY, LAST_BUILD_MAX_AGE_MS, forgetLastBuild, lastBuildOf, lastBuildUrl, readLastBuild, writeLastBuild } from './last-build';

const place = { brand: 'toyota' as const, environment: 'live' as const, segment: 'configurator', prefix: '', step: 'packages' as const };
const NOW = 1_800_000_000_000;

describe('the build the shopper left', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the exact build, reopened on the step it was left on, in either language', () => {
    const build = testBuild();
    expect(writeLastBuild(window.localStorage, lastBuildOf(build, place, NOW))).toBe(true);
    const record = readLastBuild(window.localStorage, { brand: 'toyota', environment: 'live' }, NOW + 1000)!;
    expect(record.totalSRP).toBe(computeTotals(build).totalSRP);
    expect(record.vehicle).toMatchObject({ year: build.year, seriesName: build.seriesName, gradeName: build.gradeName });
    for (const lang of ['en', 'es'] as const) {
      const url = new URL(lastBuildUrl(record, lang), 'https://example.test');
      expect(url.pathname.startsWith(lang === 'es' ? '/espanol/configurator/build/step/packages/' : '/configurator/build/step/packages/')).toBe(true);
      // The address restores these very codes through the deep link the page reads at load.
      const { deepLink } = decodeBuildUrl(url.pathname, url.search);
      expect(deepLink).toMatchObject({
        trim: build.trimId,
        exteriorColorCode: build.exteriorColor!.code,
        interiorColorCode: build.interiorColor!.code,
        packageCodes: expect.arrayContaining(build.packages.map((p) => p.code)),
        accessoryCodes: build.accessories.map((a) => a.code),
      });
    }
  });

  it('stays on the pages it was made on: the brand, the content environment, the host path and segment', () => {
    writeLastBuild(window.localStorage, lastBuildOf(testBuild(), { ...place, brand: 'lexus', segment: 'vehicleconfigurator', prefix: '/cms/site' }, NOW));
    expect(readLastBuild(window.localStorage, { brand: 'toyota', environment: 'live' }, NOW)).toBeNull();
    expect(readLastBuild(window.localStorage, { brand: 'lexus', environment: 'preview' }, NOW)).toBeNull();
    const record = readLastBuild(window.localStorage, { brand: 'lexus', environment: 'live' }, NOW)!;
    expect(lastBuildUrl(record, 'en')).toMatch(/^\/cms\/site\/vehicleconfigurator\/build\/step\/packages\//);
  });

  it('is not offered after a month, after it was forgotten, or when storage holds something else', () => {
    writeLastBuild(window.localStorage, lastBuildOf(testBuild(), place, NOW));
    expect(readLastBuild(window.localStorage, { brand: 'toyota', environment: 'live' }, NOW + LAST_BUILD_MAX_AGE_MS + 1)).toBeNull();
    forgetLastBuild(window.localStorage);
    expect(readLastBuild(window.localStorage, { brand: 'toyota', environment: 'live' }, NOW)).toBeNull();
    window.localStorage.setItem(LAST_BUILD_KEY, '{"brand":"toyota","target":{}}');
    expect(readLastBuild(window.localStorage, { brand: 'toyota', environment: 'live' }, NOW)).toBeNull();
    window.localStorage.setItem(LAST_BUILD_KEY, 'not json');
    expect(readLastBuild(window.localStorage, { brand: 'toyota', environment: 'live' }, NOW)).toBeNull();
    expect(readLastBuild(null, { brand: 'toyota', environment: 'live' }, NOW)).toBeNull();
    expect(writeLastBuild(null, lastBuildOf(testBuild(), place, NOW))).toBe(false);
  });
});
