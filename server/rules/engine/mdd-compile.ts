import { MddBoundExceeded, MddStore, SlicePaused, constraintBuilders, reserveScratch } from './mdd-builder';
import type { IndexedModel } from './rule-model';
import { candidateOrders } from './variable-order';

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

/** Progress of a compile, for the CLI's stderr (phase, step of steps, live diagram size). */
export interface CompileProgress {
  phase: 'compile';
  attempt: string;
  step: number;
  steps: number;
  edges: number;
}

export interface CompileOptions {
  /** Largest diagram (edges, also bounding intermediate stores) before giving up. */
  edgeBound?: number;
  /** Compile time bound in ms of CPU time (not wall clock, so a loaded machine does not trip it). */
  timeBoundMs?: number;
  /** One fixed variable order (order[level] = variable) instead of racing the candidates. */
  order?: number[];
  onProgress?: (p: CompileProgress) => void;
}

/** Which order won, for reports. */
export interface CompileInfo {
  order: string;
  attempts: { name: string; steps: number; outcome: 'won' | 'larger' | 'stopped' | 'over bound' }[];
}

/** CPU share of the race's leader relative to each other attempt (see compileMdd). */
const LEADER_SHARE = 2;
/** Bounds of the extra CPU time the other attempts get once one has finished (see compileMdd). */
const EXTRA_MIN_MS = 50;
const EXTRA_MAX_MS = 1000;

/**
 * Compiles a model into a decision diagram by conjoining one constraint diagram at a time
 * (deepest first). Several variable orders are raced (candidateOrders): each attempt advances
 * one conjunction at a time, the attempt with the least (weighted) CPU time so far goes next,
 * and once one finishes the others get a bounded extra time to finish too; the smallest
 * diagram finished wins. The leader (most conjunctions done) may use twice the CPU of each
 * other attempt, so the total cost is about (1 + (candidates - 1) / 2) x the best attempt when
 * the leader is the best, at most (1 + 2 (candidates - 1)) x when it is not, never the worst one. Throws MddBoundExceeded when every attempt goes over the edge bound, or the time
 * bound passes.
 */
export function compileMdd(m: IndexedModel, opts: CompileOptions = {}): CompiledMdd & { info: CompileInfo } {
  const edgeBound = opts.edgeBound ?? 3_000_000;
  const timeBound = opts.timeBoundMs ?? 60_000;
  const cpuStart = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpuStart);
    return (used.user + used.system) / 1000;
  };
  const candidates = opts.order ? [{ name: 'given', order: opts.order }] : candidateOrders(m);
  const attempts = candidates.map((c) => ({ ...c, run: attempt(m, c.order, edgeBound), ms: 0, steps: 0, live: true }));
  const info: CompileInfo = { order: '', attempts: [] };
  let lastReport = 0;
  // Diagrams finished so far, and until when (CPU ms) the others may still finish theirs.
  const finished: { name: string; steps: number; mdd: CompiledMdd }[] = [];
  let extraUntil = Infinity;
  const smallest = () => {
    const best = finished.reduce((x, y) => (y.mdd.vals.length < x.mdd.vals.length ? y : x));
    info.order = best.name;
    for (const f of finished) info.attempts.push({ name: f.name, steps: f.steps, outcome: f === best ? 'won' : 'larger' });
    for (const o of attempts) if (o.live) info.attempts.push({ name: o.name, steps: o.steps, outcome: 'stopped' });
    return { ...best.mdd, info };
  };
  for (;;) {
    const alive = attempts.filter((a) => a.live);
    if (finished.length && (alive.length === 0 || cpuMs() > extraUntil || cpuMs() > timeBound)) return smallest();
    if (alive.length === 0) throw new MddBoundExceeded(edgeBound);
    if (cpuMs() > timeBound) throw new MddBoundExceeded(edgeBound, `decision diagram compile exceeds its time bound (${timeBound} ms of CPU)`);
    // Weighted race: the attempt furthest along (most conjunctions done) is probably the
    // fastest and may use LEADER_SHARE times the CPU of each other one; the others keep a fair
    // share, so a leader that slows down later is still overtaken.
    const leader = alive.reduce((x, y) => (y.steps > x.steps || (y.steps === x.steps && y.ms < x.ms) ? y : x));
    const weight = (o: (typeof alive)[number]) => (o === leader && alive.length > 1 ? LEADER_SHARE : 1);
    const a = alive.reduce((x, y) => (y.ms / weight(y) < x.ms / weight(x) ? y : x));
    const t0 = cpuMs();
    let step: IteratorResult<{ step: number; steps: number; edges: number }, CompiledMdd>;
    try {
      // A slice of at most 50 ms (or just past the point where another attempt is due), so one
      // huge conjunction cannot hold the race: it pauses and is redone on the attempt's next
      // turn, reusing the nodes it already built (they are hash-consed in its store).
      const others = alive.filter((o) => o !== a).map((o) => (o.ms / weight(o)) * weight(a));
      // A lone attempt gets 50 ms slices too, so the time bound and the extra time after the
      // first finish still stop it (unsliced, a lone straggler once ran on for 35 s).
      const slice = others.length ? Math.max(20, Math.min(50, Math.min(...others) - a.ms + 20)) : 50;
      step = a.run.next(performance.now() + slice);
    } catch (e) {
      if (!(e instanceof MddBoundExceeded)) throw e;
      a.live = false;
      info.attempts.push({ name: a.name, steps: a.steps, outcome: 'over bound' });
      continue;
    }
    a.ms += cpuMs() - t0;
    if (step.done) {
      // Keep the smallest diagram: the others may finish theirs within a bounded extra time
      // (half the CPU spent so far, at least 50 ms, at most 1 s), which lets every candidate
      // finish on small models (the catalog's, queried on every shopper's click) while a large
      // compile pays at most 1 s more.
      a.live = false;
      finished.push({ name: a.name, steps: m.tables.length + m.clauses.length, mdd: step.value });
      if (finished.length === 1) extraUntil = cpuMs() + Math.min(EXTRA_MAX_MS, Math.max(EXTRA_MIN_MS, cpuMs() / 2));
      continue;
    }
    a.steps = step.value.step;
    if (opts.onProgress && performance.now() - lastReport > 250) {
      lastReport = performance.now();
      opts.onProgress({ phase: 'compile', attempt: a.name, ...step.value });
    }
  }
}

