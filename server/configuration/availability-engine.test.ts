import { loadCatalog } from '../catalog/catalog-loader';
import { availabilityEngine } from './availability-engine';
import { defaultSelection, type Selection } from './selection';
import { seriesIndex, type SeriesIndex } from './series-index';
import { violations } from './rule-checks';

const engine = availabilityEngine;
let tacoma: SeriesIndex;

beforeAll(() => {
  tacoma = seriesIndex(loadCatalog().get('live', 'toyota', 'tacoma', 2024)!.data);
});

function onTrim(code: string, change: Partial<Selection> = {}): Selection {
  return { ...defaultSelection(tacoma, tacoma.trimByCode.get(code)!), ...change };
}

describe('catalog-availability compatibility', () => {
  it('marks a package whose required package is missing as incompatible and names the requirement', () => {
    const compat = engine.compatibility(tacoma, onTrim('7141'))('PACKAGE', 'PR');
    expect(compat.isCompatible).toBe(false);
    expect(compat.requiredItems).toEqual([{ itemCode: 'TC', itemType: 'PACKAGE' }]);
    expect(compat.availableWithTrims).toContain('7141');
  });

  it('marks the package compatible once its requirement is selected', () => {
    const selection = onTrim('7141');
    const compat = engine.compatibility(tacoma, { ...selection, packageCodes: [...selection.packageCodes, 'TC'] })('PACKAGE', 'PR');
    expect(compat.isCompatible).toBe(true);
  });

  it('marks packages that exclude a selected package as incompatible', () => {
    const selection = onTrim('7141');
    const lookup = engine.compatibility(tacoma, { ...selection, packageCodes: [...selection.packageCodes, 'CR'] });
    expect(lookup('PACKAGE', 'MR').isCompatible).toBe(false);
    expect(lookup('PACKAGE', 'LK').isCompatible).toBe(true);
  });

  it('ties accessories to packages and grades', () => {
    const lookup = engine.compatibility(tacoma, onTrim('7141'));
    expect(lookup('ACCESSORY', 'XBARS')).toMatchObject({ isCompatible: false, requiredItems: [{ itemCode: 'CR', itemType: 'PACKAGE' }] });
    expect(lookup('ACCESSORY', 'TRDSKD').isCompatible).toBe(true);
    const limited = engine.compatibility(tacoma, onTrim('7151'))('ACCESSORY', 'TRDSKD');
    expect(limited.isCompatible).toBe(false);
    expect(limited.availableWithTrims).not.toContain('7151');
  });

  it('applies colour pairs per grade and colours offered only on some grades', () => {
    const lookup = engine.compatibility(tacoma, onTrim('7151', { interiorColorCode: 'LB40' }));
    expect(lookup('EXTERIOR_COLOR', '3U5')).toMatchObject({ isCompatible: false, requiredItems: [{ itemCode: 'LB20', itemType: 'INTERIOR_COLOR' }] });
    const bronze = lookup('EXTERIOR_COLOR', '4Y8');
    expect(bronze.isCompatible).toBe(false);
    expect(bronze.availableWithTrims.every((code) => tacoma.trimByCode.get(code)!.gradeId === 'trdoffroad')).toBe(true);
  });

  it('calls a powertrain value compatible when a same-grade trim takes the build unchanged', () => {
    const lookup = engine.compatibility(tacoma, onTrim('7141'));
    expect(lookup('TRANSMISSION', 'MT6').isCompatible).toBe(true);
    expect(lookup('CAB_BED', 'XC6').isCompatible).toBe(false);
    expect(lookup('CAB_BED', 'XC6').availableWithTrims).toEqual(expect.arrayContaining(['7101', '7121']));
  });
});

describe('catalog-availability recommendation', () => {
  it('accepts a compatible pick as valid with no steps', () => {
    const result = engine.recommend(tacoma, onTrim('7141'), { itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' }, new Set());
    expect(result).toEqual({ isConfigValid: true, resolveSteps: [] });
  });

  it('adds the required package in the first step and keeps the trim', () => {
    const result = engine.recommend(tacoma, onTrim('7141'), { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD' }, new Set());
    expect(result.isConfigValid).toBe(false);
    expect(result.resolveSteps[0]).toMatchObject({ applicableTrimId: null, requiredChanges: [{ changeType: 'ADD', itemCode: 'TC', itemType: 'PACKAGE' }] });
  });

  it('removes an excluded package and never undoes the latest pick', () => {
    const selection = onTrim('7141');
    const withCr = { ...selection, packageCodes: [...selection.packageCodes, 'CR'] };
    const result = engine.recommend(tacoma, withCr, { itemCode: 'MR', itemType: 'PACKAGE', changeType: 'ADD' }, new Set());
    expect(result.isConfigValid).toBe(false);
    expect(result.resolveSteps[0]!.requiredChanges).toEqual([{ changeType: 'REMOVE', itemCode: 'CR', itemType: 'PACKAGE' }]);
    for (const step of result.resolveSteps) expect(step.requiredChanges.some((c) => c.itemCode === 'MR')).toBe(false);
  });

  it('removes dependants when a required package is removed', () => {
    const selection = onTrim('7141');
    const built = { ...selection, packageCodes: [...selection.packageCodes, 'TC', 'PR'] };
    const result = engine.recommend(tacoma, built, { itemCode: 'TC', itemType: 'PACKAGE', changeType: 'REMOVE' }, new Set());
    expect(result.resolveSteps[0]!.requiredChanges).toEqual([{ changeType: 'REMOVE', itemCode: 'PR', itemType: 'PACKAGE' }]);
  });

  it('switches to the applicable trim when a powertrain change needs nothing else', () => {
    const result = engine.recommend(tacoma, onTrim('7141'), { itemCode: 'MT6', itemType: 'TRANSMISSION', changeType: 'ADD' }, new Set());
    expect(result).toEqual({ isConfigValid: true, resolveSteps: [expect.objectContaining({ applicableTrimId: '7142', requiredChanges: [] })] });
  });

  it('offers at most three steps, best first, each leading to a valid build', () => {
    const result = engine.recommend(tacoma, onTrim('7151'), { itemCode: '4Y8', itemType: 'EXTERIOR_COLOR', changeType: 'ADD' }, new Set());
    expect(result.isConfigValid).toBe(false);
    expect(result.resolveSteps.length).toBeGreaterThan(0);
    expect(result.resolveSteps.length).toBeLessThanOrEqual(3);
    const weights = result.resolveSteps.map((s) => s.weight);
    expect([...weights].sort((a, b) => a - b)).toEqual(weights);
    for (const step of result.resolveSteps) {
      const trim = tacoma.trimByCode.get(step.applicableTrimId!)!;
      expect(trim.gradeId).toBe('trdoffroad');
    }
  });

  it('makes losing an explicit pick cost more than losing a default', () => {
    const selection = onTrim('7141');
    const withCr = { ...selection, packageCodes: [...selection.packageCodes, 'CR'] };
    const latest = { itemCode: 'MR', itemType: 'PACKAGE', changeType: 'ADD' } as const;
    const implicit = engine.recommend(tacoma, withCr, latest, new Set());
    const explicit = engine.recommend(tacoma, withCr, latest, new Set(['PACKAGE:CR']));
    expect(explicit.resolveSteps[0]!.weight).toBeGreaterThan(implicit.resolveSteps[0]!.weight);
  });

  it('keeps every default build valid', () => {
    for (const trim of tacoma.file.trims) expect(violations(tacoma, defaultSelection(tacoma, trim))).toEqual([]);
  });
});
