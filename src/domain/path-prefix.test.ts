import { pathPrefix } from './routes';

describe('pathPrefix', () => {
  it.each([
    ['/configurator/build/step/color/year/2024/series/tacoma/model/7102/', ''],
    ['/espanol/configurator/build/step/color/', ''],
    ['/hawaii-demo/configurator/', '/hawaii-demo'],
    ['/hawaii-demo/espanol/vehicleconfigurator/preview/', '/hawaii-demo'],
    ['/dealers/', ''],
  ])('keeps the host path before the configurator base of %s', (pathname, prefix) => {
    expect(pathPrefix(pathname)).toBe(prefix);
  });
});
