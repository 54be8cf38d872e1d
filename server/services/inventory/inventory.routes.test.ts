import Fastify from 'fastify';
import { loadCatalog } from '../../catalog/catalog-loader';
import { registerInventoryRoutes } from './inventory.routes';
import { memoryInventory } from './test-support';

jest.setTimeout(60_000);
const catalog = loadCatalog();
const app = Fastify();

beforeAll(async () => {
  await registerInventoryRoutes(app, await memoryInventory(6000, catalog), () => catalog);
});
afterAll(() => app.close());

const get = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/inventory/closest?${query}` });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/inventory/closest (no-inventory page)', () => {
  it('lists the nearest vehicles of any grade, nearest first, in the page language', async () => {
    // A Mirai page in Nevada: the Mirai is stocked in California only (suppression list).
    const { status, body } = await get('series=mirai&year=2025&zip=89101&lang=es');
    expect(status).toBe(200);
    expect(body).toMatchObject({ readiness: 'READY', zipcode: '89101', radius: 500 });
    expect(body.vehicles.length).toBeGreaterThan(0);
    const distances = body.vehicles.map((v: { dealer: { distance: number } }) => v.dealer.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const v of body.vehicles) expect(v).toMatchObject({ seriesName: 'Mirai', dealer: { state: 'CA' } });
    expect(new Set(body.vehicles.map((v: { gradeName: string }) => v.gradeName)).size).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown series or a bad ZIP with the reason', async () => {
    expect(await get('series=nope&year=2025&zip=90210')).toMatchObject({ status: 400, body: { error: 'Unknown series or model year.' } });
    expect(await get('series=rav4&year=2025&zip=9021')).toMatchObject({ status: 400, body: { error: 'A ZIP Code is exactly 5 digits.' } });
  });
});
