import { seededRandom } from './latency-stats';

export interface FeatureModelOptions {
  /** Number of features (Boolean variables), e.g. 2,500 like an automotive product line. */
  features: number;
  /** Cross-tree constraints (requires/excludes and 3-literal rules) to add. */
  crossTree: number;
  seed: number;
}

/**
 * Generates a DIMACS CNF shaped like an automotive feature model (ADR 0146): a feature tree
 * (each feature implies its parent; mandatory children; alternative groups with pairwise
 * exclusion; or-groups), plus cross-tree requires/excludes and three-feature rules between
 * distant subtrees, which is what defeats decision diagrams on the real ones. The root holds and
 * the all-mandatory build is kept valid (cross-tree rules only touch optional features), so
 * the model is consistent. Variables are named by `c <id> <name>` lines like the public models.
 */
export function generateFeatureModelDimacs(opts: FeatureModelOptions): string {
  const rnd = seededRandom(opts.seed);
  const n = opts.features;
  const parent = new Int32Array(n + 1);
  const optional = new Uint8Array(n + 1);
  const clauses: number[][] = [[1]];
  const children: number[][] = Array.from({ length: n + 1 }, () => []);
  // Breadth-first tree: features 2..n hang under an earlier feature, 2..8 children per node.
  let next = 2;
  for (let p = 1; p <= n && next <= n; p++) {
    const kids = 2 + Math.floor(rnd() * 7);
    for (let k = 0; k < kids && next <= n; k++) {
      parent[next] = p;
      children[p].push(next);
      clauses.push([-next, p]);
      next++;
    }
  }
  for (let p = 1; p <= n; p++) {
    const kids = children[p];
    if (kids.length === 0) continue;
    const kind = rnd();
    if (kind < 0.25 && kids.length >= 2) {
      // Alternative group: exactly one child when the parent is chosen.
      clauses.push([-p, ...kids]);
      for (let a = 0; a < kids.length; a++) for (let b = a + 1; b < kids.length; b++) clauses.push([-kids[a], -kids[b]]);
      for (const c of kids) optional[c] = 1;
    } else if (kind < 0.4 && kids.length >= 2) {
      clauses.push([-p, ...kids]); // or-group: at least one
      for (const c of kids) optional[c] = 1;
    } else {
      for (const c of kids) {
        if (rnd() < 0.3) clauses.push([-p, c]); // mandatory
        else optional[c] = 1;
      }
    }
  }
  // Group members stay choosable when the all-mandatory build is used: the first member of an
  // alternative/or group is the one the base build takes, so cross-tree rules avoid it.
  const free: number[] = [];
  for (let f = 2; f <= n; f++) if (optional[f] && children[parent[f]][0] !== f) free.push(f);
  const pick = () => free[Math.floor(rnd() * free.length)];
  for (let k = 0; k < opts.crossTree && free.length > 3; k++) {
    const [a, b, c] = [pick(), pick(), pick()];
    if (a === b || b === c || a === c) continue;
    const r = rnd();
    if (r < 0.5) clauses.push([-a, b]); // a requires b
    else if (r < 0.8) clauses.push([-a, -b]); // a excludes b
    else clauses.push([-a, -b, c]); // a and b require c
  }
  const lines = [`c generated automotive-like feature model: ${n} features, seed ${opts.seed}`];
  for (let f = 1; f <= n; f++) lines.push(`c ${f} F${f}`);
  lines.push(`p cnf ${n} ${clauses.length}`);
  for (const c of clauses) lines.push(`${c.join(' ')} 0`);
  return `${lines.join('\n')}\n`;
}
