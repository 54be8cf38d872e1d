import type {
  Compatibility,
  ItemType,
  LatestItemSelected,
  RecommendationResult,
  RequiredChange,
  ResolveStep,
} from '../../src/domain/entities';
import type { CatalogTrim } from '../catalog/catalog.schema';
import type { CompatibilityEngine, ExplicitPicks } from './compatibility';
import { badUserInput } from '../http/errors';
import { checkItem, violations, withItem } from './rule-checks';
import { applyItem } from './latest-items';
import {
  carryOver,
  defaultSelection,
  isKnownCode,
  isOffered,
  isTrimAttributeType,
  selectedTrim,
  trimsWithAttribute,
  type Selection,
} from './selection';
import { TRIM_ATTRIBUTE_TYPES, trimAttribute, type SeriesIndex, type TrimAttributeType } from './series-index';

/**
 * Interim compatibility source: trim availability lists plus the catalog's explicit rules, checked
 * item by item, with a greedy repair for resolve steps. It answers the API's questions but is not
 * exact (a value marked compatible may still dead-end through chains of rules); the rules engine
 * in server/rules is the exact replacement (see compatibility.ts).
 */

const MAX_TRIM_CANDIDATES = 12;
const MAX_REPAIR_ROUNDS = 24;
const MAX_STEPS = 3;

const availableCache = new WeakMap<SeriesIndex, Map<string, string[]>>();

/** Trim codes offering each item, computed once per series-year. */
function availableWithTrims(index: SeriesIndex, type: ItemType, code: string): string[] {
  let map = availableCache.get(index);
  if (!map) {
    map = new Map();
    for (const trim of index.file.trims) {
      const add = (t: ItemType, c: string | undefined) => {
        if (!c) return;
        const key = `${t}:${c}`;
        const list = map!.get(key) ?? [];
        list.push(trim.code);
        map!.set(key, list);
      };
      trim.exteriorColorIds.forEach((id) => add('EXTERIOR_COLOR', index.exteriorById.get(id)?.code));
      trim.interiorColorIds.forEach((id) => add('INTERIOR_COLOR', index.interiorById.get(id)?.code));
      trim.wheelCodes.forEach((c) => add('WHEELS', c));
      trim.packages.forEach((p) => add('PACKAGE', index.packageById.get(p.id)?.code));
      trim.accessories.forEach((a) => add('ACCESSORY', index.accessoryById.get(a.id)?.code));
      TRIM_ATTRIBUTE_TYPES.forEach((t) => add(t, trimAttribute(trim, t) || undefined));
    }
    availableCache.set(index, map);
  }
  return map.get(`${type}:${code}`) ?? [];
}

/**
 * A powertrain-type value is compatible when the closest trim with it is in the same grade and the
 * selection carries over to that trim unchanged and valid (the pick is then a plain trim switch).
 */
function attributeCompatible(index: SeriesIndex, selection: Selection, trim: CatalogTrim, type: TrimAttributeType, code: string): boolean {
  if (trimAttribute(trim, type) === code) return true;
  const target = trimsWithAttribute(index, trim, type, code)[0];
  if (!target || target.gradeId !== trim.gradeId) return false;
  const moved = carryOver(index, selection, target);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));
  return (
    moved.exteriorColorCode === selection.exteriorColorCode &&
    moved.interiorColorCode === selection.interiorColorCode &&
    moved.wheelsCode === selection.wheelsCode &&
    same(moved.packageCodes, selection.packageCodes) &&
    same(moved.accessoryCodes, selection.accessoryCodes) &&
    violations(index, moved).length === 0
  );
}

function compatibility(index: SeriesIndex, selection: Selection) {
  const trim = selectedTrim(index, selection);
  return (type: ItemType, code: string): Compatibility => {
    const trims = availableWithTrims(index, type, code);
    if (isTrimAttributeType(type)) {
      return { isCompatible: attributeCompatible(index, selection, trim, type, code), availableWithTrims: trims, requiredItems: [] };
    }
    const check = checkItem(index, selection, type, code);
    return { isCompatible: check.ok, availableWithTrims: trims, requiredItems: check.requiredItems };
  };
}

function isFixed(latest: LatestItemSelected | null, type: ItemType, code: string): boolean {
  return !!latest && latest.changeType === 'ADD' && latest.itemType === type && latest.itemCode === code;
}

