import { startLiveApp } from '/work/main/server/graphql/graphql-test-client';
import { operationFor } from '/work/main/src/platform/graphql/operations';
(async () => {
  const live = await startLiveApp();
  console.log(JSON.stringify(await live.post('/rules/prod', '{"query": ')));
  const v = { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7141' }, latestItemSelected: { itemCode: 'NOPE', itemType: 'PACKAGE', changeType: 'ADD' } };
  console.log(JSON.stringify(await live.post('/rules/prod', JSON.stringify({ query: operationFor('GET_RECOMMENDATION'), variables: v }))));
  await live.close();
})();
