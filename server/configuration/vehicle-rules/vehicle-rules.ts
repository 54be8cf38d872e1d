import type { CatalogFile } from '../../catalog/catalog.schema';
import { compileCatalog, optionVar, TRIM_DERIVED } from '../../catalog/catalog-rule-model';
import { type ItemType, POWERTRAIN_ITEM_TYPES, type RecommendationResult, type RequiredChange, type ResolveStep } from '../../../src/domain/entities';
import { catalogCosts, type Change, costTable, InvalidQueryError, type Resolution, type Restriction, RulesEngine, UnknownItemError } from '../../rules';
import { domainsWithReasons } from './vehicle-domains';
import type { CompiledVehicle, LatestItem, VehicleDomains, VehicleSelection } from './vehicle-selection';

const OPTION_TYPES = ['PACKAGE', 'ACCESSORY'] as const;

/**
 * The rules of one catalog series-year, compiled once: valid domains and recommendations for
 * shopper selections. Cost model: docs/decisions/0020 (explicit choices cost more to lose than
 * defaults; price movement breaks ties).
 */
export class VehicleRules implements CompiledVehicle {
  readonly engine: RulesEngine;
  readonly trimIndex: number;
  /** availability[var][value] = trim codes on which the value can be part of a valid build. */
  readonly availability: string[][][];

  constructor(readonly file: CatalogFile, source = `${file.seriesId}-${file.year}`) {
    this.engine = RulesEngine.fromModel(compileCatalog(file, source), source, { cacheDir: false });
    const m = this.engine.model;
    this.trimIndex = m.varIndex.get('TRIM')!;
    this.availability = m.domains.map((d) => d.map(() => []));
    m.domains[this.trimIndex].forEach((trimCode, t) => {
      const r: Restriction = m.names.map((_, v) => (v === this.trimIndex ? m.domains[v].map((__, j) => j === t) : undefined));
      const d = this.engine.domains(r);
      d.supported.forEach((vals, v) => vals.forEach((ok, j) => ok && d.consistent && this.availability[v][j].push(trimCode)));
    });
  }

  /** The engine variable of an item type (and, for packages and accessories, its code). */
  varOf(type: string, code?: string): number {
    const name = type === 'PACKAGE' || type === 'ACCESSORY' ? optionVar(type, code!) : type;
    const v = this.engine.model.varIndex.get(name);
    if (v === undefined) throw new UnknownItemError(code ?? type, `${type.toLowerCase()} for ${this.file.seriesId} ${this.file.year}`);
    return v;
  }

  private valueOf(v: number, code: string, type: string): number {
    const j = this.engine.model.valueIndex[v].get(code);
    if (j === undefined) throw new UnknownItemError(code, `${type.toLowerCase()} for ${this.file.seriesId} ${this.file.year}`);
    return j;
  }