function setSingle(selection: Selection, type: ItemType, code: string): Selection {
  return withItem(selection, type, code);
}

function removeMulti(selection: Selection, type: ItemType, code: string): Selection {
  return type === 'PACKAGE'
    ? { ...selection, packageCodes: selection.packageCodes.filter((c) => c !== code) }
    : { ...selection, accessoryCodes: selection.accessoryCodes.filter((c) => c !== code) };
}

/**
 * Greedy repair on the selection's trim: the latest pick is kept; items it needs are added, items
 * it excludes are removed, other broken items fall back to defaults or are dropped. Null when the
 * latest pick cannot be kept on this trim.
 */
function repair(index: SeriesIndex, start: Selection, latest: LatestItemSelected | null): Selection | null {
  let selection = start;
  const trim = selectedTrim(index, selection);
  const defaults = defaultSelection(index, trim);
  for (let round = 0; round < MAX_REPAIR_ROUNDS; round += 1) {
    const broken = violations(index, selection).sort((a, b) => Number(isFixed(latest, b.type, b.code)) - Number(isFixed(latest, a.type, a.code)));
    if (broken.length === 0) return selection;
    const { type, code, check } = broken[0]!;
    const single = type === 'EXTERIOR_COLOR' || type === 'INTERIOR_COLOR' || type === 'WHEELS';
    if (isFixed(latest, type, code)) {
      if (!check.offered || (check.requiredItems.length === 0 && check.conflicts.length === 0)) return null;
      for (const item of check.requiredItems) selection = withItem(selection, item.itemType, item.itemCode);
      for (const item of check.conflicts) selection = removeMulti(selection, item.itemType, item.itemCode);
      continue;
    }
    if (single) {
      const required = check.requiredItems.find((item) => !isFixed(latest, item.itemType, item.itemCode) && item.itemType !== latest?.itemType);
      if (check.offered && required) {
        selection = setSingle(selection, required.itemType, required.itemCode);
        continue;
      }
      const current = selection;
      const fallback = [defaultCode(defaults, type), ...offeredCodes(index, trim, type)].find(
        (c) => c !== code && checkItem(index, setSingle(current, type, c), type, c).ok,
      );
      if (!fallback) return null;
      selection = setSingle(selection, type, fallback);
      continue;
    }
    if (index.packageByCode.get(code)?.isDefault) return null;
    selection = removeMulti(selection, type, code);
  }
  return null;
}

function defaultCode(defaults: Selection, type: ItemType): string {
  if (type === 'EXTERIOR_COLOR') return defaults.exteriorColorCode;
  if (type === 'INTERIOR_COLOR') return defaults.interiorColorCode;
  return defaults.wheelsCode;
}

function offeredCodes(index: SeriesIndex, trim: CatalogTrim, type: ItemType): string[] {
  if (type === 'EXTERIOR_COLOR') return trim.exteriorColorIds.map((id) => index.exteriorById.get(id)!.code);
  if (type === 'INTERIOR_COLOR') return trim.interiorColorIds.map((id) => index.interiorById.get(id)!.code);
  return trim.wheelCodes;
}

function changesBetween(before: Selection, after: Selection, latest: LatestItemSelected): RequiredChange[] {
  const changes: RequiredChange[] = [];
  const single: Array<[ItemType, string, string]> = [
    ['EXTERIOR_COLOR', before.exteriorColorCode, after.exteriorColorCode],
    ['INTERIOR_COLOR', before.interiorColorCode, after.interiorColorCode],
    ['WHEELS', before.wheelsCode, after.wheelsCode],
  ];
  for (const [itemType, was, now] of single) if (was !== now) changes.push({ changeType: 'ADD', itemCode: now, itemType });
  const multi: Array<[ItemType, string[], string[]]> = [
    ['PACKAGE', before.packageCodes, after.packageCodes],
    ['ACCESSORY', before.accessoryCodes, after.accessoryCodes],
  ];
  for (const [itemType, was, now] of multi) {
    for (const code of now) if (!was.includes(code)) changes.push({ changeType: 'ADD', itemCode: code, itemType });
    for (const code of was) if (!now.includes(code)) changes.push({ changeType: 'REMOVE', itemCode: code, itemType });
  }
  return changes.filter((c) => !(c.itemType === latest.itemType && c.itemCode === latest.itemCode));
}

