import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseCatalogFile } from '../../catalog/catalog-loader';
import type { CatalogFile } from '../../catalog/catalog.schema';
import { compileCatalog } from '../../catalog/catalog-rule-model';
import { miniTruckCatalog } from '../../catalog/test-support/catalog-fixture';
import { InvalidQueryError, UnknownItemError } from '../../rules';
import { type NamedAssignment, SatChecker } from '../../rules/testing';
import { VehicleRules, vehicleRulesFor } from './vehicle-rules';
import type { VehicleSelection } from './vehicle-selection';

const mini = (): CatalogFile => parseCatalogFile('mini.json', JSON.stringify(miniTruckCatalog()));
const T1: VehicleSelection = { trim: 'T1', exteriorColorCode: 'WHT', interiorColorCode: 'GRY', packageCodes: ['FE'], accessoryCodes: [] };
const T3: VehicleSelection = { trim: 'T3', exteriorColorCode: 'WHT', interiorColorCode: 'GRY', packageCodes: ['FE'], accessoryCodes: [] };

describe('vehicle rules: valid domains', () => {
  const rules = new VehicleRules(mini());

  it('marks offered, rule-compatible items compatible and others not, with the trims that offer them', () => {
    const d = rules.domains(T1);
    expect(d.PACKAGE!.NAV).toEqual({ isCompatible: true, availableWithTrims: [], requiredItems: [], excludedBy: [], excludedByGrade: false, isRemovable: true, requiredBy: [] });
    expect(d.PACKAGE!.PREM.isCompatible).toBe(false);
    expect(d.PACKAGE!.PREM.availableWithTrims).toEqual(['T2', 'T3']);
    // PREM needs NAV (and brings MAT): the cheapest fix adds both.
    expect(d.PACKAGE!.PREM.requiredItems).toEqual(expect.arrayContaining([{ itemCode: 'NAV', itemType: 'PACKAGE' }]));
    expect(d.ACCESSORY!.RACK).toMatchObject({ isCompatible: false, requiredItems: [{ itemCode: 'ROOF', itemType: 'PACKAGE' }] });
    expect(d.EXTERIOR_COLOR!.RED).toMatchObject({ isCompatible: false, availableWithTrims: ['T3'] });
    expect(d.EXTERIOR_COLOR!.BLU.isCompatible).toBe(true);
  });

  it('judges powertrain values with the trim free within the grade, since choosing one switches the trim', () => {
    const d = rules.domains(T1);
    expect(d.DRIVE!['4WD'].isCompatible).toBe(true); // T2, same grade, keeps everything else
    expect(d.ENGINE!.E2).toMatchObject({ isCompatible: false, availableWithTrims: ['T3'] }); // another grade
    const sport = rules.domains({ ...T3, wheelsCode: 'W18' });
    expect(sport.TRANSMISSION!.MT.isCompatible).toBe(true);
    expect(sport.TRANSMISSION!.AT.isCompatible).toBe(false); // no sport trim with AT
  });

  it('never marks an item compatible that cannot complete to a valid build (checked by SAT)', () => {
    const file = mini();
    const checker = new SatChecker(compileCatalog(file, 'mini'));
    const selections: VehicleSelection[] = [T1, T3, { ...T3, packageCodes: ['FE', 'ROOF'], accessoryCodes: ['RACK', 'BED1'] }, { ...T1, packageCodes: ['FE', 'NAV'] }];
    for (const sel of selections) {
      const d = rules.domains(sel);
      const base = selectionAssignment(file, sel);
      for (const [type, items] of Object.entries(d)) {
        for (const [code, c] of Object.entries(items!)) {
          const q = itemAssignment(base, type, code);
          expect([type, code, c.isCompatible]).toEqual([type, code, checker.consistent(q)]);
        }
      }
    }
  });
});