/**
 * One compile attempt over a fixed order, as a generator yielding after each conjunction. The
 * working store is compacted (live diagram copied to a fresh store) whenever its garbage grows
 * past 3x the live size, so memory stays proportional to the live diagram.
 */
function* attempt(m: IndexedModel, order: number[], edgeBound: number): Generator<{ step: number; steps: number; edges: number }, CompiledMdd, number> {
  const pos = new Array<number>(order.length);
  order.forEach((v, l) => (pos[v] = l));
  const dom = order.map((v) => m.domains[v].length);
  reserveScratch(dom.reduce((x, y) => Math.max(x, y), 0));
  const fresh = () => {
    const s = new MddStore(order.length, dom, edgeBound * 2);
    s.all(0);
    return s;
  };
  let store = fresh();
  let root = store.all(0);
  let liveAfterGc = store.edges;
  const builders = constraintBuilders(m, pos).sort((a, b) => a.sortKey - b.sortKey);
  let operand = 0;
  let operandOf = -1;
  // The conjunction that already went over the bound once and was retried after dropping garbage.
  let retried = -1;
  let deadline: number = yield { step: 0, steps: builders.length, edges: store.edges };
  for (let k = 0; k < builders.length; k++) {
    store.deadline = deadline;
    try {
      // A resumed turn reuses the constraint's diagram, so and() sees the same operands and
      // resumes from its memo.
      if (operandOf !== k) {
        operand = builders[k].build(store);
        operandOf = k;
      }
      root = store.and(root, operand);
    } catch (e) {
      if (e instanceof SlicePaused) {
        // Out of time for this turn: give the other attempts theirs, then redo conjunction k.
        deadline = yield { step: k, steps: builders.length, edges: store.edges };
        k--;
        continue;
      }
      if (!(e instanceof MddBoundExceeded) || retried === k) throw e;
      // Retry after dropping garbage (only a live diagram over the bound is fatal). The retry
      // runs in time slices like any conjunction: unbounded, it once held the race for 30 s.
      const next = fresh();
      root = store.copyTo(next, root);
      store = next;
      liveAfterGc = store.edges;
      operandOf = -1;
      retried = k;
      k--;
      continue;
    }
    operandOf = -1;
    if (root === 0) break;
    if (store.edges > Math.max(3 * liveAfterGc, 200_000) || store.edges > edgeBound) {
      const next = fresh();
      root = store.copyTo(next, root);
      store = next;
      liveAfterGc = store.edges;
      if (store.edges > edgeBound) throw new MddBoundExceeded(edgeBound);
    }
    if (performance.now() > deadline) deadline = yield { step: k + 1, steps: builders.length, edges: store.edges };
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
