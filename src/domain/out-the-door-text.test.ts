import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { outTheDoorEstimate } from './out-the-door';
import { describeOtd, formatCents, formatRate, type Translate } from './out-the-door-text';

const translator = (catalogue: Record<string, string>): Translate => (id, values = {}) => catalogue[id]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);

describe('out-the-door text', () => {
  it('formats cents and rates', () => {
    expect(formatCents(227_034)).toBe('$2,270.34');
    expect(formatCents(3_124_500)).toBe('$31,245.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatRate(72_500)).toBe('7.25%');
    expect(formatRate(30_000)).toBe('3%');
  });

  it('names each line, its basis and source in English', () => {
    const text = describeOtd(outTheDoorEstimate({ totalSRP: 40_000, totalCost: 40_000, brand: 'toyota', state: 'NC' }), translator(en), 'en');
    expect(text.rows).toEqual([
      { label: 'Total MSRP (with Delivery, Processing and Handling)', basis: 'From your build', amount: '$40,000.00' },
      { label: 'Highway use tax', basis: '3% of $40,000.00', amount: '$1,200.00', source: { url: 'https://www.ncdot.gov/dmv/', host: 'www.ncdot.gov' } },
    ]);
    expect(text.total).toEqual({ label: 'Estimated total', basis: 'Sum of the lines above', amount: '$41,200.00' });
    expect(text.omitted).toContain('Southeast Toyota Distributors region: the distributor\'s added equipment and charges vary by dealer and have no published figure.');
    expect(text.omitted).toContain('Documentation fee: each dealer in North Carolina sets its own.');
  });

  it('says in Spanish that Oregon has no general sales tax and names its privilege tax', () => {
    const text = describeOtd(outTheDoorEstimate({ totalSRP: 50_000, totalCost: 50_000, brand: 'lexus', state: 'OR' }), translator(es), 'es');
    expect(text.rows.slice(1)).toEqual([
      { label: 'Impuesto sobre las ventas', basis: 'Oregón no tiene impuesto general sobre las ventas', amount: '$0.00', source: { url: 'https://www.oregon.gov/dor/', host: 'www.oregon.gov' } },
      { label: 'Impuesto de privilegio vehicular', basis: '0.5% de $50,000.00', amount: '$250.00', source: { url: 'https://www.oregon.gov/dor/', host: 'www.oregon.gov' } },
    ]);
    expect(text.total.amount).toBe('$50,250.00');
  });
});
