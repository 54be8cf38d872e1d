import { buildRequestOf } from './next-steps-client';
import { testBuild } from './test-support/next-steps-fixtures';

describe('buildRequestOf', () => {
  it("sends the build's wheels, so the mailed link restores them", () => {
    expect(buildRequestOf({ ...testBuild(), wheelsCode: 'W18' }, 'toyota', 'preview')).toMatchObject({
      brand: 'toyota',
      environment: 'preview',
      seriesId: 'tacoma',
      trimCode: '7102',
      wheelsCode: 'W18',
    });
  });

  it('sends no wheels field for a build without wheels (the server takes the trim default)', () => {
    expect(buildRequestOf({ ...testBuild(), wheelsCode: null }, 'toyota', 'live')).not.toHaveProperty('wheelsCode');
  });
});
