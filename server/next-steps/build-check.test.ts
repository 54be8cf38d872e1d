import { loadCatalog } from '../catalog/catalog-loader';
import { checkBuild } from './build-check';
import { readBuildLinkQuery } from '../../src/domain/build-link';
import { buildDeepLink } from './build-link';
import { NextStepsError } from './next-steps-error';
import { validBuild, VALID_BUILD_TOTAL_COST, VALID_BUILD_TOTAL_SRP } from './test-support/next-steps-fixtures';

const catalog = loadCatalog();

function refusal(input: unknown): { code: string; field?: string } {
  try {
    checkBuild(catalog, input);
  } catch (error) {
    if (error instanceof NextStepsError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('accepted');
}

describe('checkBuild', () => {
  it('prices a valid build from the catalog, adding the default packages', () => {
    const build = checkBuild(catalog, validBuild());
    expect(build.selection.packageCodes).toEqual(['RR', 'FE', 'QD']);
    expect(build).toMatchObject({ seriesName: 'RAV4', trimTitle: expect.any(String), baseMsrp: 28850, dph: 1395 });
    expect(build.totalSRP).toBe(VALID_BUILD_TOTAL_SRP);
    expect(build.totalCost).toBe(VALID_BUILD_TOTAL_COST);
    expect(build.lines.find((l) => l.code === 'CRGNET')?.msrp).toBe(50);
    expect(build.lines.find((l) => l.code === 'FAK')?.dealerInstalled).toBe(true);
  });

  it('ignores prices or names a client sends: only codes are read', () => {
    const build = checkBuild(catalog, { ...validBuild(), totalSRP: 1, baseMsrp: 1, seriesName: 'Cheap' });
    expect(build.totalSRP).toBe(VALID_BUILD_TOTAL_SRP);
    expect(build.seriesName).toBe('RAV4');
  });

  it('uses the trim default wheels when none are given', () => {
    expect(checkBuild(catalog, { ...validBuild(), wheelsCode: undefined }).selection.wheelsCode).toBe('W17S');
  });

  it.each([
    ['not an object', 'x', 'invalid-request', 'build'],
    ['an unknown brand', { ...validBuild(), brand: 'acme' }, 'unknown-series', 'build.brand'],
    ['an unknown environment', { ...validBuild(), environment: 'stage' }, 'unknown-series', 'build.brand'],
    ['a year without content', { ...validBuild(), year: 1999 }, 'unknown-series', 'build.seriesId'],
    ['a year as text', { ...validBuild(), year: '2025' }, 'unknown-series', 'build.seriesId'],
    ['a trim of another series', { ...validBuild(), trimCode: '9999' }, 'unknown-trim', 'build.trimCode'],
    ['an interior colour not on the trim', { ...validBuild(), interiorColorCode: 'ZZ99' }, 'invalid-build-code', 'build.interiorColorCode'],
    ['wheels not on the trim', { ...validBuild(), wheelsCode: 'W99X' }, 'invalid-build-code', 'build.wheelsCode'],
    ['a package code not on the trim', { ...validBuild(), packageCodes: ['ZZ'] }, 'invalid-build-code', 'build.packageCodes'],
    ['package codes that are not a list', { ...validBuild(), packageCodes: 'RR' }, 'invalid-build-code', 'build.packageCodes'],
    ['an accessory with SQL in its code', { ...validBuild(), accessoryCodes: ["'; DROP TABLE leads; --"] }, 'invalid-build-code', 'build.accessoryCodes'],
    ['too many codes', { ...validBuild(), accessoryCodes: Array.from({ length: 61 }, (_, i) => `A${i}`) }, 'invalid-build-code', 'build.accessoryCodes'],
  ])('refuses %s', (_case, input, code, field) => {
    expect(refusal(input)).toEqual({ code, field });
  });
});

describe('buildDeepLink', () => {
  it('links to the summary route with codes a reader can restore', () => {
    const { selection } = checkBuild(catalog, validBuild());
    const link = new URL(buildDeepLink('https://www.example.com/', selection, 'es'));
    expect(link.origin).toBe('https://www.example.com');
    expect(link.pathname).toBe('/espanol/configurator/build/step/summary/year/2025/series/rav4/model/4430/');
    expect(readBuildLinkQuery(link.search)).toEqual({
      exteriorColorCode: '040',
      interiorColorCode: 'FB10',
      wheelsCode: 'W17S',
      packageCodes: ['RR', 'FE', 'QD'],
      accessoryCodes: ['CRGNET', 'FAK'],
      dropped: [],
    });
  });

  it('carries non-default wheels, and reading the link back restores the same build', () => {
    // RAV4 4456 offers W18A (its default) and W19B ($650).
    const { selection } = checkBuild(catalog, { ...validBuild(), trimCode: '4456', exteriorColorCode: '2PU', interiorColorCode: 'ST10', wheelsCode: 'W19B', packageCodes: [], accessoryCodes: [] });
    const link = new URL(buildDeepLink('https://www.example.com', selection, 'en'));
    expect(link.searchParams.get('whl')).toBe('W19B');
    const { dropped: _dropped, ...codes } = readBuildLinkQuery(link.search);
    const restored = checkBuild(catalog, { brand: 'toyota', environment: 'live', seriesId: 'rav4', year: 2025, trimCode: '4456', ...codes });
    expect(restored.selection).toEqual(selection);
    expect(restored.lines.find((l) => l.kind === 'wheels')).toMatchObject({ code: 'W19B' });
  });

  it('keeps the environment suffix of preview content', () => {
    const entry = catalog.list('preview', 'toyota').find((e) => e.source === 'preview')!;
    const trim = entry.data.trims[0]!;
    const { selection } = checkBuild(catalog, {
      brand: 'toyota',
      environment: 'preview',
      seriesId: entry.seriesId,
      year: entry.year,
      trimCode: trim.code,
      exteriorColorCode: entry.data.exteriorColors.find((c) => c.id === trim.defaultColorId)!.code,
      interiorColorCode: entry.data.interiorColors.find((c) => c.id === trim.defaultInteriorColorId)!.code,
    });
    expect(new URL(buildDeepLink('http://127.0.0.1:8080', selection, 'en')).pathname).toMatch(/^\/configurator\/preview\/build\/step\/summary\//);
  });
});
