import { openStore } from '../../db/open-store';
import type { SqlStore } from '../../db/sql-store';
import { startLiveApp, type LiveApp } from '../../graphql/graphql-test-client';
import { loadCatalog } from '../../catalog/catalog-loader';
import { getInventoryMatchesResolver } from '../../graphql/resolvers/get-inventory-matches.resolver';
import { RESPONSE_CACHE_HEADER } from '../../http/response-cache';
import { loadDealerDirectory } from '../dealers/dealer-directory';
import { createInventoryService } from './inventory-service';
import { shippedSuppression } from './test-support';
import { validQuote } from '../../next-steps/test-support/next-steps-fixtures';

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

  it('takes a quote request for one vehicle: the lead carries its VIN and dealer, the mail its VIN and out-the-door estimate', async () => {
    const live = await readyApp(3000);
    try {
      const answer = (await live.gql(QUERY.replace('exact { vehicle { vin', 'exact { vehicle { selection { trimId exteriorColorCode interiorColorCode wheelsCode packageCodes accessoryCodes } vin'), { input: { config: RAV4, zipcode: '90210' } })).body.data!.getInventoryMatches;
      const m = answer.exact[0];
      const vin: string = m.vehicle.vin;
      const sel = m.vehicle.selection;
      const build = { brand: 'toyota', environment: 'live', seriesId: 'rav4', year: 2025, trimCode: sel.trimId, exteriorColorCode: sel.exteriorColorCode, interiorColorCode: sel.interiorColorCode, wheelsCode: sel.wheelsCode, packageCodes: sel.packageCodes, accessoryCodes: sel.accessoryCodes };
      const post = (body: object, key: string) => fetch(`${live.baseUrl}/api/quotes`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
      const ok = await post(validQuote({ dealerId: m.dealer.id, build, vin }), 'vin-quote-0001');
      expect(ok.status).toBe(201);
      expect(await ok.json()).toMatchObject({ vin, dealer: { id: m.dealer.id } });
      const lead = await store.query<{ vin: string; dealer_id: string; mail_id: number }>('SELECT vin, dealer_id, mail_id FROM leads WHERE vin = $1', [vin]);
      expect(lead.rows).toEqual([expect.objectContaining({ vin, dealer_id: m.dealer.id })]);
      const mail = await store.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE id = $1', [lead.rows[0]!.mail_id]);
      expect(mail.rows[0]!.text_body).toContain(`Vehicle: VIN ${vin}`);
      expect(mail.rows[0]!.text_body).toContain('Out-the-door estimate for 90210');
      expect(mail.rows[0]!.text_body).toMatch(/Sales tax: \$[\d,]+\.\d\d \(7\.25% of /);

      const refused = async (body: object, key: string) => ((await (await post(body, key)).json()) as { code: string }).code;
      const otherDealer = m.dealer.id === '24011' ? '24018' : '24011';
      expect(await refused(validQuote({ dealerId: otherDealer, build, vin }), 'vin-quote-0002')).toBe('vehicle-at-another-dealer');
      expect(await refused(validQuote({ dealerId: m.dealer.id, build: { ...build, exteriorColorCode: sel.exteriorColorCode === '040' ? '1J9' : '040' }, vin }), 'vin-quote-0003')).toBe('vehicle-build-mismatch');
      expect(await refused(validQuote({ dealerId: m.dealer.id, build, vin: '1M8GDM9AXKP042788' }), 'vin-quote-0004')).toBe('unknown-vehicle');
      expect(await refused(validQuote({ dealerId: m.dealer.id, build, vin: '1M8GDM9AXKP042789' }), 'vin-quote-0005')).toBe('invalid-vin');
    } finally {
      await live.close();
    }
  });
});
