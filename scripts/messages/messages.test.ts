import { catalogueProblems, catalogueText, type Extraction } from './messages';

const extraction = (catalogue: Record<string, string>, more: Partial<Extraction> = {}): Extraction => ({ catalogue, duplicates: [], withoutDefault: [], ...more });
const code = { 'a.close': 'Close', 'b.total': 'Total {price}' };

describe('message catalogue check (npm run messages:extract -- --check)', () => {
  it('passes when English is the extraction and Spanish has every key', () => {
    expect(catalogueProblems(extraction(code), { ...code }, { 'a.close': 'Cerrar', 'b.total': 'Total {price}' })).toEqual([]);
  });

  it('fails on a message missing from either language', () => {
    expect(catalogueProblems(extraction(code), { 'a.close': 'Close' }, { 'a.close': 'Cerrar' })).toEqual([
      'b.total: missing from locales/en.json (run npm run messages:extract)',
      'b.total: missing from locales/es.json (add the Spanish text)',
    ]);
  });

  it('fails on an English text that differs from its defaultMessage, and on stale keys in either language', () => {
    const problems = catalogueProblems(extraction(code), { ...code, 'a.close': 'Shut', 'c.gone': 'Old' }, { 'a.close': 'Cerrar', 'b.total': 'Total {price}', 'd.gone': 'Viejo' });
    expect(problems).toEqual([
      'a.close: locales/en.json says "Shut", the code "Close" (run npm run messages:extract)',
      'c.gone: stale in locales/en.json, no code defines it (run npm run messages:extract)',
      'd.gone: stale in locales/es.json, no code defines it (remove it)',
    ]);
  });

  it('fails on an id defined twice differently, or used without a defaultMessage', () => {
    const es = { 'a.close': 'Cerrar', 'b.total': 'Total {price}' };
    expect(catalogueProblems(extraction(code, { duplicates: ['a.close'], withoutDefault: ['e.bare'] }), { ...code }, es)).toEqual([
      'e.bare: used without a defaultMessage (English pages render the defaults)',
      'a.close: defined more than once with different texts or descriptions (define it once, in platform if parcels share it)',
    ]);
  });

  it('fails when English has the right texts in another order than extraction writes', () => {
    expect(catalogueProblems(extraction(code), { 'b.total': 'Total {price}', 'a.close': 'Close' }, { 'a.close': 'Cerrar', 'b.total': 'Total {price}' })).toEqual([
      'locales/en.json is not in the order extraction writes (run npm run messages:extract)',
    ]);
    expect(catalogueText(code)).toBe('{\n  "a.close": "Close",\n  "b.total": "Total {price}"\n}\n');
  });
});
