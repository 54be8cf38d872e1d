/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { useLocalDataEndpoint } from '../mfe-configurator/data/test-support/local-data-endpoint';
import { registerRegionRoutes } from '../../server/services/region/region.routes';
import { registerContentRoutes } from '../../server/services/content/content.routes';
import { loadContentData } from '../../server/services/content/content-data';
import { renderFirstScreen, type DataRequest } from './render-first-screen';

// The server render runs where the server does: no window, no document (the DOM it renders
// against is the page's, made by jsdom inside the render).
jest.setTimeout(60_000);
const endpoint = useLocalDataEndpoint();
const DEMO = path.resolve(__dirname, '../../demo');

function demoPage(file: string): string {
  return readFileSync(path.join(DEMO, file), 'utf8').replaceAll('{{API_KEY}}', 'local-dev-key');
}

const requests: DataRequest[] = [];
async function fetchData(request: DataRequest): Promise<unknown> {
  requests.push(request);
  const response = await fetch(endpoint(), { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' }, body: JSON.stringify(request) });
  return response.json();
}

// The page's services: the real region lookup (real ZIP data), the real content lists and texts,
// and a closest-vehicles answer of the test's own.
const services = Fastify();
const serviceRequests: string[] = [];
const NEAR_NEW_YORK = {
  vin: 'JTDAAAAA1S0000001',
  year: 2025,
  seriesName: 'Mirai',
  gradeName: 'XLE',
  trimTitle: 'Mirai XLE',
  exteriorColorTitle: 'Heavy Metal',
  totalSRP: 51_795,
  dealer: { name: 'Manhattan Toyota', city: 'New York', state: 'NY', distance: 3 },
};
beforeAll(async () => {
  await registerRegionRoutes(services);
  await registerContentRoutes(services, loadContentData());
  services.get('/api/inventory/closest', async (request) => ((request.query as { zip?: string }).zip === '10001' ? { vehicles: [NEAR_NEW_YORK] } : { vehicles: [] }));
});
afterAll(() => services.close());
const fetchService = (async (input: string | URL) => {
  const address = new URL(String(input));
  serviceRequests.push(`${address.origin}${address.pathname}`);
  const response = await services.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const render = (file: string, pagePath: string, slotIndex: number, cookie?: string) =>
  renderFirstScreen({ pageHtml: demoPage(file), pageUrl: `http://shop.example${pagePath}`, slotIndex, cookie, fetchData, fetchService });

beforeEach(() => {
  requests.length = 0;
  serviceRequests.length = 0;
});

describe('the server render of a slot\'s first screen', () => {
  it('renders the toyota model cards in English from the series list, which the island carries', async () => {
    const screen = await render('vehicle.html', '/configurator/', 1, 'zipcode=90210');
    expect(screen?.slot).toBe('configurator');
    expect(screen!.attributes).toEqual({ 'data-ssr': '1', 'data-ssr-scope': 'configurator-ssr1' });
    expect(screen!.html).toContain('<div class="cfg-root" lang="en">');
    expect(screen!.html).toContain('>Choose your vehicle</h1>');
    expect(screen!.html).toMatch(/>Build 2024 Tacoma<span/);
    expect(screen!.html).not.toMatch(/Lexus/);
    // The first card's image is the page's largest paint: in the markup, at high priority.
    expect(/<img[^>]*class="cfg-model__image"[^>]*>/.exec(screen!.html)?.[0]).toMatch(/fetchPriority="high"/);
    // One request, and the island holds exactly what it asked and what came back.
    expect(requests.map((r) => [r.operationName, r.variables])).toEqual([['GetSeries', { brand: 'toyota', region: 'NATIONAL', language: 'EN' }]]);
    const answer = screen!.island.series!.answer as { data: { getSeries: Array<{ id: string }> } };
    expect(screen!.island).toMatchObject({ version: 1, slot: 'configurator', language: 'en', series: { environmentSuffix: '', variables: { brand: 'toyota', region: 'NATIONAL', language: 'EN' } } });
    expect(answer.data.getSeries.map((s) => s.id)).toContain('tacoma');
    expect((screen!.html.match(/class="cfg-model__card"/g) ?? []).length).toBe(answer.data.getSeries.flatMap((s) => (s as unknown as { yearSpecificData: unknown[] }).yearSpecificData).length);
  });

  it('renders the lexus cards in Spanish on the Spanish page, asking in Spanish', async () => {
    const screen = await render('vehicle-lexus-es.html', '/espanol/vehicleconfigurator/', 1, 'zipcode=90210');
    expect(screen!.html).toContain('<div class="cfg-root" lang="es">');
    expect(screen!.html).toContain('>Elige tu vehículo</h1>');
    expect(screen!.html).not.toMatch(/Tacoma/);
    expect(screen!.island).toMatchObject({ language: 'es', series: { variables: { brand: 'lexus', language: 'ES' } } });
  });

  it('renders no cards for a first visit: the region gate holds the steps until a ZIP', async () => {
    expect(await render('vehicle.html', '/configurator/', 1)).toBeUndefined();
  });

  it('renders the ZIP dialog of a first visit in the page language, and none for a visitor with a saved ZIP', async () => {
    const english = await render('vehicle.html', '/configurator/', 2);
    expect(english?.slot).toBe('zip-modal');
    expect(english!.html).toMatch(/role="dialog" aria-modal="true"/);
    expect(english!.html).toContain('>Enter Your ZIP Code</h2>');
    expect(english!.island).toEqual({ version: 1, slot: 'zip-modal', language: 'en' });
    const spanish = await render('vehicle-es.html', '/espanol/configurator/', 2);
    expect(spanish!.html).toContain('>Ingresa tu código postal</h2>');
    expect(await render('vehicle.html', '/configurator/', 2, 'zipcode=90210')).toBeUndefined();
  });

  it('renders no region gate for a ZIP that lets the steps render, for a first visit, or for a slot that is not there', async () => {
    expect(await render('vehicle.html', '/configurator/', 0, 'zipcode=90210')).toBeUndefined();
    expect(serviceRequests).toContain('http://shop.example/api/region');
    expect(await render('vehicle.html', '/configurator/', 0)).toBeUndefined();
    expect(await render('vehicle.html', '/configurator/', 9)).toBeUndefined();
  });

  it("renders the region screen of a Hawaii ZIP in the page language, with the check in the island, and no model cards", async () => {
    const screen = await render('vehicle.html', '/configurator/', 0, 'zipcode=96813');
    expect(screen?.slot).toBe('region-gate');
    expect(screen!.attributes).toEqual({ 'data-ssr': '1', 'data-ssr-scope': 'region-gate-ssr0' });
    expect(screen!.html).toMatch(/<h2[^>]*>Aloha!<\/h2>/);
    expect(screen!.html).toContain('href="https://www.toyotahawaii.com/"');
    expect(screen!.island).toMatchObject({ version: 1, slot: 'region-gate', language: 'en', regionCheck: { zipcode: '96813', lookup: { state: 'HI', regionCode: 80 }, suppressed: false } });
    expect(await render('vehicle.html', '/configurator/', 1, 'zipcode=96813')).toBeUndefined();
    const spanish = await render('vehicle-es.html', '/espanol/configurator/', 0, 'zipcode=96813');
    expect(spanish!.island.language).toBe('es');
    expect(spanish!.html).not.toBe(screen!.html);
  });

  describe('the no-inventory page of a model suppressed in the visitor state', () => {
    const MIRAI_2025 = '/configurator/build/step/model/year/2025/series/mirai/';
    const inNewYork = (file: string) => demoPage(file).replace('class="configurator state-CA"', 'class="configurator state-NY"');
    const renderIn = (file: string, pagePath: string, slotIndex: number, cookie: string) =>
      renderFirstScreen({ pageHtml: inNewYork(file), pageUrl: `http://shop.example${pagePath}`, slotIndex, cookie, fetchData, fetchService });

    it("renders it inside the region gate's slot, with its own island as the slot's last child, and no model cards", async () => {
      const screen = await renderIn('vehicle.html', MIRAI_2025, 0, 'zipcode=10001');
      expect(screen?.slot).toBe('region-gate');
      expect(screen!.island).toMatchObject({ slot: 'region-gate', regionCheck: { zipcode: '10001', suppressed: true, modelCode: 'mirai', year: 2025 } });
      const nested = /^<div data-mfe="no-inventory" data-model-code="mirai" data-year="2025" data-ssr="1" data-ssr-scope="region-gate-ssr0-0">([\s\S]*)<script type="application\/json" data-ssr-island="no-inventory">([^<]*)<\/script><\/div>$/.exec(screen!.html);
      expect(nested).not.toBeNull();
      expect(nested![1]).toMatch(/<h2 id="[^"]+" class="vc-noinv__title">2025 Mirai<\/h2>/);
      expect(nested![1]).toContain('Mirai is available only in California.');
      expect(nested![1]).toContain('>Request a Quote</button>');
      expect(nested![1]).toContain('href="/prius/">Explore Prius</a>');
      expect(nested![1]).toContain('Manhattan Toyota, New York, NY · 3 mi');
      // The phone hero is chosen by the browser's preload scanner from the markup: no hoisted preload.
      expect(nested![1]).toMatch(/^<section class="vc-noinv"/);
      expect(JSON.parse(nested![2])).toMatchObject({ version: 1, slot: 'no-inventory', language: 'en', noInventory: { modelCode: 'mirai', year: '2025', zipcode: '10001', config: { altModel: expect.any(String) }, closest: [NEAR_NEW_YORK] } });
      expect(await renderIn('vehicle.html', MIRAI_2025, 1, 'zipcode=10001')).toBeUndefined();
    });

    it('renders it in Spanish on the Spanish page, model before year', async () => {
      const screen = await renderIn('vehicle-es.html', `/espanol${MIRAI_2025}`, 0, 'zipcode=10001');
      expect(screen!.html).toMatch(/class="vc-noinv__title">Mirai 2025<\/h2>/);
      expect(screen!.html).toContain('href="/espanol/prius/">Explorar Prius</a>');
      expect(screen!.html).toContain('Vehículos en inventario más cercanos a 10001');
      expect(screen!.html).toContain('data-ssr-island="no-inventory">{"version":1,"slot":"no-inventory","language":"es"');
    });

    it('still renders the gate when the texts cannot be had, leaving the page to the client', async () => {
      const screen = await renderFirstScreen({
        pageHtml: inNewYork('vehicle.html'),
        pageUrl: `http://shop.example${MIRAI_2025}`,
        slotIndex: 0,
        cookie: 'zipcode=10001',
        fetchData,
        fetchService: (async (input: string | URL) => (String(input).includes('/api/no-inventory-config') ? new Response('{}', { status: 503 }) : fetchService(input))) as typeof fetch,
      });
      expect(screen!.html).toBe('<div data-mfe="no-inventory" data-model-code="mirai" data-year="2025"></div>');
    });
  });

  it('leaves no page globals behind', async () => {
    await render('vehicle.html', '/configurator/', 1, 'zipcode=90210');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });
});
