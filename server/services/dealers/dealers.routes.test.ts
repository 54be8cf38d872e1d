import Fastify from 'fastify';
import { startServer, type TestServer } from '../test-support';
import { loadDealerDirectory, type DealerSource } from './dealer-directory';
import { registerDealerRoutes } from './dealers.routes';
import { SEARCH_RADII, type DealerLookupAnswer } from './dealer-lookup';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function lookup(query: string): Promise<{ status: number; body: DealerLookupAnswer['body'] }> {
  const response = await server.get(`/api/dealers?${query}`);
  return { status: response.status, body: (await response.json()) as DealerLookupAnswer['body'] };
}

const SPEC_FIELDS = ['code', 'dealers', 'multipleTDA', 'redirectUrl', 'searchZipCode', 'statusCode', 'success'];

describe('GET /api/dealers (getDealersByZip)', () => {
  it('finds California dealers near 90210, nearest first, with exactly the spec fields', async () => {
    const { status, body } = await lookup('zip=90210');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(SPEC_FIELDS);
    expect(body).toMatchObject({ success: true, code: 0, statusCode: 0, searchZipCode: '90210', redirectUrl: '' });
    expect(body.dealers.length).toBeGreaterThan(0);
    const distances = body.dealers.map((d: { distance: number }) => d.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    for (const dealer of body.dealers) {
      expect(dealer).toEqual(
        expect.objectContaining({ id: expect.any(String), name: expect.any(String), address: expect.any(String), city: expect.any(String), state: 'CA', zip: expect.stringMatching(/^\d{5}$/), phone: expect.stringMatching(/555-01/), participating: expect.any(Boolean), sample: true }),
      );
      expect(dealer.logoUrl).toBe(dealer.participating ? `/images/dealers/${dealer.id}/logo` : '');
    }
    expect(body.dealers[0]).toMatchObject({ city: 'Beverly Hills', distance: 0 });
  });

  it('returns more dealers as the radius widens, all within the radius', async () => {
    const counts: number[] = [];
    for (const radius of SEARCH_RADII) {
      const { status, body } = await lookup(`zip=90210&radius=${radius}`);
      expect(status).toBe(200);
      for (const dealer of body.dealers) expect(dealer.distance).toBeLessThanOrEqual(radius);
      counts.push(body.dealers.length);
    }
    for (let i = 1; i < counts.length; i += 1) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts[SEARCH_RADII.indexOf(50)]).toBeGreaterThan(counts[SEARCH_RADII.indexOf(25)]!);
    expect(counts[counts.length - 1]).toBeGreaterThan(counts[SEARCH_RADII.indexOf(50)]!);
  });

  it('flags multipleTDA when the dealers found belong to more than one advertising association', async () => {
    expect((await lookup('zip=90210&radius=25')).body.multipleTDA).toBe(false);
    expect((await lookup('zip=90210&radius=250')).body.multipleTDA).toBe(true);
  });

  it.each([
    ['96813', 'HI', 'https://www.toyotahawaii.com/'],
    ['00901', 'PR', 'https://www.toyotapr.com/'],
    ['00801', 'VI', 'https://www.toyotavi.com/'],
  ])('answers %s with its local dealers and the %s regional site', async (zip, state, site) => {
    const { status, body } = await lookup(`zip=${zip}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 0, statusCode: 0, redirectUrl: site });
    expect(body.dealers.every((d: { state: string }) => d.state === state)).toBe(true);
  });

  it('answers a real ZIP with no dealer in the radius as code 2, still a valid ZIP (statusCode 0)', async () => {
    const { status, body } = await lookup('zip=59001');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 2, statusCode: 0, dealers: [] });
    const wider = await lookup('zip=59001&radius=500');
    expect(wider.body.code).toBe(0);
  });

  it.each([
    ['zip=00000', /00000/],
    ['zip=99999', /does not exist/],
    ['zip=1234', /5 digits/],
    ['zip=123456', /5 digits/],
    ['zip=abcde', /5 digits/],
    ['zip=9021%20', /5 digits/],
    ['zip=90210&zip=10001', /5 digits/],
    ['', /required/],
  ])('rejects %s as an invalid ZIP: HTTP 400, statusCode 1', async (query, message) => {
    const { status, body } = await lookup(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 1, statusCode: 1, dealers: [] });
    expect(body.error).toMatch(message);
  });

  it.each(['30', '-5', 'abc', '25.5', '100000'])('rejects radius %s with code 3 and the allowed radii', async (radius) => {
    const { status, body } = await lookup(`zip=90210&radius=${radius}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 3, statusCode: 1 });
    expect(body.error).toContain('10, 25, 50, 100, 250, 500');
  });

  it('answers a dealer-source fault with HTTP 500 and statusCode 500', async () => {
    const broken: DealerSource = {
      near: () => {
        throw new Error('dealer store unavailable');
      },
      byId: () => undefined,
    };
    const app = Fastify();
    await registerDealerRoutes(app, broken);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const response = await fetch(`${base}/api/dealers?zip=90210`);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ success: false, code: 500, statusCode: 500, error: 'Server issue. Please try again later.' });
    } finally {
      await app.close();
    }
  });
});

describe('dealer data file', () => {
  it('holds about sixty sample dealers across many states, including HI and PR', () => {
    const directory = loadDealerDirectory();
    const all = directory.near({ latitude: 39, longitude: -98 }, 20000).map((entry) => entry.dealer);
    expect(all.length).toBeGreaterThanOrEqual(55);
    const states = new Set(all.map((d) => d.state));
    for (const state of ['CA', 'TX', 'NY', 'FL', 'HI', 'PR']) expect(states.has(state)).toBe(true);
    expect(states.size).toBeGreaterThanOrEqual(25);
    expect(all.filter((d) => d.state === 'CA').length).toBeGreaterThanOrEqual(5);
    expect(all.some((d) => d.participating)).toBe(true);
    expect(all.some((d) => !d.participating)).toBe(true);
  });

  const good = { id: '10001', name: 'A', address: '1 Main St', zip: '90210', phone: '(310) 555-0100', participating: true, tda: 'X' };
  it.each([
    [{ note: '', dealers: [good, good] }, /duplicate dealer id 10001/],
    [{ note: '', dealers: [{ ...good, zip: '99999' }] }, /dealers\.0\.zip: ZIP Code 99999 does not exist/],
    [{ note: '', dealers: [{ ...good, phone: '310-1234' }] }, /dealers\.0\.phone/],
    [{ dealers: [good] }, /note/],
  ])('refuses a broken dealer file with the field named', (raw, message) => {
    expect(() => loadDealerDirectory(raw)).toThrow(message);
  });
});
