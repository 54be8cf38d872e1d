import { combineDomains, combineResolutions } from './component-combine';
import type { ModelComponent } from './component-split';
import type { Assignment } from './explain';
import type { CostTable, DomainsResult, Restriction } from './mdd-queries';
import type { Resolution } from './mdd-resolve';

/** What a part's engine answers (a RulesEngine over the part's own variables). */
export interface PartEngine {
  domains(r: Restriction): DomainsResult;
  consistent(r: Restriction): boolean;
  available(r: Restriction, targets: readonly Assignment[]): boolean[];
  count(r: Restriction): bigint | undefined;
  readonly notCountedReason: string | undefined;
  resolve(costs: CostTable, current: (number | undefined)[], k: number): Resolution[];
  cheapestBuildsWith(costs: CostTable, targets: { v: number; value: number }[]): (number[] | undefined)[];
  cheapestBuild(costs: CostTable): number[] | undefined;
  readonly size: { nodes: number; edges: number } | undefined;
}

/**
 * The queries of a model split into independent components (component-split.ts), each part
 * answered by its own engine over its own variables: its valid builds are the cartesian product
 * of the parts', so every query is the parts' answers put together.
 */
export class EngineParts {
  /** Each variable's part and its index inside that part. */
  private readonly part: Int32Array;
  private readonly local: Int32Array;

  constructor(
    readonly list: (ModelComponent & { engine: PartEngine })[],
    private readonly n: number,
  ) {
    this.part = new Int32Array(n);
    this.local = new Int32Array(n);
    list.forEach((p, i) => p.vars.forEach((v, l) => ((this.part[v] = i), (this.local[v] = l))));
  }

  private sub<T>(p: ModelComponent, xs: readonly T[]): T[] {
    return p.vars.map((v) => xs[v]);
  }

  domains(r: Restriction): DomainsResult {
    return combineDomains(this.list.map((p) => ({ vars: p.vars, result: p.engine.domains(this.sub(p, r)) })), this.n);
  }

  consistent(r: Restriction): boolean {
    return this.list.every((p) => p.engine.consistent(this.sub(p, r)));
  }

  /** A target's own part must take it, and every other part must still have a build. */
  available(r: Restriction, targets: readonly Assignment[]): boolean[] {
    const consistent = new Map<number, boolean>();
    const partOk = (i: number) => {
      let ok = consistent.get(i);
      if (ok === undefined) consistent.set(i, (ok = this.list[i].engine.consistent(this.sub(this.list[i], r))));
      return ok;
    };
    return targets.map((t) => {
      const i = this.part[t.v];
      const own = this.list[i].engine.available(this.sub(this.list[i], r), [{ v: this.local[t.v], value: t.value }])[0];
      return own && this.list.every((_, j) => j === i || partOk(j));
    });
  }

  /** The builds are the product of the parts' builds (undefined when a part does not count). */
  count(r: Restriction): bigint | undefined {
    let total = 1n;
    for (const p of this.list) {
      const c = p.engine.count(this.sub(p, r));
      if (c === undefined) return undefined;
      total *= c;
    }
    return total;
  }

  get notCountedReason(): string | undefined {
    return this.list.find((p) => p.engine.notCountedReason)?.engine.notCountedReason;
  }

  resolve(costs: CostTable, current: (number | undefined)[], k: number): Resolution[] {
    return combineResolutions(
      this.list.map((p) => ({ vars: p.vars, list: p.engine.resolve(this.sub(p, costs), this.sub(p, current), k) })),
      k,
    );
  }

  /** Cheapest build with a target: the target's part takes it, every other its cheapest build. */
  cheapestBuildsWith(costs: CostTable, targets: { v: number; value: number }[]): (number[] | undefined)[] {
    const sub = this.list.map((p) => this.sub(p, costs));
    let free: (number[] | undefined)[] | undefined;
    return targets.map((t) => {
      const i = this.part[t.v];
      const own = this.list[i].engine.cheapestBuildsWith(sub[i], [{ v: this.local[t.v], value: t.value }])[0];
      if (!own) return undefined;
      // Every other part's cheapest build (independent of the target), computed once.
      free ??= this.list.map((p, j) => p.engine.cheapestBuild(sub[j]));
      return this.join((j) => (j === i ? own : free![j]));
    });
  }

  cheapestBuild(costs: CostTable): number[] | undefined {
    return this.join((j) => this.list[j].engine.cheapestBuild(this.sub(this.list[j], costs)));
  }

  /** A whole build from each part's (undefined when a part has none). */
  private join(partBuild: (j: number) => number[] | undefined): number[] | undefined {
    const out = new Array<number>(this.n);
    for (let j = 0; j < this.list.length; j++) {
      const vals = partBuild(j);
      if (!vals) return undefined;
      this.list[j].vars.forEach((v, l) => (out[v] = vals[l]));
    }
    return out;
  }

  get size(): { nodes: number; edges: number } | undefined {
    const sizes = this.list.map((p) => p.engine.size);
    if (sizes.some((x) => !x)) return undefined;
    return { nodes: sizes.reduce((a, x) => a + x!.nodes, 0), edges: sizes.reduce((a, x) => a + x!.edges, 0) };
  }
}
