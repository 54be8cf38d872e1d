import { startLiveApp, operationFor } from '/work/main/server/graphql/graphql-test-client';
(async () => {
  const live = await startLiveApp({ mode: 'production' });
  for (const [name, vars] of [['GET_SERIES', { brand: 'toyota', region: 'CA', language: 'EN' }], ['GET_SERIES', { brand: 'lexus', region: 'CA' }], ['GET_SERIES_VISUALIZER', { brand: 'toyota', region: 'CA', seriesId: 'tacoma', year: 2024 }]] as const) {
    const t = performance.now();
    const r = await live.gql(operationFor(name), vars);
    console.log(name, r.status, (performance.now() - t).toFixed(0), 'ms');
  }
  await live.close();
})();
