import type { IndexedModel } from './rule-model';

/** One independent sub-model: `vars[i]` is the whole model's index of the part's variable i. */
export interface ModelComponent {
  vars: number[];
  model: IndexedModel;
}

/**
 * Splits a model into the connected components of its constraint graph (variables linked when
 * they share a constraint). Components share no constraint, so the valid builds are exactly the
 * cartesian product of each component's valid builds: each can be compiled and queried alone,
 * which keeps a model made of many loosely related blocks as cheap as the sum of its blocks
 * instead of their product. Variables keep their relative order inside each part.
 */
export function splitComponents(m: IndexedModel): ModelComponent[] {
  const n = m.names.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const unite = (vars: number[]) => {
    for (let i = 1; i < vars.length; i++) {
      const a = find(vars[0]);
      const b = find(vars[i]);
      if (a !== b) parent[b] = a;
    }
  };
  m.tables.forEach((t) => unite(t.scope));
  m.clauses.forEach((c) => unite(c.literals.map((l) => l.v)));
  const byRoot = new Map<number, number[]>();
  for (let v = 0; v < n; v++) {
    const r = find(v);
    const list = byRoot.get(r);
    if (list) list.push(v);
    else byRoot.set(r, [v]);
  }
  if (byRoot.size <= 1) return [{ vars: [...Array(n).keys()], model: m }];
  const partOf = new Int32Array(n);
  const local = new Int32Array(n);
  const parts = [...byRoot.values()];
  parts.forEach((vars, p) => vars.forEach((v, i) => ((partOf[v] = p), (local[v] = i))));
  const subs: IndexedModel[] = parts.map((vars, p) => ({
    name: `${m.name} [component ${p + 1}/${parts.length}]`,
    names: vars.map((v) => m.names[v]),
    domains: vars.map((v) => m.domains[v]),
    prices: vars.map((v) => m.prices[v]),
    tables: [],
    clauses: [],
    varIndex: new Map(vars.map((v, i) => [m.names[v], i])),
    valueIndex: vars.map((v) => m.valueIndex[v]),
  }));
  for (const t of m.tables) {
    // A table with an empty scope has no variable to attach to; it never splits a model.
    subs[t.scope.length ? partOf[t.scope[0]] : 0].tables.push({ scope: t.scope.map((v) => local[v]), tuples: t.tuples });
  }
  for (const c of m.clauses) {
    if (c.literals.length === 0) {
      subs[0].clauses.push({ literals: [] }); // the empty clause: the whole model is inconsistent
      continue;
    }
    subs[partOf[c.literals[0].v]].clauses.push({ literals: c.literals.map((l) => ({ v: local[l.v], allowed: l.allowed })) });
  }
  return parts.map((vars, p) => ({ vars, model: subs[p] }));
}
