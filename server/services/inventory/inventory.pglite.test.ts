import { openStore } from '../../db/open-store';
import type { SqlStore } from '../../db/sql-store';
import { startLiveApp, type LiveApp } from '../../graphql/graphql-test-client';
import { loadCatalog } from '../../catalog/catalog-loader';
import { getInventoryMatchesResolver } from '../../graphql/resolvers/get-inventory-matches.resolver';
import { RESPONSE_CACHE_HEADER } from '../../http/response-cache';
import { loadDealerDirectory } from '../dealers/dealer-directory';
import { createInventoryService } from './inventory-service';
import { shippedSuppression } from './test-support';

// One in-memory PGlite for the whole file: it takes seconds to start.
jest.setTimeout(120_000);
let store: SqlStore;
beforeAll(async () => {
  store = await openStore({}); // in memory, migrated
});
afterAll(async () => {
  await store.close();
});

const QUERY = `query Q($input: InventoryMatchInput!) { getInventoryMatches(input: $input) {
  readiness city state radius exactCount closeCount
  exact { vehicle { vin trimTitle status arrivalDate totalSRP exteriorColorTitle imageUrl packages { code title price } } dealer { id name distance } differences { kind } }
  close { vehicle { vin } dealer { id distance } differences { change kind code title price } srpDifference } } }`;
const RAV4 = { brand: 'toyota', seriesId: 'rav4', year: 2025, trim: '4430' };

async function readyApp(size: number): Promise<LiveApp> {
  const live = await startLiveApp({ mode: 'test', store, inventory: { size } });
  await live.app.inventory.start();
  return live;
}

describe('inventory service on the embedded store', () => {
  it('answers LOADING while the stock loads, then matches in the request language', async () => {
    const dealers = loadDealerDirectory();
    const catalog = loadCatalog();
    let openStore: (s: SqlStore) => void = () => undefined;
    const pending = createInventoryService({ catalog: () => catalog, dealers, dealerList: dealers.list(), suppressed: shippedSuppression(), store: () => new Promise((resolve) => (openStore = resolve)), size: 500 });
    const started = pending.start();
    const ask = () => getInventoryMatchesResolver()(undefined, { input: { config: { ...RAV4, language: 'ES' }, zipcode: '90210' } }, { catalog: () => catalog, inventory: pending });
    expect(ask()).toMatchObject({ readiness: 'LOADING', city: 'Beverly Hills', state: 'CA', exact: [], close: [] });
    openStore(store);
    await started;
    const ready = ask();
    expect(ready.readiness).toBe('READY');
    expect(ready.exactCount + ready.closeCount).toBeGreaterThan(0);
  });

  it('generates and stores the stock once, and a second server loads the same stock from the store', async () => {
    const first = await readyApp(3000);
    expect(first.app.inventory.report()).toMatchObject({ source: 'generated', vehicles: 3000 });
    const en = await first.gql(QUERY, { input: { config: RAV4, zipcode: '90210', limit: 24 } });
    await first.close();
    const second = await readyApp(3000);
    expect(second.app.inventory.report()).toMatchObject({ source: 'store', vehicles: 3000 });
    const again = await second.gql(QUERY, { input: { config: RAV4, zipcode: '90210', limit: 24 } });
    expect(again.body).toEqual(en.body);
    const es = await second.gql(QUERY, { input: { config: { ...RAV4, language: 'ES' }, zipcode: '90210', limit: 24 } });
    await second.close();

    expect(en.body.errors).toBeUndefined();
    const answer = en.body.data!.getInventoryMatches;
    expect(answer).toMatchObject({ readiness: 'READY', city: 'Beverly Hills', state: 'CA', radius: 50 });
    expect(answer.exactCount + answer.closeCount).toBeGreaterThan(0);
    for (const m of [...answer.exact, ...answer.close]) expect(m.dealer.distance).toBeLessThanOrEqual(50);
    const some = [...answer.exact, ...answer.close][0];
    expect(some.vehicle?.imageUrl ?? '').toMatch(/^$|^\/images\/render\/exterior\/toyota\/rav4\/2025\//);
    // Spanish: the same vehicles, with the catalog's Spanish titles.
    const spanish = es.body.data!.getInventoryMatches;
    expect(spanish.close.map((m: { vehicle: { vin: string } }) => m.vehicle.vin)).toEqual(answer.close.map((m: { vehicle: { vin: string } }) => m.vehicle.vin));
    const titles = (a: typeof answer) => a.close.flatMap((m: { differences: { title: string }[] }) => m.differences.map((d) => d.title));
    expect(titles(spanish)).not.toEqual(titles(answer));

    const stocks = await store.query<{ generation: string; vehicle_count: number; complete: boolean }>('SELECT generation, vehicle_count, complete FROM inventory_stocks');
    expect(stocks.rows).toEqual([expect.objectContaining({ vehicle_count: 3000, complete: true })]);
  });

  it('replaces the stored stock when what it is made from changes, and never caches an answer', async () => {
    const live = await readyApp(2000);
    try {
      expect(live.app.inventory.report()).toMatchObject({ source: 'generated', vehicles: 2000 });
      const stocks = await store.query<{ vehicle_count: number }>('SELECT vehicle_count FROM inventory_stocks');
      expect(stocks.rows).toEqual([{ vehicle_count: 2000 }]);
      const vehicles = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM inventory_vehicles');
      expect(vehicles.rows).toEqual([{ n: 2000 }]);
      const request = JSON.stringify({ query: QUERY, variables: { input: { config: RAV4, zipcode: '10001' } } });
      const headers = { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' };
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${live.baseUrl}/graphql`, { method: 'POST', headers, body: request });
        expect(response.headers.get(RESPONSE_CACHE_HEADER)).toBeNull();
      }
    } finally {
      await live.close();
    }
  });

  it('refuses a bad ZIP, radius or limit with a clear message', async () => {
    const live = await startLiveApp({ mode: 'test', inventory: false });
    try {
      const bad = async (input: object) => (await live.gql(QUERY, { input: { config: RAV4, zipcode: '90210', ...input } })).body.errors?.[0];
      expect(await bad({ zipcode: '00000' })).toMatchObject({ message: '00000 is not a valid ZIP Code.', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await bad({ zipcode: '9021' })).toMatchObject({ message: 'A ZIP Code is exactly 5 digits.' });
      expect(await bad({ radius: 30 })).toMatchObject({ message: 'radius must be one of 10, 25, 50, 100, 250, 500 miles' });
      expect(await bad({ limit: 0 })).toMatchObject({ message: 'limit must be 1 to 24' });
      // Without an inventory the answer says so instead of failing.
      const off = await live.gql(QUERY, { input: { config: RAV4, zipcode: '90210' } });
      expect(off.body.data!.getInventoryMatches).toMatchObject({ readiness: 'UNAVAILABLE', exactCount: 0, closeCount: 0 });
    } finally {
      await live.close();
    }
  });
});