  /** Current values of every variable, and which ones the shopper chose explicitly (not defaults). */
  current(sel: VehicleSelection, explicitKeys?: ReadonlySet<string>): { current: (number | undefined)[]; explicit: Set<number> } {
    const m = this.engine.model;
    const trim = this.file.trims.find((t) => t.code === sel.trim);
    if (!trim) throw new UnknownItemError(sel.trim, `trim for ${this.file.seriesId} ${this.file.year}`);
    const current = new Array<number | undefined>(m.names.length).fill(undefined);
    // The grade was chosen on the trim screen; the trim itself follows from grade and powertrain.
    const explicit = new Set<number>([this.varOf('GRADE')]);
    const heuristic = explicitKeys === undefined;
    current[this.trimIndex] = this.valueOf(this.trimIndex, trim.code, 'TRIM');
    const derived: Record<string, string> = {
      GRADE: trim.gradeId,
      CAB_BED: trim.cabBedCode ?? 'NONE',
      ENGINE: trim.engineCode,
      DRIVE: trim.driveCode,
      TRANSMISSION: trim.transmissionCode,
      SEATING: trim.seatingCode,
    };
    for (const type of TRIM_DERIVED) {
      const v = this.varOf(type);
      current[v] = this.engine.model.valueIndex[v].get(derived[type]);
    }
    const codeOfId = (list: { id: string; code: string }[], id: string) => list.find((x) => x.id === id)?.code ?? id;
    const single: [ItemType, string | null | undefined, string][] = [
      ['EXTERIOR_COLOR', sel.exteriorColorCode, codeOfId(this.file.exteriorColors, trim.defaultColorId)],
      ['INTERIOR_COLOR', sel.interiorColorCode, codeOfId(this.file.interiorColors, trim.defaultInteriorColorId)],
      ['WHEELS', sel.wheelsCode, trim.defaultWheelCode],
    ];
    for (const [type, code, dflt] of single) {
      const v = this.varOf(type);
      // Not sent (the API config carries no wheels code): free, the engine picks what fits.
      if (code === undefined || code === null) continue;
      current[v] = this.valueOf(v, code, type);
      if (heuristic && code !== dflt) explicit.add(v);
    }
    const defaultPkgs = new Set(trim.defaultPackageIds.map((id) => codeOfId(this.file.packages, id)));
    const chosen = { PACKAGE: new Set(sel.packageCodes), ACCESSORY: new Set(sel.accessoryCodes) };
    for (const type of OPTION_TYPES) for (const code of chosen[type]) this.varOf(type, code);
    for (const p of this.file.packages) {
      const v = this.varOf('PACKAGE', p.code);
      // Default packages (FE, QD) ride on every trim that offers them, sent or not.
      const on = chosen.PACKAGE.has(p.code) || (p.isDefault && trim.packages.some((x) => x.id === p.id));
      current[v] = on ? 1 : 0;
      if (heuristic && on !== defaultPkgs.has(p.code)) explicit.add(v);
    }
    for (const a of this.file.accessories) {
      const v = this.varOf('ACCESSORY', a.code);
      current[v] = chosen.ACCESSORY.has(a.code) ? 1 : 0;
      if (heuristic && current[v] === 1) explicit.add(v);
    }
    // Items the client says the shopper picked explicitly (keys `${itemType}:${itemCode}`).
    for (const key of explicitKeys ?? []) {
      const colon = key.indexOf(':');
      const [type, code] = [key.slice(0, colon), key.slice(colon + 1)];
      const name = type === 'PACKAGE' || type === 'ACCESSORY' ? optionVar(type, code) : type;
      const v = m.varIndex.get(name);
      if (v !== undefined && (colon > 0 && (type === 'PACKAGE' || type === 'ACCESSORY' || m.domains[v][current[v] ?? -1] === code))) explicit.add(v);
    }
    return { current, explicit };
  }

  /** Visible changes of a resolution, as the spec's required changes (trim switches travel as applicableTrimId). */
  requiredChanges(changes: Change[]): RequiredChange[] {
    const m = this.engine.model;
    const out: RequiredChange[] = [];
    for (const c of changes) {
      const name = m.names[c.v];
      const colon = name.indexOf(':');
      if (colon > 0) {
        out.push({ changeType: c.to === 1 ? 'ADD' : 'REMOVE', itemCode: name.slice(colon + 1), itemType: name.slice(0, colon) as ItemType });
      } else if (name === 'EXTERIOR_COLOR' || name === 'INTERIOR_COLOR' || name === 'WHEELS') {
        out.push({ changeType: 'ADD', itemCode: m.domains[c.v][c.to], itemType: name });
      }
    }
    return out;
  }

  /** Valid domains with the engine's reasons for this build (see vehicle-domains.ts). */
  domains(sel: VehicleSelection): VehicleDomains {
    return domainsWithReasons(this, sel);
  }

