import { MddBoundExceeded, MddStore, constraintBuilders } from './mdd-builder';
import type { IndexedModel } from './rule-model';
import { computeVariableOrder } from './variable-order';

/**
 * A compiled diagram in flat arrays, nodes numbered level by level from the root (0) down to
 * the true terminal (last). `levelStart[l]..levelStart[l+1]` are the nodes of level l; node u's
 * edges are `first[u]..first[u+1]`. An empty diagram (inconsistent model) has `empty` set.
 */
export interface CompiledMdd {
  order: number[];
  pos: number[];
  levelStart: Int32Array;
  first: Int32Array;
  vals: Int32Array;
  kids: Int32Array;
  nodes: number;
  empty: boolean;
}

export interface CompileOptions {
  /** Largest diagram (edges, also bounding intermediate stores) before giving up. */
  edgeBound?: number;
  /** Compile time bound in ms of CPU time (not wall clock, so a loaded machine does not trip it). */
  timeBoundMs?: number;
  order?: number[];
}

/**
 * Compiles a model into a decision diagram by conjoining one constraint diagram at a time
 * (tables near the top of the order first). Throws MddBoundExceeded when the diagram, or the
 * time, goes over its bound.
 */
export function compileMdd(m: IndexedModel, opts: CompileOptions = {}): CompiledMdd {
  const edgeBound = opts.edgeBound ?? 3_000_000;
  try {
    return compileWithin(m, opts, edgeBound);
  } catch (e) {
    // The working store's own (doubled) bound is an implementation detail: report the caller's.
    if (e instanceof MddBoundExceeded) throw e.message.includes('time bound') ? e : new MddBoundExceeded(edgeBound);
    throw e;
  }
}

function compileWithin(m: IndexedModel, opts: CompileOptions, edgeBound: number): CompiledMdd {
  const cpuStart = process.cpuUsage();
  const timeBound = opts.timeBoundMs ?? 60_000;
  const overTime = () => {
    const used = process.cpuUsage(cpuStart);
    return (used.user + used.system) / 1000 > timeBound;
  };
  const order = opts.order ?? computeVariableOrder(m);
  const pos = new Array<number>(order.length);
  order.forEach((v, l) => (pos[v] = l));
  const dom = order.map((v) => m.domains[v].length);
  // The working store may hold garbage up to 2x the bound before it is compacted.
  let store = new MddStore(order.length, dom, edgeBound * 2);
  let root = store.all(0);
  const builders = constraintBuilders(m, pos).sort((a, b) => a.sortKey - b.sortKey);
  for (const b of builders) {
    if (overTime()) throw new MddBoundExceeded(edgeBound, `decision diagram compile exceeds its time bound (${timeBound} ms of CPU)`);
    try {
      root = store.and(root, b.build(store));
    } catch (e) {
      if (!(e instanceof MddBoundExceeded)) throw e;
      // Retry after dropping garbage; only a live diagram over the bound is fatal.
      const fresh = new MddStore(order.length, dom, edgeBound * 2);
      root = store.copyTo(fresh, root);
      store = fresh;
      root = store.and(root, b.build(store));
    }
    if (root === 0) break;
    if (store.edges > edgeBound) {
      const fresh = new MddStore(order.length, dom, edgeBound * 2);
      root = store.copyTo(fresh, root);
      store = fresh;
      if (store.edges > edgeBound) throw new MddBoundExceeded(edgeBound);
    }
  }
  return flatten(store, root, order, pos);
}

function flatten(store: MddStore, root: number, order: number[], pos: number[]): CompiledMdd {
  const n = order.length;
  const byLevel: number[][] = Array.from({ length: n + 1 }, () => []);
  const id = new Map<number, number>();
  if (root !== 0) {
    const seen = new Set<number>([root]);
    const stack = [root];
    while (stack.length) {
      const u = stack.pop()!;
      byLevel[store.level[u]].push(u);
      for (let e = store.first[u]; e < store.first[u] + store.count[u]; e++) {
        const k = store.kids[e];
        if (!seen.has(k)) {
          seen.add(k);
          stack.push(k);
        }
      }
    }
  }
  const levelStart = new Int32Array(n + 2);
  let next = 0;
  for (let l = 0; l <= n; l++) {
    levelStart[l] = next;
    for (const u of byLevel[l]) id.set(u, next++);
  }
  levelStart[n + 1] = next;
  const nodes = next;
  const first = new Int32Array(nodes + 1);
  let edges = 0;
  for (let l = 0; l <= n; l++) for (const u of byLevel[l]) edges += l < n ? store.count[u] : 0;
  const vals = new Int32Array(edges);
  const kids = new Int32Array(edges);
  let e2 = 0;
  for (let l = 0; l <= n; l++) {
    for (const u of byLevel[l]) {
      first[id.get(u)!] = e2;
      if (l === n) continue;
      for (let e = store.first[u]; e < store.first[u] + store.count[u]; e++) {
        vals[e2] = store.vals[e];
        kids[e2] = id.get(store.kids[e])!;
        e2++;
      }
    }
  }
  first[nodes] = e2;
  return { order, pos, levelStart, first, vals, kids, nodes, empty: root === 0 };
}
