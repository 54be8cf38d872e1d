import { outTheDoorEstimate, ratePart } from './out-the-door';
import { STATE_VEHICLE_TAXES } from './price-data/state-vehicle-taxes';
import { DISTRIBUTOR_REGIONS, DOCUMENTATION_FEE_CAPS, REGISTRATION_CHARGES } from './price-data/vehicle-fees';

const amounts = (e: ReturnType<typeof outTheDoorEstimate>) => e.lines.map((l) => [l.kind, l.taxKind ?? '', l.amountCents]);

describe('out-the-door estimate (expectations computed by hand)', () => {
  it('California: MSRP, dealer accessories, the $85 doc fee cap, 7.25 % sales tax, 0.65 % license fee', () => {
    // $31,245 MSRP + $70 dealer-installed = $31,315 taxable.
    // tax: 3,131,500 cents x 7.25 % = 227,033.75 -> 227,034; VLF: 3,131,500 x 0.65 % = 20,354.75 -> 20,355.
    const e = outTheDoorEstimate({ totalSRP: 31_245, totalCost: 31_315, brand: 'toyota', state: 'CA' });
    expect(amounts(e)).toEqual([
      ['msrp', '', 3_124_500],
      ['dealer-accessories', '', 7_000],
      ['documentation-fee', '', 8_500],
      ['vehicle-tax', 'sales', 227_034],
      ['registration', '', 20_355],
    ]);
    // 3,124,500 + 7,000 + 8,500 + 227,034 + 20,355 = 3,387,389
    expect(e.totalCents).toBe(3_387_389);
    expect(e.omitted.map((o) => o.part)).toEqual(['local-taxes', 'incentives']);
  });

  it('North Carolina: the 3 % highway-use tax instead of sales tax, and the Southeast distributor named', () => {
    // 4,000,000 cents x 3 % = 120,000.
    const e = outTheDoorEstimate({ totalSRP: 40_000, totalCost: 40_000, brand: 'toyota', state: 'NC' });
    expect(amounts(e)).toEqual([['msrp', '', 4_000_000], ['vehicle-tax', 'highway-use', 120_000]]);
    expect(e.totalCents).toBe(4_120_000);
    expect(e.omitted).toContainEqual(expect.objectContaining({ part: 'distributor-fees', region: 'Southeast Toyota Distributors' }));
    // Lexus has no distributor there.
    expect(outTheDoorEstimate({ totalSRP: 40_000, totalCost: 40_000, brand: 'lexus', state: 'NC' }).omitted.map((o) => o.part)).not.toContain('distributor-fees');
  });

  it.each([
    ['OR', [['msrp', '', 5_000_000], ['vehicle-tax', 'sales', 0], ['vehicle-tax', 'privilege', 25_000]], 5_025_000], // 0.5 % privilege tax
    ['MT', [['msrp', '', 5_000_000], ['vehicle-tax', 'sales', 0]], 5_000_000],
    ['NH', [['msrp', '', 5_000_000], ['vehicle-tax', 'sales', 0]], 5_000_000],
    ['DE', [['msrp', '', 5_000_000], ['vehicle-tax', 'sales', 0], ['vehicle-tax', 'document-fee', 212_500]], 5_212_500], // 4.25 %
  ] as const)('%s: a $0 general sales tax line and any vehicle-specific tax named', (state, expected, total) => {
    const e = outTheDoorEstimate({ totalSRP: 50_000, totalCost: 50_000, brand: 'lexus', state });
    expect(amounts(e)).toEqual(expected);
    expect(e.totalCents).toBe(total);
    expect(e.lines.find((l) => l.taxKind === 'sales')!.basis).toEqual({ type: 'no-general-sales-tax' });
  });

  it('South Carolina caps its 5 % infrastructure fee at $500', () => {
    // 5 % of $40,000 = $2,000 > $500 cap; 5 % of $8,000 = $400 under it.
    expect(amounts(outTheDoorEstimate({ totalSRP: 40_000, totalCost: 40_000, brand: 'lexus', state: 'SC' }))[1]).toEqual(['vehicle-tax', 'infrastructure-fee', 50_000]);
    expect(amounts(outTheDoorEstimate({ totalSRP: 8_000, totalCost: 8_000, brand: 'lexus', state: 'SC' }))[1]).toEqual(['vehicle-tax', 'infrastructure-fee', 40_000]);
  });

  it('Connecticut taxes a vehicle over $50,000 at 7.75 % on the whole price', () => {
    // $50,000: 6.35 % = 317,500 cents; $50,001: 7.75 % of 5,000,100 = 387,507.75 -> 387,508.
    expect(amounts(outTheDoorEstimate({ totalSRP: 50_000, totalCost: 50_000, brand: 'toyota', state: 'CT' }))[1]).toEqual(['vehicle-tax', 'sales', 317_500]);
    expect(amounts(outTheDoorEstimate({ totalSRP: 50_001, totalCost: 50_001, brand: 'toyota', state: 'CT' }))[1]).toEqual(['vehicle-tax', 'sales', 387_508]);
  });

  it('Oklahoma: 3.25 % excise and 1.25 % sales tax on a new vehicle, Gulf States named for Toyota', () => {
    // $30,000: 97,500 + 37,500 cents.
    const e = outTheDoorEstimate({ totalSRP: 30_000, totalCost: 30_000, brand: 'toyota', state: 'OK' });
    expect(amounts(e).slice(1)).toEqual([['vehicle-tax', 'excise', 97_500], ['vehicle-tax', 'sales', 37_500]]);
    expect(e.omitted).toContainEqual(expect.objectContaining({ part: 'distributor-fees', region: 'Gulf States Toyota' }));
  });

  it('says what it leaves out where no figure has a source, and never guesses one', () => {
    const e = outTheDoorEstimate({ totalSRP: 30_000, totalCost: 30_000, brand: 'toyota', state: 'ND' });
    expect(amounts(e)).toEqual([['msrp', '', 3_000_000]]);
    expect(e.omitted.map((o) => o.part)).toEqual(['documentation-fee', 'vehicle-tax', 'registration', 'incentives']);
  });

  it('rounds half a cent up and sums its lines exactly', () => {
    expect(ratePart(1, 500_000)).toBe(1); // 0.5 cent -> 1
    expect(ratePart(1, 499_999)).toBe(0);
    // 999,999,999 cents x 72,500 ppm = 72,499,999,927,500 / 10^6 = 72,499,999.9275 -> 72,500,000 (exact in integers).
    expect(ratePart(999_999_999, 72_500)).toBe(72_500_000);
    expect(ratePart(999_999_999, 72_499)).toBe(72_499_000); // 72,498,999.927501 -> 72,499,000
    expect(ratePart(3_333_333, 15)).toBe(50); // 49.999995 -> 50
    for (const state of [...Object.keys(STATE_VEHICLE_TAXES), 'ND', 'HI']) {
      for (const [srp, cost] of [[28_399, 28_399], [61_234, 62_001], [1, 1]]) {
        const e = outTheDoorEstimate({ totalSRP: srp!, totalCost: cost!, brand: 'toyota', state });
        expect(e.lines.every((l) => Number.isInteger(l.amountCents))).toBe(true);
        expect(e.totalCents).toBe(e.lines.reduce((s, l) => s + l.amountCents, 0));
      }
    }
  });

  it('refuses totals that are not whole dollars or where the cost is below the MSRP', () => {
    expect(() => outTheDoorEstimate({ totalSRP: 100.5, totalCost: 101, brand: 'toyota', state: 'CA' })).toThrow('whole dollars');
    expect(() => outTheDoorEstimate({ totalSRP: 100, totalCost: 99, brand: 'toyota', state: 'CA' })).toThrow();
  });
});

describe('price tables', () => {
  it('give every row a public source and a date', () => {
    const sources = [
      ...Object.values(STATE_VEHICLE_TAXES).flatMap((s) => [...s.taxes.map((t) => t.source), ...(s.noSalesTaxSource ? [s.noSalesTaxSource] : [])]),
      ...Object.values(DOCUMENTATION_FEE_CAPS).map((f) => f.source),
      ...Object.values(REGISTRATION_CHARGES).map((f) => f.source),
      ...DISTRIBUTOR_REGIONS.map((r) => r.source),
    ];
    for (const s of sources) {
      expect(s.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov|us|com|org)(\/|$)/);
      expect(s.title.length).toBeGreaterThan(10);
      expect(s.inForceOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // A state without a general sales tax says where that is stated.
    for (const [state, s] of Object.entries(STATE_VEHICLE_TAXES)) if (!s.generalSalesTax) expect([state, s.noSalesTaxSource]).toEqual([state, expect.anything()]);
  });
});
