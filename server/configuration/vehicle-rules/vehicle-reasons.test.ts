import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATALOG_DIR, parseCatalogFile } from '../../catalog/catalog-loader';
import { VehicleRules } from './vehicle-rules';
import type { VehicleSelection } from './vehicle-selection';

/** The live catalog files the cases were found on (shipped in the repository). */
const rulesOf = (brand: string, file: string) => {
  const path = join(DEFAULT_CATALOG_DIR, 'live', brand, file);
  return new VehicleRules(parseCatalogFile(path, readFileSync(path, 'utf8')));
};
const tacoma = rulesOf('toyota', 'tacoma-2024.json');
const rx = rulesOf('lexus', 'rx-2025.json');

const onGrade = (rules: VehicleRules, gradeId: string, packageCodes: string[], accessoryCodes: string[] = []): VehicleSelection => ({
  trim: rules.file.trims.find((t) => t.gradeId === gradeId)!.code,
  packageCodes: ['FE', 'QD', ...packageCodes],
  accessoryCodes,
});
const pkg = (itemCode: string) => ({ itemCode, itemType: 'PACKAGE' });
const acc = (itemCode: string) => ({ itemCode, itemType: 'ACCESSORY' });

describe('vehicle rules: the reasons shown are the engine explanation for this build', () => {
  it('names the pick that rules an item out, not the grades, when the grade offers it (moonroof vs roof rack)', () => {
    const d = tacoma.domains(onGrade(tacoma, 'trdoffroad', ['CR']));
    expect(d.PACKAGE!.MR).toMatchObject({ isCompatible: false, excludedBy: [pkg('CR')], excludedByGrade: false, requiredItems: [] });
  });

  it('marks an exclusion between accessories before either is replaced (hard and soft tonneau covers)', () => {
    const d = tacoma.domains(onGrade(tacoma, 'trdoffroad', [], ['TONHD']));
    expect(d.ACCESSORY!.TONSF).toMatchObject({ isCompatible: false, excludedBy: [acc('TONHD')], excludedByGrade: false });
  });

  it('says "available on" only when the grade itself rules the item out, and then never the current grade', () => {
    const build = onGrade(rx, 'rx350luxury', []);
    const d = rx.domains(build);
    for (const [type, items] of Object.entries(d)) {
      for (const [code, c] of Object.entries(items!)) {
        if (!c.excludedByGrade) continue;
        const grades = new Set(c.availableWithTrims.map((t) => rx.file.trims.find((x) => x.code === t)!.gradeId));
        expect([type, code, grades.has('rx350luxury')]).toEqual([type, code, false]);
      }
    }
  });

  it('says what a needed package adds, with nothing to remove (Premium needs Technology)', () => {
    const d = tacoma.domains(onGrade(tacoma, 'trdoffroad', []));
    expect(d.PACKAGE!.PR).toMatchObject({ isCompatible: false, excludedBy: [], excludedByGrade: false, requiredItems: [pkg('TC')] });
  });

  it.each([
    ['Tacoma TRD Off-Road: Technology Package under Premium', tacoma, onGrade(tacoma, 'trdoffroad', ['TC', 'PR']), 'PACKAGE', 'TC', [pkg('PR')]],
    ['RX 350 Luxury: Technology Package under Mark Levinson', rx, onGrade(rx, 'rx350luxury', ['TP', 'ML']), 'PACKAGE', 'TP', [pkg('ML')]],
    ['RX 350 Luxury: Roof Rails under the cross bars', rx, onGrade(rx, 'rx350luxury', ['RR'], ['XBARS']), 'PACKAGE', 'RR', [acc('XBARS')]],
  ] as const)('%s: the removal is not free and names what needs it', (_case, rules, build, type, code, requiredBy) => {
    const d = rules.domains(build);
    expect(d[type]![code]).toMatchObject({ isRemovable: false, requiredBy });
    // Nothing else is held: each other chosen option comes off freely.
    for (const other of build.packageCodes.filter((c) => c !== code && !['FE', 'QD'].includes(c))) expect(d.PACKAGE![other].isRemovable).toBe(true);
  });

  it('the removal the engine refuses is a conflict with priced ways out, and the free one is valid', () => {
    const build = onGrade(tacoma, 'trdoffroad', ['TC', 'PR']);
    const removeTc = tacoma.recommend(build, { itemCode: 'TC', itemType: 'PACKAGE', changeType: 'REMOVE' });
    expect(removeTc.isConfigValid).toBe(false);
    expect(removeTc.resolveSteps[0].requiredChanges).toContainEqual({ changeType: 'REMOVE', itemCode: 'PR', itemType: 'PACKAGE' });
    expect(tacoma.recommend(build, { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'REMOVE' })).toEqual({ isConfigValid: true, resolveSteps: [] });
  });

  it('judges a whole selection: valid as built, and an unbuildable one with the ways to fix it', () => {
    expect(tacoma.validity(onGrade(tacoma, 'trdoffroad', ['TC', 'PR']))).toEqual({ isConfigValid: true, resolveSteps: [] });
    const invalid = tacoma.validity(onGrade(tacoma, 'trdoffroad', ['PR']));
    expect(invalid.isConfigValid).toBe(false);
    expect(invalid.resolveSteps.length).toBeGreaterThan(0);
    const fixes = invalid.resolveSteps.map((s) => s.requiredChanges);
    expect(fixes).toContainEqual(expect.arrayContaining([{ changeType: 'ADD', itemCode: 'TC', itemType: 'PACKAGE' }]));
  });
});
