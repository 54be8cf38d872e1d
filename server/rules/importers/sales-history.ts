import { ModelError } from '../engine/model-error';
import type { CostModel } from '../engine/cost-model';
import type { IndexedModel } from '../engine/rule-model';

/** Sold-configuration frequencies per variable and value (Laplace-smoothed when used). */
export interface SalesStats {
  counts: number[][];
  totals: number[];
  /** Complete sessions (value index per variable, undefined when not recorded) with their count. */
  sessions: { weight: number; values: (number | undefined)[] }[];
}

/**
 * Reads a sales-history CSV: a header naming variables, first column the number of sales,
 * then one column per variable holding the sold value. Values outside the variable's domain
 * (old catalogue codes, "-1" for not recorded) count as not recorded.
 */
export function parseSalesCsv(text: string, source: string, m: IndexedModel): SalesStats {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new ModelError(source, 1, 'empty sales file');
  const header = lines[0].split(',').map((h) => h.trim());
  const cols = header.slice(1).map((name, i) => {
    const v = m.varIndex.get(name);
    if (v === undefined) throw new ModelError(source, 1, `column ${i + 2} names unknown variable ${name}`);
    return v;
  });
  const counts = m.domains.map((d) => new Array<number>(d.length).fill(0));
  const totals = m.domains.map(() => 0);
  const sessions: SalesStats['sessions'] = [];
  lines.slice(1).forEach((line, i) => {
    const cells = line.split(',').map((c) => c.trim());
    const weight = Number(cells[0]);
    if (!Number.isFinite(weight) || weight < 0) throw new ModelError(source, i + 2, `count "${cells[0]}" is not a number`);
    if (cells.length !== header.length) throw new ModelError(source, i + 2, `expected ${header.length} cells, found ${cells.length}`);
    const values: (number | undefined)[] = m.names.map(() => undefined);
    cols.forEach((v, c) => {
      const j = m.valueIndex[v].get(cells[c + 1]);
      if (j === undefined) return;
      values[v] = j;
      counts[v][j] += weight;
      totals[v] += weight;
    });
    sessions.push({ weight, values });
  });
  return { counts, totals, sessions };
}

/**
 * Sales-based change costs: moving to a value that sells often is cheap, to a rarely sold
 * one expensive: 100 + round(100 * -ln p), p the smoothed share of that value in sales.
 */
export function salesCosts(m: IndexedModel, stats: SalesStats): CostModel {
  return {
    changeCost(v, to) {
      const p = (stats.counts[v][to] + 1) / (stats.totals[v] + m.domains[v].length);
      return 100 + Math.round(-100 * Math.log(p));
    },
  };
}
