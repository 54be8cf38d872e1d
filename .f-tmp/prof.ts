import { loadCatalog } from '/work/main/server/catalog/catalog-loader';
import { seriesIndex } from '/work/main/server/graphql/series-index';
import { buildFullConfiguration } from '/work/main/server/graphql/config-mapper';
import { activeEngine } from '/work/main/server/graphql/compatibility';
import { defaultSelection } from '/work/main/server/graphql/selection';
const ix = seriesIndex(loadCatalog().get('live', 'toyota', 'tacoma', 2024)!.data);
const sel = defaultSelection(ix, ix.trimByCode.get('7141')!);
const t0 = performance.now();
let n = 0;
while (performance.now() - t0 < 3000) { const c = buildFullConfiguration(ix, sel, activeEngine()); void c.aLaCartePricing; void c.grade.trims; n++; }
console.log('per call ms', (3000 / n).toFixed(2));
const t1 = performance.now(); let m = 0;
while (performance.now() - t1 < 2000) { buildFullConfiguration(ix, sel, activeEngine()); m++; }
console.log('without lazy parts ms', (2000 / m).toFixed(2));
