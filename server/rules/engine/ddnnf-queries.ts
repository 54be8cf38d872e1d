import { type Ddnnf, KIND_AND, KIND_FALSE, KIND_FREE, KIND_LIT, KIND_OR, KIND_TRUE } from './ddnnf';
import type { CostTable, DomainsResult, Restriction } from './mdd-queries';

/*
 * Queries on a smooth d-DNNF (ddnnf.ts). Children have smaller ids than their parents, so a
 * bottom-up pass is one loop over the ids and a top-down pass one loop in reverse: linear time,
 * no recursion. Variables are Boolean (values 0 and 1); a restriction row is [allow 0, allow 1].
 */

const allowed = (r: Restriction, v: number, j: number) => r[v] === undefined || r[v]![j];

/** Per node: does it have a model within the restriction? (bottom-up) */
export function satisfiable(d: Ddnnf, r: Restriction): Uint8Array {
  const sat = new Uint8Array(d.nodes);
  const { kind, a, b, kids } = d;
  for (let u = 0; u < d.nodes; u++) {
    const k = kind[u];
    if (k === KIND_TRUE) sat[u] = 1;
    else if (k === KIND_LIT) sat[u] = allowed(r, a[u] >> 1, a[u] & 1) ? 1 : 0;
    else if (k === KIND_FREE) sat[u] = allowed(r, a[u], 0) || allowed(r, a[u], 1) ? 1 : 0;
    else if (k === KIND_AND) {
      let all = 1;
      for (let e = a[u]; e < a[u] + b[u] && all; e++) all = sat[kids[e]];
      sat[u] = all;
    } else if (k === KIND_OR) {
      let any = 0;
      for (let e = a[u]; e < a[u] + b[u] && !any; e++) any = sat[kids[e]];
      sat[u] = any;
    }
  }
  return sat;
}

/**
 * Valid domains with the engine's semantics: value j of v is supported when some model takes it
 * and every OTHER variable's restriction holds (v's own restriction is lifted). Bottom-up: which
 * nodes have models within the restriction; top-down: which nodes sit in a proof tree whose
 * other leaves all do. In a decomposable circuit a proof tree mentions each variable once, so a
 * leaf LIT(v, j) reached that way is exactly a model with v = j and the others within the
 * restriction (a FREE(v) leaf gives both values).
 */
export function ddnnfDomains(d: Ddnnf, r: Restriction): DomainsResult {
  const supported = Array.from({ length: d.vars }, () => [false, false]);
  const sat = satisfiable(d, r);
  const ctx = new Uint8Array(d.nodes);
  const { kind, a, b, kids } = d;
  ctx[d.root] = 1;
  for (let u = d.nodes - 1; u >= 0; u--) {
    if (!ctx[u]) continue;
    const k = kind[u];
    if (k === KIND_OR) {
      for (let e = a[u]; e < a[u] + b[u]; e++) ctx[kids[e]] = 1;
    } else if (k === KIND_AND) {
      // A child is reachable when every other child has a model: none failing, or it is the
      // only one failing.
      let failing = -1;
      let failures = 0;
      for (let e = a[u]; e < a[u] + b[u]; e++) {
        if (!sat[kids[e]] && ++failures === 1) failing = kids[e];
      }
      if (failures === 0) for (let e = a[u]; e < a[u] + b[u]; e++) ctx[kids[e]] = 1;
      else if (failures === 1) ctx[failing] = 1;
    } else if (k === KIND_LIT) supported[a[u] >> 1][a[u] & 1] = true;
    else if (k === KIND_FREE) supported[a[u]][0] = supported[a[u]][1] = true;
  }
  return { consistent: sat[d.root] === 1 && kind[d.root] !== KIND_FALSE, supported };
}

/** Exact number of models within the restriction. */
export function ddnnfCount(d: Ddnnf, r: Restriction = []): bigint {
  const cnt = new Array<bigint>(d.nodes);
  const { kind, a, b, kids } = d;
  for (let u = 0; u < d.nodes; u++) {
    const k = kind[u];
    if (k === KIND_FALSE) cnt[u] = 0n;
    else if (k === KIND_TRUE) cnt[u] = 1n;
    else if (k === KIND_LIT) cnt[u] = allowed(r, a[u] >> 1, a[u] & 1) ? 1n : 0n;
    else if (k === KIND_FREE) cnt[u] = BigInt(Number(allowed(r, a[u], 0)) + Number(allowed(r, a[u], 1)));
    else if (k === KIND_AND) {
      let p = 1n;
      for (let e = a[u]; e < a[u] + b[u] && p !== 0n; e++) p *= cnt[kids[e]];
      cnt[u] = p;
    } else {
      let s = 0n;
      for (let e = a[u]; e < a[u] + b[u]; e++) s += cnt[kids[e]];
      cnt[u] = s;
    }
  }
  return cnt[d.root];
}

/**
 * The cheapest model under `costs` (costs[v][j]: price of v taking j; Infinity forbids it):
 * bottom-up minimum cost per node (AND sums, OR takes the smaller), then down the cheapest
 * children with an explicit stack. Undefined when no model has a finite cost.
 */
export function ddnnfCheapest(d: Ddnnf, costs: CostTable): { cost: number; values: number[] } | undefined {
  const best = new Float64Array(d.nodes);
  const { kind, a, b, kids } = d;
  for (let u = 0; u < d.nodes; u++) {
    const k = kind[u];
    if (k === KIND_FALSE) best[u] = Infinity;
    else if (k === KIND_TRUE) best[u] = 0;
    else if (k === KIND_LIT) best[u] = costs[a[u] >> 1][a[u] & 1];
    else if (k === KIND_FREE) best[u] = Math.min(costs[a[u]][0], costs[a[u]][1]);
    else if (k === KIND_AND) {
      let s = 0;
      for (let e = a[u]; e < a[u] + b[u]; e++) s += best[kids[e]];
      best[u] = s;
    } else {
      let m = Infinity;
      for (let e = a[u]; e < a[u] + b[u]; e++) if (best[kids[e]] < m) m = best[kids[e]];
      best[u] = m;
    }
  }
  if (!(best[d.root] < Infinity)) return undefined;
  const values = new Array<number>(d.vars).fill(0);
  const stack = [d.root];
  while (stack.length) {
    const u = stack.pop()!;
    const k = kind[u];
    if (k === KIND_LIT) values[a[u] >> 1] = a[u] & 1;
    else if (k === KIND_FREE) values[a[u]] = costs[a[u]][1] < costs[a[u]][0] ? 1 : 0;
    else if (k === KIND_AND) for (let e = a[u]; e < a[u] + b[u]; e++) stack.push(kids[e]);
    else if (k === KIND_OR) {
      let pick = kids[a[u]];
      for (let e = a[u]; e < a[u] + b[u]; e++) if (best[kids[e]] < best[pick]) pick = kids[e];
      stack.push(pick);
    }
  }
  return { cost: best[d.root], values };
}
