import autocannon from 'autocannon';
import { operationFor } from '/work/main/src/platform/graphql/operations';
const body = JSON.stringify({ query: operationFor('GET_UPDATED_CONFIG'), variables: { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7141' }, latestItemSelected: [{ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' }] } });
autocannon({ url: 'http://127.0.0.1:45123/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' }, body, connections: 10, duration: 6 }).then((r) => console.log(r.requests.average, r.latency.p99));
