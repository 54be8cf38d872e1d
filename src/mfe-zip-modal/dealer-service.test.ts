import { createDealerLookup, DealerServiceError } from './dealer-service';

const answer = (status: number, body: unknown): typeof fetch =>
  jest.fn(async () => ({
    status,
    ok: status < 400,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  })) as unknown as typeof fetch;

const valid = { success: true, code: 0, searchZipCode: '90210', multipleTDA: false, redirectUrl: '', dealers: [{ state: 'CA' }], statusCode: 0 };

describe('createDealerLookup', () => {
  it('asks GET /api/dealers with the ZIP and returns the body', async () => {
    const fetchImpl = answer(200, valid);
    await expect(createDealerLookup(fetchImpl)('90210')).resolves.toEqual(valid);
    expect((fetchImpl as jest.Mock).mock.calls[0][0]).toBe('/api/dealers?zip=90210');
  });

  it('returns 400 and 500 answers as results so the form can read their statusCode', async () => {
    const invalid = { ...valid, success: false, code: 1, statusCode: 1, dealers: [] };
    await expect(createDealerLookup(answer(400, invalid))('00000')).resolves.toMatchObject({ statusCode: 1 });
    const fault = { ...valid, success: false, code: 500, statusCode: 500, dealers: [] };
    await expect(createDealerLookup(answer(500, fault))('90210')).resolves.toMatchObject({ statusCode: 500 });
  });

  it('rejects with a DealerServiceError on a network failure, non-JSON or a foreign body', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createDealerLookup(offline)('90210')).rejects.toBeInstanceOf(DealerServiceError);
    await expect(createDealerLookup(answer(502, '<html>bad gateway</html>'))('90210')).rejects.toThrow('without JSON');
    await expect(createDealerLookup(answer(200, { hello: 1 }))('90210')).rejects.toThrow('unexpected body');
  });
});
