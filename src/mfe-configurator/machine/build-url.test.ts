import fc from 'fast-check';
import { emptyBuild } from '../../domain/build';
import { buildLinkPath } from '../../domain/build-link';
import type { BuildConfiguration } from '../../domain/entities';
import { withDefaultPackages } from '../../domain/pricing';
import { decodeBuildUrl, encodeBuildUrl } from './build-url';

const code = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,11}$/);

function buildWith(codes: { trimId: string; ext: string | null; int: string | null; whl?: string | null; pkg: string[]; acc: string[] }): BuildConfiguration {
  const price = { value: 0 };
  return {
    ...emptyBuild(),
    seriesId: 'tacoma',
    year: 2024,
    trimId: codes.trimId,
    exteriorColor: codes.ext ? { code: codes.ext, title: '', msrp: price } : null,
    interiorColor: codes.int ? { code: codes.int, title: '', msrp: price } : null,
    wheelsCode: codes.whl ?? null,
    packages: codes.pkg.map((c) => ({ code: c, title: '', type: 'PACKAGE', msrp: price })),
    accessories: codes.acc.map((c) => ({ code: c, title: '', installPoint: 'FIO', msrp: price })),
  };
}

describe('build URL', () => {
  it('encodes a build in the route of its scene plus its codes', () => {
    const build = buildWith({ trimId: '7594', ext: '040', int: 'LB20', pkg: ['FE', 'QD', 'PKG1'], acc: ['ACC1'] });
    expect(encodeBuildUrl('configurator', build, { step: 'color' })).toBe(
      '/configurator/build/step/color/year/2024/series/tacoma/model/7594/?ext=040&int=LB20&pkg=FE&pkg=QD&pkg=PKG1&acc=ACC1',
    );
    expect(encodeBuildUrl('summary', build, { lang: 'es' })).toMatch(/^\/espanol\/configurator\/build\/step\/summary\/year\/2024\/series\/tacoma\/model\/7594\/\?ext=040/);
    expect(encodeBuildUrl('trim', null, { seriesId: 'tacoma', year: 2024 })).toBe('/configurator/build/step/model/year/2024/series/tacoma/');
    expect(encodeBuildUrl('model', build)).toBe('/configurator/');
    expect(() => encodeBuildUrl('configurator', null)).toThrow(/needs a build/);
  });

  it('carries the wheels code as whl, and reads links without one', () => {
    const build = buildWith({ trimId: 'T1', ext: '040', int: null, whl: 'W18', pkg: [], acc: [] });
    const url = encodeBuildUrl('summary', build);
    expect(url).toMatch(/\?ext=040&whl=W18$/);
    const [path, query] = url.split('?');
    expect(decodeBuildUrl(path, query).deepLink?.wheelsCode).toBe('W18');
    expect(decodeBuildUrl(path, '?ext=040').deepLink).not.toHaveProperty('wheelsCode');
    expect(decodeBuildUrl(path, '?whl=%3Cb%3E').dropped).toEqual(['<b>']);
  });

  it('decodes codes back, adding FE/QD and dropping values that are not codes', () => {
    const decoded = decodeBuildUrl('/configurator/build/step/color/year/2024/series/tacoma/model/T1/', '?ext=040&pkg=PKG1&acc=%3Cscript%3E');
    expect(decoded.deepLink).toEqual({
      year: 2024,
      seriesId: 'tacoma',
      trim: 'T1',
      exteriorColorCode: '040',
      interiorColorCode: '',
      packageCodes: ['PKG1', 'FE', 'QD'],
      accessoryCodes: [],
    });
    expect(decoded.dropped).toEqual(['<script>']);
    expect(decodeBuildUrl('/configurator/', '?ext=040').deepLink).toBeNull();
    expect(decodeBuildUrl('/configurator/', '?ext=%3Cb%3E').dropped).toEqual([]);
  });

  it('restores a link mailed with ADR 0094 names through the same reader as the domain build link', () => {
    const decoded = decodeBuildUrl(
      '/configurator/build/step/summary/year/2024/series/tacoma/model/T1/',
      '?exteriorColorCode=040&interiorColorCode=LB20&wheelsCode=W17&packageCodes=PKG1,FE&accessoryCodes=ACC1',
    );
    expect(decoded.deepLink).toEqual({
      year: 2024,
      seriesId: 'tacoma',
      trim: 'T1',
      exteriorColorCode: '040',
      interiorColorCode: 'LB20',
      wheelsCode: 'W17',
      packageCodes: ['PKG1', 'FE', 'QD'],
      accessoryCodes: ['ACC1'],
    });
  });

  it('writes exactly the domain build link query, so the address bar and a shared link agree', () => {
    const build = buildWith({ trimId: '7594', ext: '040', int: 'LB20', whl: 'W18', pkg: ['RR'], acc: ['ACC1'] });
    const target = { seriesId: 'tacoma', year: 2024, trimCode: '7594', exteriorColorCode: '040', interiorColorCode: 'LB20', wheelsCode: 'W18', packageCodes: ['RR'], accessoryCodes: ['ACC1'] };
    expect(encodeBuildUrl('summary', build)).toBe(buildLinkPath(target, 'en'));
  });

  it('round trip: decode(encode(build)) preserves every code (property)', () => {
    fc.assert(
      fc.property(
        code,
        fc.option(code, { nil: null }),
        fc.option(code, { nil: null }),
        fc.option(code, { nil: null }),
        fc.uniqueArray(code, { maxLength: 6 }),
        fc.uniqueArray(code, { maxLength: 6 }),
        fc.constantFrom('configurator', 'summary') as fc.Arbitrary<'configurator' | 'summary'>,
        (trimId, ext, int, whl, pkg, acc, scene) => {
          const build = buildWith({ trimId, ext, int, whl, pkg, acc });
          const url = encodeBuildUrl(scene, build, { step: 'packages' });
          const [path, query] = url.split('?');
          const { route, deepLink } = decodeBuildUrl(path, query ?? '');
          expect(route.scene).toBe(scene);
          expect(deepLink).toEqual({
            year: 2024,
            seriesId: 'tacoma',
            trim: trimId,
            exteriorColorCode: ext ?? '',
            interiorColorCode: int ?? '',
            ...(whl ? { wheelsCode: whl } : {}),
            packageCodes: withDefaultPackages(pkg),
            accessoryCodes: acc,
          });
        },
      ),
    );
  });
});
