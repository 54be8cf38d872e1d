import { operationFor, startLiveApp, type LiveApp } from '../graphql/graphql-test-client';

// The rules-recommendation service over real HTTP: POST /rules/{prod|stage|proxy}.
// Series lists computed for the stage test are slow on a busy machine the first time.
jest.setTimeout(30_000);

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(async () => {
  await live.close();
});

const variables = {
  config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7141' },
  currentSelectedConfig: { trim: '7141' },
  latestItemSelected: { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD', availableWithTrimIds: ['7141'] },
  proxyItemsSelected: [],
};

const rules = (target: string, body: unknown) => live.post(`/rules/${target}`, typeof body === 'string' ? body : JSON.stringify(body));

describe('rules-recommendation service', () => {
  it('answers data.getRecommendation on prod without an API key', async () => {
    const { status, body } = await rules('prod', { query: operationFor('GET_RECOMMENDATION'), variables });
    expect(status).toBe(200);
    expect(body.data!.getRecommendation.isConfigValid).toBe(false);
    expect(body.data!.getRecommendation.resolveSteps[0]).toEqual({
      applicableTrimId: null,
      weight: expect.any(Number),
      requiredChanges: [{ changeType: 'ADD', itemCode: 'TC', itemType: 'PACKAGE' }],
    });
  });

  it('answers the Preview and Prelive fields on proxy under their own names', async () => {
    const query = `query ($config: ApiConfig!, $latestItemSelected: LatestItemSelected!) {
      getRecommendationPreview(config: $config, latestItemSelected: $latestItemSelected) { isConfigValid }
    }`;
    const { status, body } = await rules('proxy', { query, variables });
    expect(status).toBe(200);
    expect(body.data!.getRecommendationPreview.isConfigValid).toBe(false);
  });

  it('reads preview-only content on proxy through the Preview field', async () => {
    const previewOnly = { ...variables, config: { brand: 'toyota', seriesId: 'tacoma', year: 2025 } };
    const { status, body } = await rules('proxy', { query: operationFor('GET_RECOMMENDATION', 'Preview'), variables: previewOnly });
    expect(status).toBe(200);
    expect(body.data!.getRecommendation).toEqual(expect.objectContaining({ isConfigValid: expect.any(Boolean) }));
    expect((await rules('prod', { query: operationFor('GET_RECOMMENDATION'), variables: previewOnly })).status).toBe(400);
  });

  it('answers stage from prelive content', async () => {
    // The prelive Tacoma adds a grade; its trims exist on stage but not on prod.
    const { body: series } = await live.gql(operationFor('GET_SERIES_VISUALIZER', 'Prelive'), { brand: 'toyota', region: 'CA', seriesId: 'tacoma', year: 2024 });
    const liveSeries = await live.gql(operationFor('GET_SERIES_VISUALIZER'), { brand: 'toyota', region: 'CA', seriesId: 'tacoma', year: 2024 });
    const liveTrims = new Set(liveSeries.body.data!.getSeries[0].yearSpecificData[0].grades.flatMap((g: { trims: Array<{ code: string }> }) => g.trims.map((t) => t.code)));
    const preliveOnly = series.data!.getSeries[0].yearSpecificData[0].grades
      .flatMap((g: { trims: Array<{ code: string }> }) => g.trims.map((t) => t.code))
      .find((code: string) => !liveTrims.has(code));
    expect(preliveOnly).toBeDefined();
    const onTrim = { ...variables, config: { ...variables.config, trim: preliveOnly }, latestItemSelected: { itemCode: 'FE', itemType: 'PACKAGE', changeType: 'ADD' } };
    expect((await rules('stage', { query: operationFor('GET_RECOMMENDATION'), variables: onTrim })).status).toBe(200);
    expect((await rules('prod', { query: operationFor('GET_RECOMMENDATION'), variables: onTrim })).status).toBe(400);
  });

  it.each([
    ['malformed JSON', '{"query": ', 400],
    ['a body that is not an object', '[1,2]', 400],
    ['a missing query', { variables }, 400],
    ['variables that are not an object', { query: operationFor('GET_RECOMMENDATION'), variables: 'x' }, 400],
    ['a query that does not parse', { query: '{ getRecommendation(', variables }, 400],
    ['a field other than getRecommendation', { query: '{ getSeries(brand: "toyota", region: "CA") { id } }' }, 400],
    ['a Preview field on prod', { query: operationFor('GET_RECOMMENDATION', 'Preview'), variables }, 400],
    ['wrong variable types', { query: operationFor('GET_RECOMMENDATION'), variables: { ...variables, config: { ...variables.config, year: 'x' } } }, 400],
    ['an unknown item code', { query: operationFor('GET_RECOMMENDATION'), variables: { ...variables, latestItemSelected: { itemCode: 'NOPE', itemType: 'PACKAGE', changeType: 'ADD' } } }, 400],
    ['a mutation', { query: 'mutation { x }' }, 400],
  ])('answers %s with a non-OK status and an error message', async (_label, body, status) => {
    const response = await rules('prod', body);
    expect(response.status).toBe(status);
    expect(response.body.errors![0]!.message).toEqual(expect.any(String));
    expect((await rules('prod', { query: operationFor('GET_RECOMMENDATION'), variables })).status).toBe(200);
  });

  it('refuses the live field on proxy', async () => {
    const { status, body } = await rules('proxy', { query: operationFor('GET_RECOMMENDATION'), variables });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/getRecommendationPreview or getRecommendationPrelive/);
  });

  it('answers 404 for an unknown target', async () => {
    const { status, body } = await rules('dev', { query: operationFor('GET_RECOMMENDATION'), variables });
    expect(status).toBe(404);
    expect(body.errors![0]!.message).toMatch(/prod, stage or proxy/);
  });

  it('rejects an oversized body with 413', async () => {
    const { status } = await rules('prod', { query: operationFor('GET_RECOMMENDATION'), variables, padding: 'x'.repeat(300 * 1024) });
    expect(status).toBe(413);
  });
});
