import type { ContentEnvironment } from './entities';
import { basePath, environmentFromPath, graphqlFieldSuffix, isEnvironmentSegment, languageFromPath } from './environment';

describe('languageFromPath (Spanish paths are prefixed /espanol)', () => {
  it.each([
    ['/', 'en'],
    ['', 'en'],
    ['/configurator/', 'en'],
    ['/espanol', 'es'],
    ['/espanol/', 'es'],
    ['/espanol/configurator/build/step/model/year/2024/series/camry/', 'es'],
    ['/ESPANOL/configurator/', 'es'],
    ['/espanolx/configurator/', 'en'],
    ['/configurator/espanol/', 'en'],
  ])('%p -> %p', (path, lang) => {
    expect(languageFromPath(path)).toBe(lang);
  });
});

describe('environmentFromPath (preview, prelive, stage, preview.stage, prelive.stage)', () => {
  it.each([
    ['/configurator/', 'live'],
    ['/configurator/preview/', 'preview'],
    ['/configurator/prelive/', 'prelive'],
    ['/configurator/stage/', 'stage'],
    ['/configurator/preview.stage/', 'preview.stage'],
    ['/configurator/prelive.stage/', 'prelive.stage'],
    ['/stage/configurator/preview/build/', 'preview.stage'],
    ['/content/preview-site/configurator/', 'preview'],
    ['/espanol/configurator/PRELIVE/', 'prelive'],
    ['/configurator/build/step/model/year/2024/series/backstage/', 'live'],
    ['/previewer/configurator/', 'live'],
    ['/configurator/preview/prelive/', 'preview'],
  ])('%p -> %p', (path, env) => {
    expect(environmentFromPath(path)).toBe(env);
  });
});

describe('basePath', () => {
  it.each([
    ['/', undefined, '/configurator/'],
    ['/configurator/build/step/model/year/2024/series/camry/', undefined, '/configurator/'],
    ['/espanol/configurator/', undefined, '/espanol/configurator/'],
    ['/configurator/preview/', undefined, '/configurator/preview/'],
    ['/espanol/configurator/prelive.stage/build/', undefined, '/espanol/configurator/prelive.stage/'],
    ['/vehicleconfigurator/', 'vehicleconfigurator', '/vehicleconfigurator/'],
    ['/espanol/x/stage/', 'vehicleconfigurator/', '/espanol/vehicleconfigurator/stage/'],
  ])('%p (segment %p) -> %p', (path, segment, expected) => {
    expect(basePath(path, segment)).toBe(expected);
  });

  it('always ends with a slash', () => {
    expect(basePath('/espanol')).toMatch(/\/$/);
  });

  it.each([[''], ['/'], ['a/b']])('rejects the segment %p', (segment) => {
    expect(() => basePath('/', segment)).toThrow(/Invalid configurator segment/);
  });
});

describe('graphqlFieldSuffix', () => {
  it.each<[ContentEnvironment, string]>([
    ['live', ''],
    ['stage', ''],
    ['preview', 'Preview'],
    ['preview.stage', 'Preview'],
    ['prelive', 'Prelive'],
    ['prelive.stage', 'Prelive'],
  ])('%p -> %p', (env, suffix) => {
    expect(graphqlFieldSuffix(env)).toBe(suffix);
  });

  it('rejects an unknown environment', () => {
    expect(() => graphqlFieldSuffix('qa' as ContentEnvironment)).toThrow(/Unknown content environment/);
  });
});

describe('isEnvironmentSegment', () => {
  it.each([
    ['preview', true],
    ['prelive.stage', true],
    ['STAGE', true],
    ['live', false],
    ['build', false],
  ])('%p -> %p', (seg, expected) => {
    expect(isEnvironmentSegment(seg)).toBe(expected);
  });
});
