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

/** Latencies of one bench phase (wall and CPU, ms) and its cross-check tally. */
interface Tally {
  domMs: number[];
  recMs: number[];
  domCpu: number[];
  recCpu: number[];
  checked: number;
  mismatches: number;
}

const newTally = (): Tally => ({ domMs: [], recMs: [], domCpu: [], recCpu: [], checked: 0, mismatches: 0 });

/**
 * Simulated shoppers on one catalog vehicle through the API the data endpoint uses: valid
 * domains before every pick, a recommendation for every incompatible (and powertrain) pick,
 * the best step applied. The first `checks` answers are verified against SAT: every item's
 * compatibility, and that every step leads to a valid build keeping the pick.
 *
 * `warmup` queries (other shoppers, from another seed) run first and are not timed: the data
 * endpoint is a long-running process, and the first few hundred queries of a fresh one measure
 * V8 compiling the engine, not the engine (BENCHMARKS.md gives both figures).
 */
export function runVehicleBench(file: CatalogFile, opts: { queries: number; checks: number; seed: number; warmup?: number }) {
  const t0 = performance.now();
  const rules = new VehicleRules(file);
  const compileMs = performance.now() - t0;
  const checker = opts.checks > 0 ? new SatChecker(compileCatalog(file, 'bench')) : undefined;
  const warmup = opts.warmup ?? 0;
  if (warmup > 0) shop(file, rules, undefined, { queries: warmup, checks: 0, seed: opts.seed + 1 }, newTally());
  const tally = newTally();
  const queries = shop(file, rules, checker, opts, tally);
  return {
    vehicle: `${file.brand}/${file.seriesId}-${file.year}`,
    compileMs: Math.round(compileMs),
    diagram: rules.engine.size,
    count: rules.engine.count()?.toString() ?? null,
    warmup,
    queries,
    domains: latencyStats(tally.domMs),
    recommendation: latencyStats(tally.recMs),
    cpu: { domains: latencyStats(tally.domCpu), recommendation: latencyStats(tally.recCpu) },
    crossChecked: tally.checked,
    mismatches: tally.mismatches,
  };
}

/** Runs simulated shopping sessions until `queries` domain queries were asked; returns that count. */
function shop(file: CatalogFile, rules: VehicleRules, checker: SatChecker | undefined, opts: { queries: number; checks: number; seed: number }, tally: Tally): number {
  const rnd = seededRandom(opts.seed);
  const { domMs, recMs, domCpu, recCpu } = tally;
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
      const doCheck = checker && tally.checked < opts.checks;
      if (doCheck) tally.checked++;
      const base = doCheck ? selectionAssignment(file, sel) : {};
      if (doCheck) {
        for (const [type, items] of Object.entries(d)) {
          for (const [code, c] of Object.entries(items!)) if (c.isCompatible !== checker!.consistent(itemAssignment(base, type, code))) tally.mismatches++;
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
          if (!checker!.consistent(selectionAssignment(file, after))) tally.mismatches++;
        }
        if (r.isConfigValid && r.resolveSteps.length === 0 && !checker!.consistent(selectionAssignment(file, applyStep(sel, type, code, add)))) tally.mismatches++;
      }
      if (r.isConfigValid || r.resolveSteps.length) sel = applyStep(sel, type, code, add, r.resolveSteps[0]);
    }
  }
  return queries;
}
