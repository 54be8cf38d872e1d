import fc from 'fast-check';
import {
  backNavigationTarget,
  BUILD_STEPS,
  BUILD_SUB_STEPS,
  modelCodeAndYearFromPath,
  parseRoute,
  routeFor,
  type ParsedRoute,
} from './routes';

describe('BUILD_STEPS', () => {
  it('lists the steps in the spec order', () => {
    expect(BUILD_STEPS).toEqual(['cab', 'seating', 'color', 'powertrain', 'packages', 'options', 'accessories']);
    expect(BUILD_STEPS[0]).toBe('cab');
  });
  it('names the colour and powertrain sub-steps', () => {
    expect(BUILD_SUB_STEPS.color).toEqual(['exterior', 'interior']);
    expect(BUILD_SUB_STEPS.powertrain).toEqual(['engine', 'drivetrain', 'transmission']);
  });
});

describe('parseRoute', () => {
  const en = { lang: 'en', environment: 'live', base: '/configurator/' } as const;
  it.each<[string, Partial<ParsedRoute>]>([
    ['/configurator/', { scene: 'model', ...en }],
    ['/configurator', { scene: 'model', ...en }],
    ['/', { scene: 'model', ...en }],
    ['/configurator/sim/', { scene: 'simulator', ...en }],
    ['/configurator/build/step/model/year/2024/series/camry/', { scene: 'trim', year: 2024, series: 'camry', ...en }],
    [
      '/configurator/build/step/summary/year/2024/series/camry/model/2532/',
      { scene: 'summary', year: 2024, series: 'camry', trimId: '2532', rest: '', ...en },
    ],
    [
      '/configurator/build/step/summary/year/2024/series/camry/model/2532/share/x',
      { scene: 'summary', year: 2024, series: 'camry', trimId: '2532', rest: 'share/x', ...en },
    ],
    [
      '/configurator/build/step/color/year/2024/series/camry/model/2532/exterior/',
      { scene: 'configurator', step: 'color', year: 2024, series: 'camry', trimId: '2532', rest: 'exterior', ...en },
    ],
    [
      '/configurator/build/step/cab/year/2023/series/tacoma/model/7594/',
      { scene: 'configurator', step: 'cab', year: 2023, series: 'tacoma', trimId: '7594', rest: '', ...en },
    ],
    [
      '/espanol/configurator/build/step/model/year/2024/series/rav4hybrid/',
      { scene: 'trim', year: 2024, series: 'rav4hybrid', lang: 'es', environment: 'live', base: '/espanol/configurator/' },
    ],
    [
      '/configurator/preview/build/step/packages/year/2024/series/camry/model/2532/?x=1',
      { scene: 'configurator', step: 'packages', trimId: '2532', environment: 'preview', base: '/configurator/preview/' },
    ],
    [
      '/vehicleconfigurator/build/step/model/year/2024/series/camry/',
      { scene: 'trim', base: '/vehicleconfigurator/' },
    ],
    ['/build/step/model/year/2024/series/camry/', { scene: 'trim', base: '/configurator/' }],
    // Year is up to 4 digits, series 1 to 50 characters.
    ['/configurator/build/step/model/year/2/series/camry/', { scene: 'trim', year: 2 }],
    ['/configurator/build/step/model/year/20245/series/camry/', { scene: 'model' }],
    ['/configurator/build/step/model/year/20a4/series/camry/', { scene: 'model' }],
    [`/configurator/build/step/model/year/2024/series/${'s'.repeat(50)}/`, { scene: 'trim', series: 's'.repeat(50) }],
    [`/configurator/build/step/model/year/2024/series/${'s'.repeat(51)}/`, { scene: 'model' }],
    // Unknown paths fall back to the model scene.
    ['/configurator/nowhere/', { scene: 'model' }],
    ['/configurator/build/step/flying/year/2024/series/camry/model/1/', { scene: 'model' }],
    ['/configurator/build/step/color/year/2024/series/camry/', { scene: 'model' }],
    ['/configurator/build/step/model/year/2024/series/camry/extra/', { scene: 'model' }],
    ['/configurator/sim/extra/', { scene: 'model' }],
  ])('%p', (path, expected) => {
    expect(parseRoute(path)).toMatchObject(expected);
  });

  it.each([[''], [null as unknown as string], ['///']])('does not crash on %p', (path) => {
    expect(parseRoute(path).scene).toBe('model');
  });
});

