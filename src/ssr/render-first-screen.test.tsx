/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { useLocalDataEndpoint } from '../mfe-configurator/data/test-support/local-data-endpoint';
import { registerRegionRoutes } from '../../server/services/region/region.routes';
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

// The region gate's services: the real region lookup (real ZIP data), and the lists empty.
const services = Fastify();
const serviceRequests: string[] = [];
beforeAll(async () => {
  await registerRegionRoutes(services);
  services.get('/api/suppression-list', async () => []);
  services.get('/api/region-redirects', async () => []);
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

  it('leaves no page globals behind', async () => {
    await render('vehicle.html', '/configurator/', 1, 'zipcode=90210');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });
});
