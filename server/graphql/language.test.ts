import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { operationFor, startLiveApp, type EnvironmentSuffix, type LiveApp } from './graphql-test-client';

// Every operation and variant answers in the requested language (ADR 0130). The oracle reads the
// catalog JSON on disk directly (not the server's localisation code): the English texts whose
// Spanish differs must not appear anywhere in an ES answer, and their Spanish must not appear in
// an EN answer.
jest.setTimeout(60_000);

const CONTENT = path.join(__dirname, '..', 'catalog', 'content');
const ENV: Record<EnvironmentSuffix, string> = { '': 'live', Preview: 'preview', Prelive: 'prelive' };

interface Texts {
  englishOnly: Set<string>;
  spanishOnly: Set<string>;
  es: Map<string, string>;
}

/** The translation pairs of every toyota file an environment reads (live plus its overlay). */
function textsOf(environment: string): Texts {
  const es = new Map<string, string>();
  for (const env of new Set(['live', environment])) {
    const dir = path.join(CONTENT, env, 'toyota');
    for (const name of readdirSync(dir)) {
      const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { translations: { es: Record<string, string> } };
      for (const [en, text] of Object.entries(file.translations.es)) es.set(en, text);
    }
  }
  const english = new Set(es.keys());
  const englishOnly = new Set([...es].filter(([en, text]) => en !== text).map(([en]) => en));
  const spanishOnly = new Set([...es].filter(([en, text]) => en !== text && !english.has(text)).map(([, text]) => text));
  return { englishOnly, spanishOnly, es };
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(async () => {
  await live.close();
});

const tacoma = { brand: 'toyota', seriesId: 'tacoma', year: 2024 };
const SUFFIXES: EnvironmentSuffix[] = ['', 'Preview', 'Prelive'];

type Request = (language: 'EN' | 'ES') => [string, object];
const OPERATIONS: Array<[string, (suffix: EnvironmentSuffix) => Request]> = [
  ['GetSeries', (s) => (language) => [operationFor('GET_SERIES', s), { brand: 'toyota', region: 'CA', language }]],
  ['GetSeries (visualizer)', (s) => (language) => [operationFor('GET_SERIES_VISUALIZER', s), { ...tacoma, region: 'CA', language, showApplicableSeriesForVisualizer: true }]],
  ['GetConfigByGrade', (s) => (language) => [operationFor('GET_CONFIG_BY_GRADE', s), { configInputGrade: { ...tacoma, gradeName: 'TRD Sport', language } }]],
  [
    'GetUpdatedConfig',
    (s) => (language) => [
      operationFor('GET_UPDATED_CONFIG', s),
      { config: { ...tacoma, trim: '7131', language }, latestItemSelected: [{ itemCode: 'HITCH', itemType: 'ACCESSORY', changeType: 'ADD' }] },
    ],
  ],
  [
    'GetRecommendation',
    (s) => (language) => [
      operationFor('GET_RECOMMENDATION', s),
      { config: { ...tacoma, trim: '7141', language }, latestItemSelected: { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD' } },
    ],
  ],
  [
    'GetDeepLinkConfig',
    (s) => (language) => [
      operationFor('GET_DEEP_LINK_CONFIG', s),
      { deepLinkConfigInput: { ...tacoma, trim: '7141', packageCodes: ['TC'], accessoryCodes: ['RUNBD'], language, region: 'CA' } },
    ],
  ],
];

describe.each(SUFFIXES)('language, variant "%s"', (suffix) => {
  const texts = textsOf(ENV[suffix]);

  it.each(OPERATIONS)('%s: ES has no English catalog text, EN no Spanish one', async (_name, request) => {
    for (const language of ['ES', 'EN'] as const) {
      const [query, variables] = request(suffix)(language);
      const { status, body } = await live.gql(query, variables);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const values = strings(body.data);
      const foreign = language === 'ES' ? texts.englishOnly : texts.spanishOnly;
      expect(values.filter((v) => foreign.has(v))).toEqual([]);
    }
  });
});

describe('Spanish answers carry the Spanish of every translated field', () => {
  const { es } = textsOf('live');
  const spanish = (en: string) => es.get(en) ?? en;

  it('GetConfigByGrade: options, colours, wheels, packages, accessories, warranties, disclaimers', async () => {
    const [query, variables] = OPERATIONS[2]![1]('')('ES');
    const config = (await live.gql(query, variables)).body.data!.getConfigByGrade;
    const [enQuery, enVariables] = OPERATIONS[2]![1]('')('EN');
    const english = (await live.gql(enQuery, enVariables)).body.data!.getConfigByGrade;
    type Titled = { code: string; title: string; description: string };
    const byCode = (items: Titled[]) => new Map(items.map((i) => [i.code, i]));
    for (const key of ['accessories', 'packages'] as const) {
      const en = byCode(english[key]);
      expect(config[key].length).toBeGreaterThan(0);
      for (const item of config[key] as Titled[]) {
        expect(item.title).toBe(spanish(en.get(item.code)!.title));
        expect(item.description).toBe(spanish(en.get(item.code)!.description));
      }
    }
    expect(config.msrp.disclaimer).toBe(spanish(english.msrp.disclaimer));
    expect(config.msrp.disclaimer).toMatch(/^El MSRP no incluye/);
    expect(config.dph.disclaimer).toBe(spanish(english.dph.disclaimer));
    expect(config.configImages.exterior[0].disclaimer).toBe(spanish(english.configImages.exterior[0].disclaimer));
    expect(config.categories[0].value).toBe('Camionetas');
    expect(config.wheels.map((w: { title: string }) => w.title)).toEqual(english.wheels.map((w: { title: string }) => spanish(w.title)));
    expect(config.accessories.find((a: Titled & { disclaimer: string }) => a.code === 'BKEMB').disclaimer).toMatch(/^Instalado por el concesionario/);
  });

  it('an unknown language is rejected, lower case is accepted', async () => {
    const bad = await live.gql(operationFor('GET_SERIES'), { brand: 'toyota', region: 'CA', language: 'FR' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const lower = await live.gql(operationFor('GET_SERIES'), { brand: 'toyota', region: 'CA', language: 'es' });
    expect(strings(lower.body.data)).toContain('Camionetas');
  });
});