  /** A resolution as the spec's resolve step: its visible changes, and the trim to switch to if any. */
  private resolveStep(s: Resolution): ResolveStep {
    const trimChange = s.changes.find((c) => c.v === this.trimIndex);
    return {
      applicableTrimId: trimChange ? this.engine.model.domains[this.trimIndex][trimChange.to] : null,
      weight: s.cost,
      requiredChanges: this.requiredChanges(s.changes),
    };
  }

  /**
   * Whether a whole selection is a car the rules accept, and if not, up to three cheapest ways to
   * make it one (what the server answers for a selection it did not build itself: a stale saved
   * build, a catalog change under an open build, a tampered request).
   */
  validity(sel: VehicleSelection, explicitKeys?: ReadonlySet<string>): RecommendationResult {
    const m = this.engine.model;
    const { current, explicit } = this.current(sel, explicitKeys);
    const r: Restriction = current.map((c, v) => (c === undefined ? undefined : m.domains[v].map((_, j) => j === c)));
    if (this.engine.domains(r).consistent) return { isConfigValid: true, resolveSteps: [] };
    const costs = costTable(m, current, undefined, catalogCosts(m, current, explicit));
    return { isConfigValid: false, resolveSteps: this.engine.resolve(costs, current, 3).map((s) => this.resolveStep(s)) };
  }

  /**
   * Recommendation for the latest pick: valid as is, or up to three resolve steps, cheapest
   * first, each minimal, never undoing the pick. When a powertrain pick needs only a trim
   * switch the config counts as valid and the single step names the trim (applicableTrimId).
   * `explicitKeys` (`${itemType}:${itemCode}`), when given, say what the shopper chose
   * explicitly; otherwise whatever differs from the trim's defaults counts as explicit.
   */
  recommend(sel: VehicleSelection, latest: LatestItem, explicitKeys?: ReadonlySet<string>): RecommendationResult {
    const m = this.engine.model;
    const { current, explicit } = this.current(sel, explicitKeys);
    const isOption = latest.itemType === 'PACKAGE' || latest.itemType === 'ACCESSORY';
    const v = this.varOf(latest.itemType, latest.itemCode);
    if (!isOption && latest.changeType === 'REMOVE') {
      throw new InvalidQueryError(`${latest.itemType} ${latest.itemCode} cannot be removed: it is a single choice, pick another value instead`);
    }
    if (latest.itemType === 'PACKAGE' && latest.changeType === 'REMOVE' && this.file.packages.some((p) => p.code === latest.itemCode && p.isDefault)) {
      throw new InvalidQueryError(`${latest.itemCode} is a default package and cannot be removed`);
    }
    const value = isOption ? (latest.changeType === 'ADD' ? 1 : 0) : this.valueOf(v, latest.itemCode, latest.itemType);
    current[v] = value;
    explicit.add(v);
    const costs = costTable(m, current, { v, value }, catalogCosts(m, current, explicit));
    const steps = this.engine.resolve(costs, current, 3);
    if (steps.length > 0 && steps[0].changes.length === 0) return { isConfigValid: true, resolveSteps: [] };
    const resolveSteps = steps.map((s) => this.resolveStep(s));
    // product.md section 4 "Selection": a powertrain change that needs nothing but a trim switch is valid; the
    // client switches to the applicable trim of the single step.
    const powertrain = (POWERTRAIN_ITEM_TYPES as readonly string[]).includes(latest.itemType);
    if (powertrain && resolveSteps.length > 0 && resolveSteps[0].requiredChanges.length === 0) return { isConfigValid: true, resolveSteps: [resolveSteps[0]] };
    return { isConfigValid: false, resolveSteps };
  }
}

const compiled = new WeakMap<CatalogFile, VehicleRules>();

/**
 * The compiled rules of a catalog series-year. Compiled once per loaded catalog file object:
 * a catalog reload (new version) yields new objects and so a fresh compile.
 */
export function vehicleRulesFor(file: CatalogFile): VehicleRules {
  let r = compiled.get(file);
  if (!r) {
    r = new VehicleRules(file);
    compiled.set(file, r);
  }
  return r;
}
