import { loadRuleModel } from './load-model';
import { scaleModel } from './model-scale';
import { indexModel } from './rule-model';
import { compileMdd } from './mdd-compile';
import { computeVariableOrder } from './variable-order';
const m = indexModel(scaleModel(loadRuleModel('/work/shared/bench-data/renault-megane-clib', 'clib'), 10), 'x');
let t = performance.now();
const order = computeVariableOrder(m);
// how interleaved is the order? count copy switches along the order
const copyOf = (v: number) => Math.floor(v / 99);
let switches = 0; for (let i = 1; i < order.length; i++) if (copyOf(order[i]) !== copyOf(order[i - 1])) switches++;
console.log('order ms', Math.round(performance.now() - t), 'copy switches along order', switches);
t = performance.now();
const c0 = process.cpuUsage();
try { const d = compileMdd(m, { edgeBound: 1_000_000, timeBoundMs: 30_000 }); console.log('compiled', d.vals.length); }
catch (e) { console.log('threw', (e as Error).message); }
const u = process.cpuUsage(c0);
console.log('compile wall ms', Math.round(performance.now() - t), 'cpu ms', Math.round((u.user + u.system) / 1000), 'rss MB', Math.round(process.memoryUsage().rss / 1e6));
