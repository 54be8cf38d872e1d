import type { ItemCompatibility, ItemType, RequiredItem } from '../../../src/domain/entities';
import { FREELY_COMPATIBLE } from '../../../src/domain/entities';
import { TRIM_DERIVED } from '../../catalog/catalog-rule-model';
import { type Assignment, catalogCosts, type Change, type CostTable, costTable, type Restriction } from '../../rules';
import type { CompiledVehicle, VehicleDomains, VehicleSelection } from './vehicle-selection';

const SINGLE_ITEM_TYPES: ItemType[] = ['EXTERIOR_COLOR', 'INTERIOR_COLOR', 'WHEELS', 'CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'];
const OPTION_TYPES = ['PACKAGE', 'ACCESSORY'] as const;

/** One value the answer states a compatibility for. */
interface Asked {
  type: ItemType;
  code: string;
  v: number;
  value: number;
  /** Pickable as things stand. */
  ok: boolean;
  /** A chosen package or accessory: judged for its removal too. */
  chosen: boolean;
}

/**
 * The shopper's picks in the order an explanation tries to keep them (engine/explain.ts): the
 * grade first, so "available on another grade" is said only when the grade alone rules a value
 * out; then the trim's other attributes, the colours and wheels, then the chosen options. The
 * trim itself stays free: its attributes name it.
 */
function picksInKeepOrder(rules: CompiledVehicle, current: (number | undefined)[]): Assignment[] {
  const m = rules.engine.model;
  const picks: Assignment[] = [];
  for (const type of [...TRIM_DERIVED, 'EXTERIOR_COLOR', 'INTERIOR_COLOR', 'WHEELS'] as const) {
    const v = rules.varOf(type);
    if (current[v] !== undefined) picks.push({ v, value: current[v]! });
  }
  m.names.forEach((name, v) => {
    if (name.includes(':') && current[v] === 1) picks.push({ v, value: 1 });
  });
  return picks;
}

/**
 * Valid domains with reasons: for every colour, wheel, package, accessory and powertrain value,
 * whether it can be chosen with the current selection (a compatible value always completes to a
 * valid build); for the others the engine's explanation for THIS build: the picks that rule it
 * out (a minimal correction set), whether the grade is one of them, and what it needs besides.
 * A chosen option says whether it can be removed as things stand, and if not, what needs it.
 * Powertrain values are judged with the trim free within the grade, since choosing one switches
 * the trim.
 */
