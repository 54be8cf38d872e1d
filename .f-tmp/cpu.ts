import { buildApp } from '/work/main/server/app';
import { operationFor } from '/work/main/src/platform/graphql/operations';
(async () => {
  const app = await buildApp({ mode: 'production' });
  const run = async (label: string, payload: string, n: number) => {
    for (let i = 0; i < 20; i++) await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' }, payload });
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' }, payload });
    const c = process.cpuUsage(c0);
    console.log(label, 'cpu ms/req', ((c.user + c.system) / 1000 / n).toFixed(2));
  };
  await run('updated', JSON.stringify({ query: operationFor('GET_UPDATED_CONFIG'), variables: { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7141' }, latestItemSelected: [{ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' }] } }), 200);
  await run('series', JSON.stringify({ query: operationFor('GET_SERIES'), variables: { brand: 'toyota', region: 'CA', language: 'EN' } }), 50);
  await run('typename', JSON.stringify({ query: '{ __typename }' }), 500);
  await app.close();
})();
