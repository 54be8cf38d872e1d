import { catalogRulesSchema } from './catalog-rules.schema';
import { exteriorColorSchema, mileageSchema } from './catalog.schema';

const pathsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((i) => i.path.map(String).join('.'));

describe('catalog schema refinements', () => {
  it('needs combined mpg, or mpge and range, when mileage is available', () => {
    expect(mileageSchema.safeParse({ category: 'Gas', isAvailable: true, city: 20 }).success).toBe(false);
    expect(mileageSchema.safeParse({ category: 'Gas', isAvailable: true, combined: 23 }).success).toBe(true);
    expect(mileageSchema.safeParse({ category: 'Fuel Cell', isAvailable: true, mpge: 74 }).success).toBe(false);
    expect(mileageSchema.safeParse({ category: 'Fuel Cell', isAvailable: true, mpge: 74, range: 402 }).success).toBe(true);
    expect(mileageSchema.safeParse({ category: 'Gas', isAvailable: false }).success).toBe(true);
  });

  it('ties isExtraCostColor to a positive price', () => {
    const colour = { id: 'ext-1', code: '1', title: 'Red', hexCode: '#AA0000', colorFamilies: [{ name: 'Red', hexCode: '#AA0000' }] };
    expect(exteriorColorSchema.safeParse({ ...colour, isExtraCostColor: true, msrp: 425 }).success).toBe(true);
    const bad = exteriorColorSchema.safeParse({ ...colour, isExtraCostColor: true, msrp: 0 });
    expect(pathsOf(bad)).toEqual(['isExtraCostColor']);
  });

  it('rejects combination rows of the wrong width and accessory rules without a condition', () => {
    const bad = catalogRulesSchema.safeParse({
      combinations: [{ id: 'c', attributes: ['CAB_BED', 'TRANSMISSION'], allowed: [['DC5', 'AT8'], ['DC6']] }],
      accessoryRequires: [{ accessory: 'X' }],
    });
    expect(pathsOf(bad)).toEqual(expect.arrayContaining(['combinations.0.allowed.1', 'accessoryRequires.0']));
  });

  it('defaults every rule list to empty and packageRequires mode to allOf', () => {
    const parsed = catalogRulesSchema.parse({ packageRequires: [{ package: 'PR', requires: ['TC'] }] });
    expect(parsed.packageRequires[0]!.mode).toBe('allOf');
    expect(parsed.colorPairs).toEqual([]);
    expect(parsed.combinations).toEqual([]);
  });
});