describe('vehicle rules: recommendations', () => {
  const rules = new VehicleRules(mini());

  it('says a compatible pick is valid as is', () => {
    expect(rules.recommend(T1, { itemCode: 'NAV', itemType: 'PACKAGE', changeType: 'ADD' })).toEqual({ isConfigValid: true, resolveSteps: [] });
  });

  it('offers the cheapest fixes first, keeping the pick', () => {
    const r = rules.recommend(T1, { itemCode: 'PREM', itemType: 'PACKAGE', changeType: 'ADD' });
    expect(r.isConfigValid).toBe(false);
    expect(r.resolveSteps[0].applicableTrimId).toBe('T2');
    expect(r.resolveSteps[0].requiredChanges).toEqual(
      expect.arrayContaining([
        { changeType: 'ADD', itemCode: 'NAV', itemType: 'PACKAGE' },
        { changeType: 'ADD', itemCode: 'MAT', itemType: 'ACCESSORY' },
      ]),
    );
    for (let i = 1; i < r.resolveSteps.length; i++) expect(r.resolveSteps[i].weight).toBeGreaterThanOrEqual(r.resolveSteps[i - 1].weight);
  });

  it('removes what an exclusion forbids', () => {
    const r = rules.recommend({ ...T3, packageCodes: ['FE', 'ROOF'] }, { itemCode: 'TOW', itemType: 'PACKAGE', changeType: 'ADD' });
    expect(r.resolveSteps[0]).toMatchObject({ applicableTrimId: null, requiredChanges: [{ changeType: 'REMOVE', itemCode: 'ROOF', itemType: 'PACKAGE' }] });
  });

  it('returns just the applicable trim for a powertrain change that needs nothing else', () => {
    const r = rules.recommend(T1, { itemCode: '4WD', itemType: 'DRIVE', changeType: 'ADD' });
    expect(r).toEqual({ isConfigValid: true, resolveSteps: [expect.objectContaining({ applicableTrimId: 'T2', requiredChanges: [] })] });
  });

  it('weighs losing an explicit pick above losing a default', () => {
    const sel = { ...T3, packageCodes: ['FE', 'ROOF'] };
    const tow = { itemCode: 'TOW', itemType: 'PACKAGE' as const, changeType: 'ADD' as const };
    const asDefault = rules.recommend(sel, tow, new Set());
    const asExplicit = rules.recommend(sel, tow, new Set(['PACKAGE:ROOF']));
    expect(asExplicit.resolveSteps[0].weight).toBeGreaterThan(asDefault.resolveSteps[0].weight);
  });

  it('follows colour-pair rules', () => {
    const r = rules.recommend(T3, { itemCode: 'RED', itemType: 'EXTERIOR_COLOR', changeType: 'ADD' });
    expect(r.resolveSteps[0].requiredChanges).toEqual([{ changeType: 'ADD', itemCode: 'BLK', itemType: 'INTERIOR_COLOR' }]);
  });

  it('also removes what depended on a package the pick excludes', () => {
    // BED2 excludes BED1 (explicit): the only fix drops BED1. With RACK (explicit) and ROOF
    // (explicit) selected, TOW forces ROOF out, and RACK with it.
    const r = rules.recommend({ ...T3, packageCodes: ['FE', 'ROOF'], accessoryCodes: ['RACK'] }, { itemCode: 'TOW', itemType: 'PACKAGE', changeType: 'ADD' });
    expect(r.resolveSteps[0].requiredChanges).toEqual([
      { changeType: 'REMOVE', itemCode: 'ROOF', itemType: 'PACKAGE' },
      { changeType: 'REMOVE', itemCode: 'RACK', itemType: 'ACCESSORY' },
    ]);
  });

  it('shows a trim switch to another grade as a conflict, not a silent change', () => {
    const r = rules.recommend(T1, { itemCode: 'TOW', itemType: 'PACKAGE', changeType: 'ADD' });
    expect(r.isConfigValid).toBe(false);
    expect(r.resolveSteps[0]).toMatchObject({ applicableTrimId: 'T3' });
  });

  it('answers a pick no build allows with no steps', () => {
    const file = mini();
    // BLU is offered on base trims only; a rule restricting it to the sport grade leaves no build.
    const strict = new VehicleRules({ ...file, rules: { ...file.rules, colorGrades: [{ kind: 'EXTERIOR_COLOR', color: 'BLU', grades: ['sport'] }] } });
    expect(strict.recommend(T1, { itemCode: 'BLU', itemType: 'EXTERIOR_COLOR', changeType: 'ADD' })).toEqual({ isConfigValid: false, resolveSteps: [] });
    expect(strict.domains(T1).EXTERIOR_COLOR!.BLU).toMatchObject({ isCompatible: false, availableWithTrims: [], requiredItems: [], excludedBy: [] });
  });

  it('rejects unknown codes and removing a single choice with clear errors', () => {
    expect(() => rules.recommend(T1, { itemCode: 'NOPE', itemType: 'PACKAGE', changeType: 'ADD' })).toThrow(UnknownItemError);
    expect(() => rules.recommend(T1, { itemCode: 'NOPE', itemType: 'PACKAGE', changeType: 'ADD' })).toThrow('unknown package for minitruck 2025: NOPE');
    expect(() => rules.domains({ ...T1, trim: 'T9' })).toThrow('unknown trim for minitruck 2025: T9');
    expect(() => rules.domains({ ...T1, accessoryCodes: ['ZZ'] })).toThrow(UnknownItemError);
    expect(() => rules.recommend(T1, { itemCode: 'WHT', itemType: 'EXTERIOR_COLOR', changeType: 'REMOVE' })).toThrow(InvalidQueryError);
    expect(() => rules.recommend(T1, { itemCode: 'FE', itemType: 'PACKAGE', changeType: 'REMOVE' })).toThrow('FE is a default package and cannot be removed');
  });

  it('compiles once per catalog file object', () => {
    const file = mini();
    expect(vehicleRulesFor(file)).toBe(vehicleRulesFor(file));
    expect(vehicleRulesFor(mini())).not.toBe(vehicleRulesFor(file));
  });
});

