import { type ItemCompatibility, FREELY_COMPATIBLE, type ItemType } from '../../../src/domain/entities';
import { loadCatalog } from '../../catalog/catalog-loader';
import { aLaCartePricing } from './a-la-carte';
import type { CompatibilityEngine } from '../../configuration/compatibility';
import { buildFullConfiguration } from './config-mapper';
import { defaultSelection, type Selection } from '../../configuration/series-selection';
import { seriesIndex, type SeriesIndex } from '../../configuration/series-index';

let tacoma: SeriesIndex;

beforeAll(() => {
  tacoma = seriesIndex(loadCatalog().get('live', 'toyota', 'tacoma', 2024)!.data);
});

/** A fresh engine (so the per-engine result cache starts empty) that rejects the listed `${type}:${code}` keys. */
function engineRejecting(...rejected: string[]): CompatibilityEngine {
  return {
    compatibility: () => (type: ItemType, code: string): ItemCompatibility =>
      rejected.includes(`${type}:${code}`)
        ? { ...FREELY_COMPATIBLE, isCompatible: false, availableWithTrims: ['7141'], requiredItems: [{ itemCode: 'TC', itemType: 'PACKAGE' }] }
        : FREELY_COMPATIBLE,
    recommend: () => ({ isConfigValid: true, resolveSteps: [] }),
    validity: () => ({ isConfigValid: true, resolveSteps: [] }),
  };
}

function onTrim(code: string, change: Partial<Selection> = {}): Selection {
  return { ...defaultSelection(tacoma, tacoma.trimByCode.get(code)!), ...change };
}

/** Reads every getter (grade.trims, aLaCartePricing) the way the GraphQL executor would. */
const serialise = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && 'gradeName' in v ? { ...v, trims: (v as unknown as { trims: unknown }).trims } : v));

describe('full configuration mapping (precomputed per trim, compatibility per selection)', () => {
  it('overlays each selection\'s compatibility without leaking it into the shared per-trim content', () => {
    const selection = onTrim('7141');
    const first = serialise(buildFullConfiguration(tacoma, selection, engineRejecting()));
    const other = buildFullConfiguration(tacoma, selection, engineRejecting('PACKAGE:PR', 'ENGINE:' + tacoma.trimByCode.get('7141')!.engineCode, 'ACCESSORY:HITCH'));
    expect(other.packages.find((p) => p.code === 'PR')!.compatibility.isCompatible).toBe(false);
    expect(other.trim.engine.compatibility.isCompatible).toBe(false);
    expect(other.trim.powertrain.horsepower.compatibility.isCompatible).toBe(false);
    expect(other.accessories.find((a) => a.code === 'HITCH')!.compatibility.requiredItems).toEqual([{ itemCode: 'TC', itemType: 'PACKAGE' }]);
    // Mapping the first selection again (fresh engine: no cached result) gives exactly the first answer.
    expect(serialise(buildFullConfiguration(tacoma, selection, engineRejecting()))).toBe(first);
  });

  it('shares the selection-independent content between answers for the same trim', () => {
    const a = buildFullConfiguration(tacoma, onTrim('7141'), engineRejecting());
    const b = buildFullConfiguration(tacoma, onTrim('7141', { accessoryCodes: ['HITCH'] }), engineRejecting('PACKAGE:PR'));
    expect(a.accessories[0]!.images).toBe(b.accessories[0]!.images);
    expect(a.defaultConfig).toBe(b.defaultConfig);
    expect(a.trim.defaultConfig).toBe(b.trim.defaultConfig);
    expect(a.grade.image).toBe(b.grade.image);
    expect(a.packages[0]).not.toBe(b.packages[0]);
    expect(b.currentConfig.accessoryCodes).toEqual(['HITCH']);
    expect(a.currentConfig.accessoryCodes).toEqual([]);
  });

  it('keeps per-trim prices and a-la-carte pricing of the trim the selection is on', () => {
    const trim = tacoma.trimByCode.get('7101')!;
    const config = buildFullConfiguration(tacoma, onTrim('7101'), engineRejecting());
    expect(config.msrp.value).toBe(trim.msrp);
    expect(config.aLaCartePricing).toEqual(aLaCartePricing(tacoma, trim));
    expect(config.trim.code).toBe('7101');
    expect(config.grade.trims.map((t) => t.code)).toContain('7101');
    expect(config.accessories.map((a) => a.code)).toEqual(trim.accessories.map(({ id }) => tacoma.accessoryById.get(id)!.code));
  });
});
