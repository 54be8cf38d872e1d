import { startServer, type TestServer } from '../test-support';
import { REGION_STATES, regionForState } from './region-codes';
import { haversineMiles, locateZip } from './zip-location';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface RegionBody {
  zip: string;
  state: string | null;
  regionCode: number | null;
  redirectUrl: string;
  statusCode: number;
  error?: string;
}

async function region(query: string): Promise<{ status: number; body: RegionBody }> {
  const response = await server.get(`/api/region?${query}`);
  return { status: response.status, body: (await response.json()) as RegionBody };
}

describe('GET /api/region (getRegionCode)', () => {
  it.each([
    ['96813', 'HI', 80, 'https://www.toyotahawaii.com/'],
    ['96720', 'HI', 80, 'https://www.toyotahawaii.com/'],
    ['00901', 'PR', 81, 'https://www.toyotapr.com/'],
    ['00801', 'VI', 82, 'https://www.toyotavi.com/'],
    ['90210', 'CA', 10, ''],
    ['33130', 'FL', 50, ''],
    ['10001', 'NY', 40, ''],
    ['75201', 'TX', 60, ''],
  ])('maps %s to %s, region %i, redirect "%s"', async (zip, state, regionCode, redirectUrl) => {
    const { status, body } = await region(`zip=${zip}`);
    expect(status).toBe(200);
    expect(body).toEqual({ zip, state, regionCode, redirectUrl, statusCode: 0 });
  });

  it.each(['zip=00000', 'zip=99999', 'zip=1234', 'zip=abcde', 'zip=123456', ''])('rejects %s with HTTP 400 and statusCode 1', async (query) => {
    const { status, body } = await region(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 1, regionCode: null, redirectUrl: '' });
    expect(body.error).toEqual(expect.any(String));
  });
});

describe('region table', () => {
  const MAINLAND = 'AL AK AZ AR CA CO CT DE DC FL GA ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');

  it('gives every mainland state (and DC) exactly one region and no redirect', () => {
    const all = Object.values(REGION_STATES).flatMap((r) => r.states);
    expect(new Set(all).size).toBe(all.length);
    for (const state of MAINLAND) {
      const result = regionForState(state);
      expect(result.regionCode).toEqual(expect.any(Number));
      expect(result.redirectUrl).toBe('');
    }
  });

  it('keeps 50 an ordinary mainland region and 82 the Virgin Islands', () => {
    expect(REGION_STATES[50]!.states).toContain('FL');
    expect(REGION_STATES[82]!.states).toEqual(['VI']);
    expect(regionForState('XX')).toEqual({ regionCode: null, redirectUrl: '' });
  });

  it('measures great-circle distances in miles', () => {
    const la = locateZip('90210');
    const ny = locateZip('10001');
    if (!la.ok || !ny.ok) throw new Error('test ZIPs missing');
    expect(haversineMiles(la.location, ny.location)).toBeGreaterThan(2400);
    expect(haversineMiles(la.location, ny.location)).toBeLessThan(2500);
    expect(haversineMiles(la.location, la.location)).toBe(0);
  });
});