describe('vehicle rules on the shipped catalog content', () => {
  const contentDir = join(__dirname, '..', '..', 'catalog', 'content');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n.endsWith('.json')) files.push(p);
    }
  };
  walk(contentDir);

  it.each(files.map((f) => [f.slice(contentDir.length + 1), f]))('%s: default builds are valid and domains agree with SAT', (_name, path) => {
    const file = parseCatalogFile(path, readFileSync(path, 'utf8'));
    const rules = new VehicleRules(file);
    const checker = new SatChecker(compileCatalog(file, path));
    // Three trims per file spread over the list keep this bounded; the bench CLI checks more.
    const sample = [...new Set([0, Math.floor(file.trims.length / 2), file.trims.length - 1])].map((i) => file.trims[i]);
    for (const trim of sample) {
      const code = (list: { id: string; code: string }[], id: string) => list.find((x) => x.id === id)!.code;
      const sel: VehicleSelection = {
        trim: trim.code,
        exteriorColorCode: code(file.exteriorColors, trim.defaultColorId),
        interiorColorCode: code(file.interiorColors, trim.defaultInteriorColorId),
        packageCodes: trim.defaultPackageIds.map((id) => code(file.packages, id)),
        accessoryCodes: [],
      };
      const base = selectionAssignment(file, sel);
      expect(checker.consistent(base)).toBe(true);
      const d = rules.domains(sel);
      for (const [type, items] of Object.entries(d)) {
        for (const [c, compat] of Object.entries(items!)) expect([type, c, compat.isCompatible]).toEqual([type, c, checker.consistent(itemAssignment(base, type, c))]);
      }
    }
  });
});

/** The selection as a named assignment of the compiled model (trim-derived attributes free). */
function selectionAssignment(file: CatalogFile, sel: VehicleSelection): NamedAssignment {
  const trimOf = file.trims.find((t) => t.code === sel.trim)!;
  const a: NamedAssignment = { TRIM: sel.trim, GRADE: trimOf.gradeId };
  if (sel.exteriorColorCode) a.EXTERIOR_COLOR = sel.exteriorColorCode;
  if (sel.interiorColorCode) a.INTERIOR_COLOR = sel.interiorColorCode;
  const trim = file.trims.find((t) => t.code === sel.trim)!;
  for (const p of file.packages) {
    const forced = p.isDefault && trim.packages.some((x) => x.id === p.id);
    a[`PACKAGE:${p.code}`] = sel.packageCodes.includes(p.code) || forced ? '1' : '0';
  }
  for (const x of file.accessories) a[`ACCESSORY:${x.code}`] = sel.accessoryCodes.includes(x.code) ? '1' : '0';
  return a;
}

/** The selection with one item chosen; powertrain items free the trim (choosing one switches it). */
function itemAssignment(base: NamedAssignment, type: string, code: string): NamedAssignment {
  const q = { ...base };
  if (type === 'PACKAGE' || type === 'ACCESSORY') q[`${type}:${code}`] = '1';
  else {
    if (['CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'].includes(type)) delete q.TRIM; // grade stays
    q[type] = code;
  }
  return q;
}