describe('routeFor', () => {
  it.each<[Parameters<typeof routeFor>[0], Parameters<typeof routeFor>[1], string]>([
    ['model', {}, '/configurator/'],
    ['model', { lang: 'es' }, '/espanol/configurator/'],
    ['simulator', {}, '/configurator/sim/'],
    ['trim', { year: 2024, series: 'camry' }, '/configurator/build/step/model/year/2024/series/camry/'],
    [
      'summary',
      { year: 2024, series: 'camry', trimId: '2532' },
      '/configurator/build/step/summary/year/2024/series/camry/model/2532/',
    ],
    [
      'configurator',
      { year: '2024', series: 'camry', trimId: '2532', step: 'color', rest: '/exterior/' },
      '/configurator/build/step/color/year/2024/series/camry/model/2532/exterior/',
    ],
    [
      'configurator',
      { lang: 'es', environment: 'prelive.stage', year: 2024, series: 'camry', trimId: '2532', step: 'cab' },
      '/espanol/configurator/prelive.stage/build/step/cab/year/2024/series/camry/model/2532/',
    ],
    ['model', { segment: 'vehicleconfigurator', environment: 'stage' }, '/vehicleconfigurator/stage/'],
  ])('%p %p -> %p', (scene, params, expected) => {
    expect(routeFor(scene, params)).toBe(expected);
  });

  it.each<[Parameters<typeof routeFor>[0], Parameters<typeof routeFor>[1], RegExp]>([
    ['trim', { series: 'camry' }, /needs year/],
    ['trim', { year: 2024 }, /needs series/],
    ['trim', { year: 20245, series: 'camry' }, /Invalid year/],
    ['trim', { year: 2024, series: 'x'.repeat(51) }, /Invalid series/],
    ['summary', { year: 2024, series: 'camry' }, /needs trimId/],
    ['configurator', { year: 2024, series: 'camry', trimId: '1' }, /needs step/],
    ['configurator', { year: 2024, series: 'camry', trimId: '1', step: 'fly' as never }, /Unknown build step/],
    ['nowhere' as never, { year: 2024, series: 'camry', trimId: '1' }, /Unknown scene/],
  ])('rejects %p %p', (scene, params, error) => {
    expect(() => routeFor(scene, params)).toThrow(error);
  });

  it('property: parseRoute(routeFor(...)) round-trips', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('trim', 'summary', 'configurator', 'model', 'simulator' as const),
        fc.constantFrom('en', 'es' as const),
        fc.constantFrom('live', 'preview', 'prelive', 'stage', 'preview.stage', 'prelive.stage' as const),
        fc.integer({ min: 0, max: 9999 }),
        fc.stringMatching(/^[a-z0-9]{1,50}$/),
        fc.stringMatching(/^[A-Z0-9]{1,8}$/),
        fc.constantFrom(...BUILD_STEPS),
        (scene, lang, environment, year, series, trimId, step) => {
          const path = routeFor(scene, { lang, environment, year, series, trimId, step });
          const parsed = parseRoute(path);
          expect(parsed.scene).toBe(scene);
          expect(parsed.lang).toBe(lang);
          expect(parsed.environment).toBe(environment);
          if (scene !== 'model' && scene !== 'simulator') {
            expect(parsed.year).toBe(year);
            expect(parsed.series).toBe(series);
          }
          if (scene === 'configurator') expect(parsed.step).toBe(step);
        },
      ),
    );
  });
});

describe('modelCodeAndYearFromPath (positions 8 and 6 in English, 9 and 7 in Spanish)', () => {
  it.each([
    ['/configurator/build/step/color/year/2024/series/camry/model/2532/', 'camry', 2024],
    ['/configurator/build/step/model/year/2025/series/tacoma/', 'tacoma', 2025],
    ['/espanol/configurator/build/step/color/year/2024/series/camry/model/2532/', 'camry', 2024],
    ['/espanol/configurator/build/step/model/year/2022/series/sienna/', 'sienna', 2022],
    ['/configurator/', 'prius', 2023],
    ['', 'prius', 2023],
    ['/a/b/c/d/e/notayear/g/h', 'h', 2023],
    ['/a/b/c/d/e/2021/g/', 'prius', 2021],
  ])('%p -> %p %p', (path, modelCode, year) => {
    expect(modelCodeAndYearFromPath(path)).toEqual({ modelCode, year });
  });
});

describe('backNavigationTarget (base route plus the last path part)', () => {
  it.each([
    ['/configurator/build/step/color/year/2024/series/camry/model/2532/', '/configurator/'],
    ['/configurator/build/step/color/year/2024/series/camry/model/2532', '/configurator/2532'],
    ['/espanol/configurator/sim', '/espanol/configurator/sim'],
    ['/configurator/preview/build/step/model/year/2024/series/camry/?a=1', '/configurator/preview/'],
    ['/vehicleconfigurator/x', '/vehicleconfigurator/x'],
    ['/hawaii-demo/configurator/build/step/color/year/2024/series/camry/model/2532/', '/hawaii-demo/configurator/'],
    ['/busy-host/espanol/configurator/build/step/color/', '/busy-host/espanol/configurator/'],
  ])('%p -> %p', (path, expected) => {
    expect(backNavigationTarget(path)).toBe(expected);
  });
});
