import type { DomainsResult } from './mdd-queries';
import { ALTERNATIVE_CAP, type Resolution } from './mdd-resolve';

/**
 * Valid domains of a model from those of its independent components (see splitComponents):
 * a value is supported when its own component supports it and every OTHER component is
 * consistent under the selection (a build needs all of them at once).
 */
export function combineDomains(parts: { vars: number[]; result: DomainsResult }[], n: number): DomainsResult {
  const supported = new Array<boolean[]>(n);
  const broken = parts.filter((p) => !p.result.consistent).length;
  for (const p of parts) {
    const othersOk = broken === 0 || (broken === 1 && !p.result.consistent);
    p.vars.forEach((v, l) => (supported[v] = othersOk ? p.result.supported[l] : p.result.supported[l].map(() => false)));
  }
  return { consistent: broken === 0, supported };
}

/**
 * Up to k cheapest resolutions of a model from each component's (local variable indices mapped
 * back through `vars`). Costs add up across components and a union of minimal change sets over
 * disjoint variables is minimal, so the k best combinations are merged two lists at a time
 * (the k best sums of two sorted lists lie among their k x k pairs). Alternatives over the
 * cost cap relative to the best are dropped, as mddResolve does.
 */
export function combineResolutions(parts: { vars: number[]; list: Resolution[] }[], k: number): Resolution[] {
  let acc: Resolution[] = [{ cost: 0, changes: [] }];
  for (const p of parts) {
    if (p.list.length === 0) return []; // a component with no valid build: nothing resolves
    const mapped = p.list.map((r) => ({ cost: r.cost, changes: r.changes.map((c) => ({ ...c, v: p.vars[c.v] })) }));
    const next: Resolution[] = [];
    for (const a of acc) for (const b of mapped) next.push({ cost: a.cost + b.cost, changes: [...a.changes, ...b.changes] });
    next.sort((x, y) => x.cost - y.cost || x.changes.length - y.changes.length);
    acc = next.slice(0, k);
  }
  acc.forEach((r) => r.changes.sort((x, y) => x.v - y.v));
  // An already-valid selection is one resolution with no changes, as for a single diagram.
  if (acc[0].changes.length === 0) return [acc[0]];
  return acc.filter((r) => r.cost <= ALTERNATIVE_CAP * acc[0].cost);
}