/** Losing an explicit pick costs 3, any other change 1, a trim switch 2; the price change breaks ties. */
function weightOf(before: Selection, changes: RequiredChange[], from: CatalogTrim, to: CatalogTrim, explicit: ExplicitPicks): number {
  let weight = from.code === to.code ? 0 : 2;
  const previous: Partial<Record<ItemType, string>> = {
    EXTERIOR_COLOR: before.exteriorColorCode,
    INTERIOR_COLOR: before.interiorColorCode,
    WHEELS: before.wheelsCode,
  };
  for (const change of changes) {
    const lost = change.changeType === 'REMOVE' ? change.itemCode : previous[change.itemType];
    weight += lost !== undefined && explicit.has(`${change.itemType}:${lost}`) ? 3 : 1;
  }
  return Math.round((weight + Math.abs(to.msrp - from.msrp) / 1_000_000) * 1_000_000) / 1_000_000;
}

function recommend(index: SeriesIndex, selection: Selection, latest: LatestItemSelected, explicit: ExplicitPicks): RecommendationResult {
  const { itemType: type, itemCode: code } = latest;
  if (!isKnownCode(index, type, code)) throw badUserInput(`Unknown ${type} code "${code}" for ${index.file.seriesId} ${index.file.year}`);
  const trim = selectedTrim(index, selection);
  const steps: ResolveStep[] = [];

  if (isTrimAttributeType(type)) {
    if (latest.changeType === 'REMOVE') throw badUserInput(`${type} cannot be removed; add another ${type} value instead`);
    for (const candidate of trimsWithAttribute(index, trim, type, code, latest.availableWithTrimIds).slice(0, MAX_TRIM_CANDIDATES)) {
      const repaired = repair(index, carryOver(index, selection, candidate), null);
      if (!repaired) continue;
      const changes = changesBetween(selection, repaired, latest);
      steps.push({ applicableTrimId: candidate.code, weight: weightOf(selection, changes, trim, candidate, explicit), requiredChanges: changes });
    }
    const ranked = rank(steps);
    const free = ranked.find((s) => s.requiredChanges.length === 0);
    return free ? { isConfigValid: true, resolveSteps: [free] } : { isConfigValid: false, resolveSteps: ranked };
  }

  const applied = applyItem(index, selection, latest);
  if (violations(index, applied).length === 0) return { isConfigValid: true, resolveSteps: [] };

  const others = latest.changeType === 'ADD'
    ? availableWithTrims(index, type, code)
        .filter((c) => c !== trim.code && (!latest.availableWithTrimIds?.length || latest.availableWithTrimIds.includes(c)))
        .map((c) => index.trimByCode.get(c)!)
        .sort((a, b) => Number(b.gradeId === trim.gradeId) - Number(a.gradeId === trim.gradeId) || Math.abs(a.msrp - trim.msrp) - Math.abs(b.msrp - trim.msrp))
        .slice(0, MAX_TRIM_CANDIDATES)
    : [];
  const candidates = [trim, ...others];
  for (const candidate of candidates) {
    if (latest.changeType === 'ADD' && !isOffered(index, candidate, type, code)) continue;
    const start = candidate.code === trim.code ? applied : applyItem(index, carryOver(index, selection, candidate), latest);
    const repaired = repair(index, start, latest);
    if (!repaired) continue;
    const changes = changesBetween(selection, repaired, latest);
    steps.push({
      applicableTrimId: candidate.code === trim.code ? null : candidate.code,
      weight: weightOf(selection, changes, trim, candidate, explicit),
      requiredChanges: changes,
    });
  }
  return { isConfigValid: false, resolveSteps: rank(steps) };
}

function rank(steps: ResolveStep[]): ResolveStep[] {
  const seen = new Set<string>();
  return steps
    .sort((a, b) => a.weight - b.weight)
    .filter((step) => {
      const key = `${step.applicableTrimId}|${step.requiredChanges.map((c) => `${c.changeType}:${c.itemType}:${c.itemCode}`).sort().join(',')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_STEPS);
}

/** The catalog-availability engine (interim; see compatibility.ts). */
export const availabilityEngine: CompatibilityEngine = { compatibility, recommend };
