import { ServiceError } from '../platform/services/json-service';
import { answerJson as answer, offlineFetch } from '../platform/test-support/fake-fetch';
import { createRegionServices } from './region-services';

describe('createRegionServices', () => {
  it('looks a ZIP up at /api/region and keeps redirectUrl, regionCode and state', async () => {
    const fetchImpl = answer(200, { zip: '96813', state: 'HI', regionCode: 80, redirectUrl: 'https://www.toyotahawaii.com/', statusCode: 0 });
    await expect(createRegionServices(fetchImpl).lookupRegion('96813')).resolves.toEqual({
      redirectUrl: 'https://www.toyotahawaii.com/',
      regionCode: 80,
      state: 'HI',
    });
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/region?zip=96813');
  });

  it('turns a 400 answer into a ServiceError carrying the status and the reason', async () => {
    const fetchImpl = answer(400, { statusCode: 1, regionCode: null, redirectUrl: '', error: '00000 is not a valid ZIP Code.' });
    const failure = createRegionServices(fetchImpl).lookupRegion('00000');
    await expect(failure).rejects.toBeInstanceOf(ServiceError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: expect.stringContaining('00000 is not a valid ZIP Code.') });
  });

  it('reports an unreachable service with status 0 and a non-JSON answer clearly', async () => {
    const offline = offlineFetch();
    await expect(createRegionServices(offline).lookupRegion('90210')).rejects.toMatchObject({ status: 0 });
    await expect(createRegionServices(answer(502, '<html>')).suppressionList()).rejects.toThrow('without JSON');
  });

  it('reads the suppression list and the region-redirect list, refusing foreign shapes', async () => {
    const list = [{ modelCode: 'mirai', modelYear: '2024', suppressionStates: 'NY,TX' }];
    await expect(createRegionServices(answer(200, list)).suppressionList()).resolves.toEqual(list);
    const redirects = [{ series: 'tacoma', year: '2024', path: 'https://www.toyotahawaii.com/vehicles/tacoma/2024/build/' }];
    await expect(createRegionServices(answer(200, redirects)).regionRedirects()).resolves.toEqual(redirects);
    await expect(createRegionServices(answer(200, [{ modelCode: 1 }])).suppressionList()).rejects.toThrow('unexpected body');
    await expect(createRegionServices(answer(200, { list })).regionRedirects()).rejects.toThrow('unexpected body');
  });
});
