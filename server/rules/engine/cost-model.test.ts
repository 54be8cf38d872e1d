import { catalogCosts, costTable, DEFAULT_CHANGE, EXPLICIT_CHANGE, unitCosts } from './cost-model';
import { indexModel } from './rule-model';
import { parseSalesCsv, salesCosts } from '../importers/sales-history';

const m = indexModel(
  {
    format: 'rule-model/1',
    name: 'm',
    variables: [
      { name: 'Color', values: ['white', 'red', 'blue'], prices: [0, 425, 0] },
      { name: 'Roof', values: ['0', '1'], prices: [0, 1200] },
    ],
    constraints: [],
  },
  'm',
);

describe('cost model', () => {
  it('charges more for losing an explicit choice than a default, and breaks ties by price movement', () => {
    const current = [1, 0];
    const costs = catalogCosts(m, current, new Set([0]));
    expect(costs.changeCost(0, 0)).toBe(EXPLICIT_CHANGE + 425);
    expect(costs.changeCost(1, 1)).toBe(DEFAULT_CHANGE + 1200);
    expect(costs.changeCost(0, 0)).toBeGreaterThan(costs.changeCost(1, 1));
  });

  it('makes keeping a value free, moving the latest pick impossible, and free variables free', () => {
    const t = costTable(m, [0, undefined], { v: 0, value: 0 }, unitCosts);
    expect(t).toEqual([
      [0, Infinity, Infinity],
      [0, 0],
    ]);
    expect(costTable(m, [0, 1], undefined, unitCosts)).toEqual([
      [0, 1, 1],
      [1, 0],
    ]);
  });

  it('lets a sales history make popular values cheaper to move to', () => {
    const stats = parseSalesCsv('n,Color,Roof\n90,white,1\n10,red,0\n3,purple,1\n', 'sales.csv', m);
    expect(stats.counts[0]).toEqual([90, 10, 0]);
    expect(stats.counts[1]).toEqual([10, 93]);
    const costs = salesCosts(m, stats);
    expect(costs.changeCost(0, 0)).toBeLessThan(costs.changeCost(0, 1));
    expect(costs.changeCost(0, 1)).toBeLessThan(costs.changeCost(0, 2));
  });

  it('names the file and line of a bad sales row', () => {
    expect(() => parseSalesCsv('n,Color\nx,white\n', 'sales.csv', m)).toThrow('sales.csv:2: count "x" is not a number');
    expect(() => parseSalesCsv('n,Paint\n1,white\n', 'sales.csv', m)).toThrow('sales.csv:1: column 2 names unknown variable Paint');
  });
});
