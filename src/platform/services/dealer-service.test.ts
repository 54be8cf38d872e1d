import { answerJson as answer, offlineFetch } from '../test-support/fake-fetch';
import { createDealerLookup } from './dealer-service';
import { ServiceError } from './json-service';

const dealer = { id: '24011', code: '24011', name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', phone: '(310) 555-0100', distance: 1.2 };
const valid = { success: true, code: 0, searchZipCode: '90210', multipleTDA: false, redirectUrl: '', dealers: [dealer], statusCode: 0 };

describe('createDealerLookup', () => {
  it('asks GET /api/dealers with the ZIP (encoded, on the given origin) and returns the body', async () => {
    const fetchImpl = answer(200, valid);
    await expect(createDealerLookup(fetchImpl)('90210')).resolves.toEqual(valid);
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/dealers?zip=90210');
    await createDealerLookup(fetchImpl, 'https://dealers.example')('9 0&1');
    expect(fetchImpl.mock.calls[1][0]).toBe('https://dealers.example/api/dealers?zip=9%200%261');
  });

  it('keeps the known dealer fields only', async () => {
    const listed = { ...dealer, address: '100 Main St', participating: true, logoUrl: '/logo.svg' };
    const extra = { ...valid, dealers: [{ ...listed, sample: true }, { state: 'NV' }], error: undefined };
    const result = await createDealerLookup(answer(200, extra))('90210');
    expect(result.dealers).toEqual([listed, { state: 'NV' }]);
  });

  it('widens the search to a radius when asked', async () => {
    const fetchImpl = answer(200, valid);
    await createDealerLookup(fetchImpl)('90210', undefined, 100);
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/dealers?zip=90210&radius=100');
  });

  it('returns 400 and 500 answers as results so callers can read their statusCode', async () => {
    const invalid = { ...valid, success: false, code: 1, statusCode: 1, dealers: [], error: 'invalid ZIP' };
    await expect(createDealerLookup(answer(400, invalid))('00000')).resolves.toMatchObject({ statusCode: 1 });
    const fault = { ...valid, success: false, code: 500, statusCode: 500, dealers: [] };
    await expect(createDealerLookup(answer(500, fault))('90210')).resolves.toMatchObject({ statusCode: 500 });
  });

  it('rejects with a ServiceError on a network failure or non-JSON', async () => {
    await expect(createDealerLookup(offlineFetch())('90210')).rejects.toMatchObject({ name: 'ServiceError', status: 0 });
    await expect(createDealerLookup(answer(502, '<html>bad gateway</html>'))('90210')).rejects.toThrow('without JSON');
  });

  it.each([
    ['a foreign body', { hello: 1 }],
    ['a list', [valid]],
    ['a string statusCode', { ...valid, statusCode: '0' }],
    ['a missing searchZipCode', { ...valid, searchZipCode: undefined }],
    ['a dealer without a state', { ...valid, dealers: [{ name: 'x' }] }],
    ['a dealer with a numeric phone', { ...valid, dealers: [{ ...dealer, phone: 3105550100 }] }],
    ['a dealer with a text distance', { ...valid, dealers: [{ ...dealer, distance: '1.2' }] }],
    ['a dealer with a text participating flag', { ...valid, dealers: [{ ...dealer, participating: 'yes' }] }],
  ])('rejects %s as an unexpected body', async (_label, body) => {
    const failure = createDealerLookup(answer(200, body))('90210');
    await expect(failure).rejects.toBeInstanceOf(ServiceError);
    await expect(failure).rejects.toThrow('/api/dealers?zip=90210 answered HTTP 200 with an unexpected body');
  });
});
