import { buildApp } from '/work/main/server/app';
import { operationFor } from '/work/main/src/platform/graphql/operations';
async function main() {
  const app = await buildApp({ mode: 'test' });
  const q = async (query: string, variables: object, key = 'local-dev-key') => {
    const r = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-api-key': key }, payload: { query, variables } });
    return { status: r.statusCode, body: r.body.length > 1500 ? r.body.slice(0, 1500) + '...' : r.body };
  };
  console.log(await q('{ __typename }', {}, 'bad'));
  console.log(await q(operationFor('GET_SERIES'), { brand: 'toyota', region: 'CA', language: 'EN' }));
  console.log(await q(operationFor('GET_SERIES_VISUALIZER', 'Preview'), { brand: 'toyota', region: 'CA', seriesId: 'tacoma', year: 2025, showApplicableSeriesForVisualizer: true }));
  console.log(await q(operationFor('GET_CONFIG_BY_GRADE'), { configInputGrade: { brand: 'toyota', seriesId: 'tacoma', year: 2024, gradeName: 'SR5' } }));
  await app.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
