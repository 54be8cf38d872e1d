import type { Restriction } from './mdd-queries';

/** A current choice: variable `v` takes `value`. */
export interface Assignment {
  v: number;
  value: number;
}

/**
 * Why a value is out, as the shopper can act on it: for each target value, a minimal correction
 * set of the current picks, i.e. a set of picks whose removal makes the target available again
 * while no proper subset of it does (so "Not available with A and B" is true: dropping both
 * frees it, dropping either alone does not).
 *
 * `background` is what holds whatever the shopper does (undefined: free); a dropped pick falls
 * back to its variable's background. `picks` are in the order they are tried to be KEPT: the
 * first ones are the least likely to be named (put the grade first to explain by a package only
 * when the grade alone does not rule the value out, and so on).
 *
 * Grow algorithm (the dual of deletion-based core extraction): start with no pick kept; try to
 * keep each pick in turn and keep it when the target stays available. A pick that could not be
 * kept next to a smaller kept set cannot be kept next to the final, larger one (fewer choices
 * never rule out more), so the dropped set is minimal. After a drop, a group first tries to keep
 * every remaining pick in one query (usually it can, and the walk ends there). Targets are
 * batched: those that kept the same picks so far share one valid-domains query per step, so a
 * whole configuration's unavailable items cost about (picks x distinct explanations) queries,
 * not (picks x items).
 *
 * Returns, per target, the indices (into `picks`) of its correction set, or null when the target
 * is out even with every pick dropped (the background alone rules it out). A target that is
 * available with every pick kept gets an empty set. Picks on the target's own variable are never
 * named: valid domains judge a value with its own variable's choice lifted.
 *
 * `available(r, targets)` says which targets extend to a valid build under `r` (each judged
 * with its own variable's restriction lifted, as valid domains are): a compiled form answers it
 * from one valid-domains pass, the SAT method with one solver call per target
 * (RulesEngine.available).
 */
export function correctionSets(
  available: (r: Restriction, targets: readonly Assignment[]) => boolean[],
  domainSizes: readonly number[],
  background: Restriction,
  picks: readonly Assignment[],
  targets: readonly Assignment[],
): (number[] | null)[] {
  const out: (number[] | null)[] = targets.map(() => null);
  // Each pick's restriction row, built once (restrictions are rebuilt at every step).
  const rows = picks.map(({ v, value }) => Array.from({ length: domainSizes[v] }, (_, j) => j === value));
  const restrictionOf = (kept: readonly number[]): Restriction => {
    const r = [...background];
    for (const i of kept) r[picks[i].v] = rows[i];
    return r;
  };
  const open = (r: Restriction, members: readonly number[]) => {
    const ok = available(r, members.map((t) => targets[t]));
    return members.filter((_, i) => ok[i]);
  };
  const start = open(restrictionOf([]), targets.map((_, t) => t));
  // `fresh`: the group dropped a pick since it last tried to keep every remaining pick at once.
  let groups: { kept: number[]; members: number[]; fresh: boolean }[] = start.length ? [{ kept: [], members: start, fresh: true }] : [];
  const done: { kept: number[]; members: number[] }[] = [];
  picks.forEach((_, i) => {
    const next: typeof groups = [];
    for (const g of groups) {
      let members = g.members;
      // Shortcut: most values are out because of one or two picks; once those are dropped, the
      // rest usually all stay. One query keeps them all (each was tried next to a kept set no
      // larger than this one, so the dropped set stays minimal); the others go on pick by pick.
      if (g.fresh) {
        const all = [...g.kept, ...picks.map((__, j) => j).slice(i)];
        const finished = open(restrictionOf(all), members);
        if (finished.length) {
          done.push({ kept: all, members: finished });
          const f = new Set(finished);
          members = members.filter((t) => !f.has(t));
          if (!members.length) continue;
        }
      }
      const kept = [...g.kept, i];
      const keepers = open(restrictionOf(kept), members);
      const keeping = new Set(keepers);
      const droppers = members.filter((t) => !keeping.has(t));
      if (keepers.length) next.push({ kept, members: keepers, fresh: false });
      if (droppers.length) next.push({ kept: g.kept, members: droppers, fresh: true });
    }
    groups = next;
  });
  for (const g of [...done, ...groups]) {
    const kept = new Set(g.kept);
    const dropped = picks.map((_, i) => i).filter((i) => !kept.has(i));
    for (const t of g.members) out[t] = dropped.filter((i) => picks[i].v !== targets[t].v);
  }
  return out;
}
