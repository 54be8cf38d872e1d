import { startLiveApp, operationFor } from '/work/main/server/graphql/graphql-test-client';
(async () => {
  const live = await startLiveApp({ mode: 'production' });
  const q = operationFor('GET_UPDATED_CONFIG');
  const v = { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7141' }, latestItemSelected: [{ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' }] };
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const r = await live.gql(q, v);
    console.log('updated', r.status, (performance.now() - t).toFixed(1), 'ms', JSON.stringify(r.body).length);
  }
  const s = operationFor('GET_SERIES');
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const r = await live.gql(s, { brand: 'toyota', region: 'CA', language: 'EN' });
    console.log('series', r.status, (performance.now() - t).toFixed(1), 'ms', JSON.stringify(r.body).length);
  }
  await live.close();
})();