export function domainsWithReasons(rules: CompiledVehicle, sel: VehicleSelection): VehicleDomains {
  const { engine, file } = rules;
  const m = engine.model;
  const { current, explicit } = rules.current(sel);
  const derived = new Set(TRIM_DERIVED.map((t) => rules.varOf(t)));
  const grade = rules.varOf('GRADE');
  const restrict = (free: (v: number) => boolean): Restriction => current.map((c, v) => (free(v) || c === undefined ? undefined : m.domains[v].map((_, j) => j === c)));
  const withTrim = engine.domains(restrict((v) => derived.has(v)));
  // The grade stays: a powertrain choice switches trims within the shopper's grade.
  const trimFree = engine.domains(restrict((v) => (derived.has(v) && v !== grade) || v === rules.trimIndex));

  const asked: Asked[] = [];
  for (const type of SINGLE_ITEM_TYPES) {
    if (type === 'CAB_BED' && file.options.cabBeds.length === 0) continue;
    const v = rules.varOf(type);
    const d = derived.has(v) ? trimFree : withTrim;
    m.domains[v].forEach((code, value) => asked.push({ type, code, v, value, ok: d.consistent && d.supported[v][value], chosen: false }));
  }
  for (const type of OPTION_TYPES) {
    for (const item of type === 'PACKAGE' ? file.packages : file.accessories) {
      const v = rules.varOf(type, item.code);
      asked.push({ type, code: item.code, v, value: 1, ok: withTrim.consistent && withTrim.supported[v][1], chosen: current[v] === 1 });
    }
  }

  const picks = picksInKeepOrder(rules, current);
  const itemOf = (p: Assignment): RequiredItem | null => {
    const name = m.names[p.v];
    const colon = name.indexOf(':');
    if (colon > 0) return { itemType: name.slice(0, colon) as ItemType, itemCode: name.slice(colon + 1) };
    if (p.v === grade || m.domains[p.v][p.value] === 'NONE') return null;
    return { itemType: name as ItemType, itemCode: m.domains[p.v][p.value] };
  };
  const named = (set: number[]) => set.map((i) => itemOf(picks[i])).filter((x): x is RequiredItem => x !== null);
  const catalogCost = catalogCosts(m, current, explicit);
  const adds = (build: number[] | undefined, target: number) => {
    if (!build) return [];
    const changes: Change[] = [];
    for (let w = 0; w < build.length; w++) if (w !== target && current[w] !== undefined && build[w] !== current[w]) changes.push({ v: w, from: current[w]!, to: build[w] });
    return rules.requiredChanges(changes).filter((c) => c.changeType === 'ADD');
  };
  const requiredOf = (build: number[] | undefined, target: number): RequiredItem[] => adds(build, target).map(({ itemCode, itemType }) => ({ itemCode, itemType }));

  const out: VehicleDomains = {};
  const put = (a: Asked, c: ItemCompatibility) => ((out[a.type] ??= {})[a.code] = c);

  // Unavailable colours, wheels and options: what rules each out, then the cheapest additions
  // with everything else the shopper has kept (one cheapest-build pass per distinct reason).
  const blocked = asked.filter((a) => !a.ok && !derived.has(a.v));
  const sets = engine.explain([], picks, blocked);
  const byReason = new Map<string, { set: number[] | null; members: Asked[] }>();
  blocked.forEach((a, i) => {
    const key = JSON.stringify(sets[i]);
    const group = byReason.get(key) ?? { set: sets[i], members: [] };
    group.members.push(a);
    byReason.set(key, group);
  });
  for (const { set, members } of byReason.values()) {
    const dropped = new Set(set ?? picks.map((_, i) => i));
    const keptCosts: CostTable = costTable(m, current, undefined, catalogCost).map((row, v) => {
      const kept = picks.find((p, i) => p.v === v && !dropped.has(i));
      return kept ? row.map((c, j) => (j === kept.value ? 0 : Infinity)) : row;
    });
    const builds = engine.cheapestBuildsWith(keptCosts, members.map((a) => ({ v: a.v, value: a.value })));
    members.forEach((a, i) =>
      put(a, {
        isCompatible: false,
        availableWithTrims: [...rules.availability[a.v][a.value]],
        requiredItems: requiredOf(builds[i], a.v),
        excludedBy: set ? named(set) : [],
        excludedByGrade: set !== null && set.some((p) => picks[p].v === grade),
        isRemovable: true,
        requiredBy: [],
      }),
    );
  }

  // Powertrain values: the cheapest switch within the grade says what else changes.
  const powertrain = asked.filter((a) => !a.ok && derived.has(a.v));
  const costs = costTable(m, current, undefined, catalogCost);
  engine.cheapestBuildsWith(costs, powertrain.map((a) => ({ v: a.v, value: a.value }))).forEach((build, i) => {
    const a = powertrain[i];
    put(a, { ...FREELY_COMPATIBLE, isCompatible: false, availableWithTrims: [...rules.availability[a.v][a.value]], requiredItems: requiredOf(build, a.v) });
  });

  // Chosen options whose removal the rules refuse as things stand: what needs them, judged with
  // every option the shopper has not chosen held off (those are not the shopper's to lose).
  const stuck = asked.filter((a) => a.ok && a.chosen && !(withTrim.consistent && withTrim.supported[a.v][0]));
  const offAsBackground: Restriction = m.names.map((name, v) => (name.includes(':') && current[v] === 0 ? [true, false] : undefined));
  const removalSets = engine.explain(offAsBackground, picks, stuck.map((a) => ({ v: a.v, value: 0 })));
  const stuckAt = new Map(stuck.map((a, i) => [a, removalSets[i]]));

  for (const a of asked) {
    if (!a.ok) continue;
    const set = stuckAt.get(a);
    put(a, set === undefined ? FREELY_COMPATIBLE : { ...FREELY_COMPATIBLE, isRemovable: false, requiredBy: set ? named(set) : [] });
  }
  return out;
}
