import { startServer, type TestServer } from '../test-support';
import type { RegionRedirectEntry, SuppressionEntry } from '../../../src/domain/entities';
import { resolveCustom, type NoInventoryAnswer } from './content-data';

interface ErrorBody {
  error?: string;
  statusCode?: number;
}
interface CardBody extends ErrorBody {
  contents: Array<{ mpgDisclaimerCode: { value: string }; mpgeDisclaimerCode: { value: string } }>;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await server.get(path);
  return { status: response.status, body: (await response.json()) as T };
}

const card = (locale: string, series: string, year: number | string, pathLocale = locale): string =>
  `/service/tcom/ContentFragmentData/${pathLocale}/vehicles~${locale}~${series}~${year}~vehicle-card/`;

describe('vehicle-card content fragment', () => {
  it('answers mpg and mpge disclaimers for a known series and year in English', async () => {
    const { status, body } = await getJson<CardBody>(card('en', 'rav4prime', 2024));
    expect(status).toBe(200);
    expect(body.contents).toHaveLength(1);
    const [content] = body.contents;
    expect(content.mpgDisclaimerCode.value).toMatch(/^2024 EPA-estimated/);
    expect(content.mpgeDisclaimerCode.value).toMatch(/MPGe/);
  });

  it('answers the Spanish fragment in Spanish', async () => {
    const { status, body } = await getJson<CardBody>(card('es', 'tacoma', 2025));
    expect(status).toBe(200);
    expect(body.contents[0].mpgDisclaimerCode.value).toMatch(/Millaje estimado por la EPA para 2025/);
    expect(body.contents[0].mpgeDisclaimerCode.value).toBe('');
  });

  it.each([
    [card('en', 'unknownseries', 2024), 404],
    [card('en', 'tacoma', 1999), 404],
    [card('fr', 'tacoma', 2024), 404],
    [card('es', 'tacoma', 2024, 'en'), 400],
    ['/service/tcom/ContentFragmentData/en/vehicles~en~tacoma~2024~other/', 404],
  ])('refuses %s with %i and a JSON error', async (path, expected) => {
    const { status, body } = await getJson<ErrorBody>(path);
    expect(status).toBe(expected);
    expect(body).toEqual({ error: expect.any(String), statusCode: expected });
  });
});

describe('content caching', () => {
  it.each([card('en', 'camry', 2025), '/api/suppression-list', '/api/region-redirects', '/api/no-inventory-config?model=mirai'])(
    '%s is publicly cacheable for a few minutes',
    async (path) => {
      const response = await server.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    },
  );

  it('does not cache errors', async () => {
    const response = await server.get(card('en', 'nosuchseries', 2025));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});

describe('suppression list', () => {
  it('lists Mirai as suppressed everywhere but California', async () => {
    const { status, body } = await getJson<SuppressionEntry[]>('/api/suppression-list');
    expect(status).toBe(200);
    for (const entry of body) {
      expect(entry).toEqual({ modelCode: expect.any(String), modelYear: expect.stringMatching(/^\d{4}$/), suppressionStates: expect.stringMatching(/^[A-Z]{2}(,[A-Z]{2})*$/) });
    }
    const mirai = body.find((e) => e.modelCode === 'mirai' && e.modelYear === '2025');
    const states = mirai!.suppressionStates.split(',');
    expect(states).toContain('TX');
    expect(states).toContain('NY');
    expect(states).not.toContain('CA');
  });
});

describe('no-inventory config', () => {
  it('gives a model without its own entry the default texts', async () => {
    const { status, body } = await getJson<NoInventoryAnswer>('/api/no-inventory-config?model=corolla&locale=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'default', model: 'corolla', locale: 'en', raqCta: 'Request a Quote', backToVehicles: 'Back to All Vehicles' });
    expect(body.resolved.header).toBe(body.header);
  });

  it('lets custom texts override the defaults, except those set to "default"', async () => {
    const { body } = await getJson<NoInventoryAnswer>('/api/no-inventory-config?model=mirai&locale=en');
    expect(body).toMatchObject({ source: 'model', altModel: 'prius', ctaURL: '/prius/', customRaqCta: 'default' });
    expect(body.resolved.header).toBe('Mirai is available only in California.');
    expect(body.resolved.exploreCta).toBe('Explore Prius');
    expect(body.resolved.raqCta).toBe('Request a Quote');
    const rav4prime = (await getJson<NoInventoryAnswer>('/api/no-inventory-config?model=rav4prime&locale=en')).body;
    expect(rav4prime.resolved.subHeader).toBe(rav4prime.subHeader);
    expect(rav4prime.resolved.raqCta).toBe('Ask a Dealer About RAV4 Prime');
  });

  it('answers the Spanish variant, defaulting the locale to English', async () => {
    const es = (await getJson<NoInventoryAnswer>('/api/no-inventory-config?model=mirai&locale=es')).body;
    expect(es.resolved.header).toBe('Mirai solo está disponible en California.');
    expect(es.ctaURL).toBe('/espanol/prius/');
    expect(es.resolved.raqCta).toBe('Solicitar una cotización');
    expect((await getJson<NoInventoryAnswer>('/api/no-inventory-config?model=mirai')).body.locale).toBe('en');
  });

  it.each(['model=mirai&locale=fr', 'locale=en', 'model=Mirai!', 'model=__proto__'])('refuses %s with 400', async (query) => {
    const { status, body } = await getJson<ErrorBody>(`/api/no-inventory-config?${query}`);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
  });

  it('treats a missing or "default" custom text as the default', () => {
    expect(resolveCustom(undefined, 'base')).toBe('base');
    expect(resolveCustom('default', 'base')).toBe('base');
    expect(resolveCustom('custom', 'base')).toBe('custom');
  });
});

describe('Hawaii region-redirect list', () => {
  it('lists series, year and a Hawaii build page path', async () => {
    const { status, body } = await getJson<RegionRedirectEntry[]>('/api/region-redirects');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const entry of body) {
      expect(entry).toEqual({ series: expect.any(String), year: expect.stringMatching(/^\d{4}$/), path: expect.stringMatching(/^https:\/\/www\.toyotahawaii\.com\//) });
      expect(entry.path).toContain(`/${entry.series}/${entry.year}/`);
    }
  });
});
