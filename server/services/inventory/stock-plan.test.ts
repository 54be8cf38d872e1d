import { loadCatalog } from '../../catalog/catalog-loader';
import { loadDealerDirectory } from '../dealers/dealer-directory';
import { arrivalOf } from '../../graphql/mappers/inventory-mapper';
import { generateLot } from './stock-generator';
import { planStock } from './stock-plan';
import { shippedSuppression } from './test-support';

const entries = loadCatalog().list('live');
const dealers = loadDealerDirectory().list();

describe('stock plan', () => {
  it('splits exactly the size asked for over dealers and both brands', () => {
    for (const size of [1, 977, 50_000]) {
      const lots = planStock(entries, dealers, shippedSuppression(), size);
      expect(lots.reduce((sum, lot) => sum + lot.count, 0)).toBe(size);
    }
    const lots = planStock(entries, dealers, shippedSuppression(), 50_000);
    expect(new Set(lots.map((l) => l.entry.brand))).toEqual(new Set(['toyota', 'lexus']));
    expect(new Set(lots.map((l) => l.dealer.id)).size).toBe(dealers.length);
  });

  it('stocks a model only where it is sold (the Mirai in California only)', () => {
    const mirai = planStock(entries, dealers, shippedSuppression(), 50_000).filter((l) => l.entry.seriesId === 'mirai');
    expect(mirai.length).toBeGreaterThan(0);
    expect(new Set(mirai.map((l) => l.dealer.state))).toEqual(new Set(['CA']));
  });

  it('generates the same lot twice from the same input', () => {
    const lot = planStock(entries, dealers, shippedSuppression(), 5_000)[7]!;
    expect(generateLot(lot, 100)).toEqual(generateLot(lot, 100));
  });
});

describe('arrival dates', () => {
  it('count days from the generation day and end once the day has come', () => {
    expect(arrivalOf('2026-11-27', null, '2026-11-27')).toBeNull();
    expect(arrivalOf('2026-11-27', 5, '2026-11-27')).toBe('2026-12-02');
    expect(arrivalOf('2026-12-30', 3, '2026-12-31')).toBe('2027-01-02');
    expect(arrivalOf('2026-11-27', 5, '2026-12-02')).toBeNull();
  });
});
