import { buildApp } from '/work/main/server/app';
import { operationFor, OPERATION_NAMES } from '/work/main/src/platform/graphql/operations';
async function main() {
  const app = await buildApp({ mode: 'production' });
  const post = async (payload: string | object, key = 'local-dev-key', url = '/graphql') => {
    const r = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-api-key': key }, payload: payload as string });
    return { status: r.statusCode, body: r.body.slice(0, 400) };
  };
  console.log('malformed', await post('{"query": '));
  console.log('introspection', await post({ query: '{ __schema { types { name } } }' }));
  const deep = '{ getSeries(brand:"toyota", region:"CA") { yearSpecificData { grades { trims { powertrain { engine { compatibility { requiredItems { itemCode } } } } } } } } }';
  console.log('depth9', await post({ query: deep }).then(r => r.status));
  const aliases = '{ ' + Array.from({ length: 20 }, (_, i) => `a${i}: __typename`).join(' ') + ' }';
  console.log('aliases', await post({ query: aliases }));
  console.log('big', await post({ query: '{ __typename }', pad: 'x'.repeat(300 * 1024) }));
  console.log('wrongtype', await post({ query: operationFor('GET_CONFIG_BY_GRADE'), variables: { configInputGrade: { brand: 'toyota', seriesId: 'tacoma', year: 'abc' } } }));
  console.log('unknown series', await post({ query: operationFor('GET_CONFIG_BY_GRADE'), variables: { configInputGrade: { brand: 'toyota', seriesId: 'nope', year: 2024 } } }));
  console.log('unknown trim', await post({ query: operationFor('GET_CONFIG_BY_GRADE'), variables: { configInputGrade: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trimId: 'zzz' } } }));
  for (const n of OPERATION_NAMES) for (const s of ['', 'Preview', 'Prelive'] as const) {
    // just validate by running with empty variables -> should not be GraphQL validation errors except variable ones
  }
  const rec = await post({ query: operationFor('GET_RECOMMENDATION'), variables: { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7151' }, latestItemSelected: { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD' } } });
  console.log('rec', rec);
  const rules = await post({ query: operationFor('GET_RECOMMENDATION'), variables: { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7101' }, latestItemSelected: { itemCode: 'DC5', itemType: 'CAB_BED', changeType: 'ADD' } } }, '', '/rules/prod');
  console.log('rules', rules);
  await app.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
