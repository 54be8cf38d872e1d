import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { buildApp } from '/work/main/server/app';
import { operationFor } from '/work/main/src/platform/graphql/operations';
(async () => {
  const app = await buildApp({ mode: 'production' });
  const payload = JSON.stringify({ query: operationFor('GET_UPDATED_CONFIG'), variables: { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7141' }, latestItemSelected: [{ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' }] } });
  const go = () => app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' }, payload });
  for (let i = 0; i < 50; i++) await go();
  const s = new Session(); s.connect();
  await s.post('Profiler.enable'); await s.post('Profiler.start');
  for (let i = 0; i < 300; i++) await go();
  const { profile } = await s.post('Profiler.stop');
  writeFileSync('/tmp/steady.cpuprofile', JSON.stringify(profile));
  await app.close();
})();
