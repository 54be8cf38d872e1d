import type { CatalogFile } from '../../catalog/catalog.schema';
import type { ItemType, ResolveStep } from '../../../src/domain/entities';
import { compileCatalog } from '../../catalog/catalog-rule-model';
import { latencyStats, type NamedAssignment, SatChecker, seededRandom, timed } from '../../rules/testing';
import { VehicleRules } from './vehicle-rules';
import type { VehicleSelection } from './vehicle-selection';

const POWERTRAIN = ['CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'];

/** A vehicle selection as a named assignment of the compiled model (trim-derived attributes free). */
export function selectionAssignment(file: CatalogFile, sel: VehicleSelection): NamedAssignment {
  const trim = file.trims.find((t) => t.code === sel.trim)!;
  const a: NamedAssignment = { TRIM: sel.trim, GRADE: trim.gradeId };
  if (sel.exteriorColorCode) a.EXTERIOR_COLOR = sel.exteriorColorCode;
  if (sel.interiorColorCode) a.INTERIOR_COLOR = sel.interiorColorCode;
  if (sel.wheelsCode) a.WHEELS = sel.wheelsCode;
  for (const p of file.packages) {
    const forced = p.isDefault && trim.packages.some((x) => x.id === p.id);
    a[`PACKAGE:${p.code}`] = sel.packageCodes.includes(p.code) || forced ? '1' : '0';
  }
  for (const x of file.accessories) a[`ACCESSORY:${x.code}`] = sel.accessoryCodes.includes(x.code) ? '1' : '0';
  return a;
}

/** The selection with one item chosen; a powertrain item frees the trim (within the grade). */
export function itemAssignment(base: NamedAssignment, type: string, code: string): NamedAssignment {
  const q = { ...base };
  if (type === 'PACKAGE' || type === 'ACCESSORY') q[`${type}:${code}`] = '1';
  else {
    if (POWERTRAIN.includes(type)) delete q.TRIM;
    q[type] = code;
  }
  return q;
}

/** Applies an item choice and a resolve step to a selection, as the client does. */
export function applyStep(sel: VehicleSelection, type: ItemType, code: string, add: boolean, step?: ResolveStep): VehicleSelection {
  let next: VehicleSelection = { ...sel, packageCodes: [...sel.packageCodes], accessoryCodes: [...sel.accessoryCodes] };
  const set = (t: ItemType, c: string, on: boolean) => {
    if (t === 'PACKAGE' || t === 'ACCESSORY') {
      const key = t === 'PACKAGE' ? 'packageCodes' : 'accessoryCodes';
      next[key] = next[key].filter((x) => x !== c);
      if (on) next[key].push(c);
    } else if (t === 'EXTERIOR_COLOR') next.exteriorColorCode = c;
    else if (t === 'INTERIOR_COLOR') next.interiorColorCode = c;
    else if (t === 'WHEELS') next.wheelsCode = c;
  };
  if (step?.applicableTrimId) next = { ...next, trim: step.applicableTrimId };
  for (const c of step?.requiredChanges ?? []) set(c.itemType, c.itemCode, c.changeType === 'ADD');
  set(type, code, add);
  return next;
}

/**
 * Simulated shoppers on one catalog vehicle through the API the data endpoint uses: valid
 * domains before every pick, a recommendation for every incompatible (and powertrain) pick,
 * the best step applied. The first `checks` answers are verified against SAT: every item's
 * compatibility, and that every step leads to a valid build keeping the pick.
 */
export function runVehicleBench(file: CatalogFile, opts: { queries: number; checks: number; seed: number }) {
  const t0 = performance.now();
  const rules = new VehicleRules(file);
  const compileMs = performance.now() - t0;
  const checker = opts.checks > 0 ? new SatChecker(compileCatalog(file, 'bench')) : undefined;
  const rnd = seededRandom(opts.seed);
  const domMs: number[] = [];
  const recMs: number[] = [];
  const domCpu: number[] = [];
  const recCpu: number[] = [];
  let checked = 0;
  let mismatches = 0;
  let queries = 0;
  const codeOf = (list: { id: string; code: string }[], id: string) => list.find((x) => x.id === id)!.code;
  while (queries < opts.queries) {
    const trim = file.trims[Math.floor(rnd() * file.trims.length)];
    let sel: VehicleSelection = {
      trim: trim.code,
      exteriorColorCode: codeOf(file.exteriorColors, trim.defaultColorId),
      interiorColorCode: codeOf(file.interiorColors, trim.defaultInteriorColorId),
      wheelsCode: trim.defaultWheelCode,
      packageCodes: trim.defaultPackageIds.map((id) => codeOf(file.packages, id)),
      accessoryCodes: [],
    };
    for (let pick = 0; pick < 12 && queries < opts.queries; pick++) {
      queries++;
      const current = sel;
      const d = timed(() => rules.domains(current), domMs, domCpu);
      const doCheck = checker && checked < opts.checks;
      if (doCheck) checked++;
      const base = doCheck ? selectionAssignment(file, sel) : {};
      if (doCheck) {
        for (const [type, items] of Object.entries(d)) {
          for (const [code, c] of Object.entries(items!)) if (c.isCompatible !== checker!.consistent(itemAssignment(base, type, code))) mismatches++;
        }
      }
      const types = Object.keys(d) as ItemType[];
      const type = types[Math.floor(rnd() * types.length)];
      const codes = Object.keys(d[type]!);
      if (codes.length === 0) continue;
      const code = codes[Math.floor(rnd() * codes.length)];
      const isOption = type === 'PACKAGE' || type === 'ACCESSORY';
      const selected = type === 'PACKAGE' ? sel.packageCodes.includes(code) : type === 'ACCESSORY' && sel.accessoryCodes.includes(code);
      const isDefaultPkg = type === 'PACKAGE' && file.packages.some((p) => p.code === code && p.isDefault);
      if (isDefaultPkg) continue;
      const add = !(isOption && selected);
      if (add && d[type]![code].isCompatible && !POWERTRAIN.includes(type)) {
        sel = applyStep(sel, type, code, true);
        continue;
      }
      const r = timed(() => rules.recommend(current, { itemType: type, itemCode: code, changeType: add ? 'ADD' : 'REMOVE' }), recMs, recCpu);
      if (doCheck) {
        for (const step of r.resolveSteps) {
          const after = applyStep(sel, type, code, add, step);
          if (!checker!.consistent(selectionAssignment(file, after))) mismatches++;
        }
        if (r.isConfigValid && r.resolveSteps.length === 0 && !checker!.consistent(selectionAssignment(file, applyStep(sel, type, code, add)))) mismatches++;
      }
      if (r.isConfigValid || r.resolveSteps.length) sel = applyStep(sel, type, code, add, r.resolveSteps[0]);
    }
  }
  return {
    vehicle: `${file.brand}/${file.seriesId}-${file.year}`,
    compileMs: Math.round(compileMs),
    diagram: rules.engine.size,
    count: rules.engine.count()?.toString() ?? null,
    queries,
    domains: latencyStats(domMs),
    recommendation: latencyStats(recMs),
    cpu: { domains: latencyStats(domCpu), recommendation: latencyStats(recCpu) },
    crossChecked: checked,
    mismatches,
  };
}
