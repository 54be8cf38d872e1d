import type { ItemType, RequiredItem } from '../../src/domain/entities';
import type { CatalogTrim, CombinationRule } from '../catalog/catalog.schema';
import { isOffered, selectedTrim, type Selection } from './selection';
import { trimAttribute, type SeriesIndex, type TrimAttributeType } from './series-index';

/**
 * Availability-and-rules checks of one item against a selection, read straight from the catalog
 * (trim availability lists plus the file's explicit rules). This is the interim compatibility
 * source until the rules engine (server/rules) replaces it behind compatibility.ts.
 */
export interface ItemCheck {
  /** The item can be applied as is. */
  ok: boolean;
  /** The trim offers it at all. */
  offered: boolean;
  /** Items that would make it fit when added (requires, colour pairs). */
  requiredItems: RequiredItem[];
  /** Selected items it cannot go with (excludes); removing them makes room. */
  conflicts: RequiredItem[];
}

const MULTI: ReadonlySet<string> = new Set(['PACKAGE', 'ACCESSORY']);

/** The selection with `code` put in place for `type` (replacing a single choice, adding a multi choice). */
export function withItem(selection: Selection, type: ItemType, code: string): Selection {
  switch (type) {
    case 'EXTERIOR_COLOR':
      return { ...selection, exteriorColorCode: code };
    case 'INTERIOR_COLOR':
      return { ...selection, interiorColorCode: code };
    case 'WHEELS':
      return { ...selection, wheelsCode: code };
    case 'PACKAGE':
      return selection.packageCodes.includes(code) ? selection : { ...selection, packageCodes: [...selection.packageCodes, code] };
    case 'ACCESSORY':
      return selection.accessoryCodes.includes(code) ? selection : { ...selection, accessoryCodes: [...selection.accessoryCodes, code] };
    default:
      return selection;
  }
}

function valuesOf(selection: Selection, trim: CatalogTrim, type: string): string[] {
  switch (type) {
    case 'GRADE':
      return [trim.gradeId];
    case 'TRIM':
      return [trim.code];
    case 'EXTERIOR_COLOR':
      return [selection.exteriorColorCode];
    case 'INTERIOR_COLOR':
      return [selection.interiorColorCode];
    case 'WHEELS':
      return [selection.wheelsCode];
    case 'PACKAGE':
      return selection.packageCodes;
    case 'ACCESSORY':
      return selection.accessoryCodes;
    default:
      return [trimAttribute(trim, type as TrimAttributeType)];
  }
}

/**
 * A combination table holds when some row matches: single-choice columns equal the selected
 * value, multi-choice columns name a selected package/accessory. A table whose multi-choice
 * columns name nothing that is selected does not constrain the selection.
 */
export function combinationHolds(index: SeriesIndex, selection: Selection, trim: CatalogTrim, rule: CombinationRule): boolean {
  const columns = rule.attributes.map((type, j) => {
    const values = valuesOf(selection, trim, type);
    return { multi: MULTI.has(type), values: new Set(values), column: new Set(rule.allowed.map((row) => row[j]!)) };
  });
  const relevant = columns.every((c) => !c.multi || [...c.values].some((v) => c.column.has(v)));
  if (!relevant) return true;
  return rule.allowed.some((row) => row.every((code, j) => columns[j]!.values.has(code)));
}

function pairAllows(index: SeriesIndex, gradeId: string, exterior: string, interior: string): boolean {
  const rules = index.file.rules.colorPairs.filter((r) => r.exterior === exterior && (!r.grades || r.grades.includes(gradeId)));
  return rules.length === 0 || rules.some((r) => r.interiors.includes(interior));
}

function colorOnGrade(index: SeriesIndex, kind: 'EXTERIOR_COLOR' | 'INTERIOR_COLOR', code: string, gradeId: string): boolean {
  return index.file.rules.colorGrades.every((r) => r.kind !== kind || r.color !== code || r.grades.includes(gradeId));
}

/**
 * Checks one item as if it were picked now (single choices replace the current value). Already
 * selected items are checked against the rest of the selection, so "every selected item is ok"
 * means the whole build is valid.
 */
export function checkItem(index: SeriesIndex, selection: Selection, type: ItemType, code: string): ItemCheck {
  const trim = selectedTrim(index, selection);
  const offered = isOffered(index, trim, type, code);
  const requiredItems: RequiredItem[] = [];
  const conflicts: RequiredItem[] = [];
  const { rules } = index.file;
  const next = withItem(selection, type, code);
  let ok = offered;

  switch (type) {
    case 'EXTERIOR_COLOR':
      ok &&= colorOnGrade(index, type, code, trim.gradeId);
      if (!pairAllows(index, trim.gradeId, code, selection.interiorColorCode)) {
        ok = false;
        const fit = trim.interiorColorIds
          .map((id) => index.interiorById.get(id)!.code)
          .find((interior) => pairAllows(index, trim.gradeId, code, interior));
        if (fit) requiredItems.push({ itemCode: fit, itemType: 'INTERIOR_COLOR' });
      }
      break;
    case 'INTERIOR_COLOR':
      ok &&= colorOnGrade(index, type, code, trim.gradeId);
      if (!pairAllows(index, trim.gradeId, selection.exteriorColorCode, code)) {
        ok = false;
        const fit = trim.exteriorColorIds
          .map((id) => index.exteriorById.get(id)!.code)
          .find((exterior) => pairAllows(index, trim.gradeId, exterior, code));
        if (fit) requiredItems.push({ itemCode: fit, itemType: 'EXTERIOR_COLOR' });
      }
      break;
    case 'PACKAGE':
      for (const rule of rules.packageRequires.filter((r) => r.package === code)) {
        const missing = rule.requires.filter((c) => !selection.packageCodes.includes(c));
        const satisfied = rule.mode === 'anyOf' ? missing.length < rule.requires.length : missing.length === 0;
        if (satisfied) continue;
        ok = false;
        const wanted = rule.mode === 'anyOf' ? missing.filter((c) => isOffered(index, trim, 'PACKAGE', c)).slice(0, 1) : missing;
        for (const c of wanted) requiredItems.push({ itemCode: c, itemType: 'PACKAGE' });
      }
      for (const rule of rules.packageExcludes) {
        const others = rule.package === code ? rule.excludes : rule.excludes.includes(code) ? [rule.package] : [];
        for (const other of others.filter((c) => c !== code && selection.packageCodes.includes(c))) {
          ok = false;
          conflicts.push({ itemCode: other, itemType: 'PACKAGE' });
        }
      }
      break;
    case 'ACCESSORY':
      for (const rule of rules.accessoryRequires.filter((r) => r.accessory === code)) {
        if (rule.grades && !rule.grades.includes(trim.gradeId)) ok = false;
        if (rule.packages && !rule.packages.some((c) => selection.packageCodes.includes(c))) {
          ok = false;
          const fit = rule.packages.find((c) => isOffered(index, trim, 'PACKAGE', c));
          if (fit) requiredItems.push({ itemCode: fit, itemType: 'PACKAGE' });
        }
      }
      for (const rule of rules.accessoryExcludes) {
        const others = rule.accessory === code ? rule.excludes : rule.excludes.includes(code) ? [rule.accessory] : [];
        for (const other of others.filter((c) => c !== code && selection.accessoryCodes.includes(c))) {
          ok = false;
          conflicts.push({ itemCode: other, itemType: 'ACCESSORY' });
        }
      }
      break;
    default:
      break;
  }
  for (const rule of rules.combinations) {
    if (rule.attributes.includes(type) && !combinationHolds(index, next, trim, rule)) ok = false;
  }
  return { ok, offered, requiredItems: dedupe(requiredItems), conflicts: dedupe(conflicts) };
}

function dedupe(items: RequiredItem[]): RequiredItem[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.itemType}:${i.itemCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every selected item of a selection with its check; the build is valid when all are ok. */
export function selectedItems(selection: Selection): Array<{ type: ItemType; code: string }> {
  return [
    { type: 'EXTERIOR_COLOR', code: selection.exteriorColorCode },
    { type: 'INTERIOR_COLOR', code: selection.interiorColorCode },
    { type: 'WHEELS', code: selection.wheelsCode },
    ...selection.packageCodes.map((code) => ({ type: 'PACKAGE' as const, code })),
    ...selection.accessoryCodes.map((code) => ({ type: 'ACCESSORY' as const, code })),
  ];
}

/** The selected items that break the build (empty when it is valid). */
export function violations(index: SeriesIndex, selection: Selection): Array<{ type: ItemType; code: string; check: ItemCheck }> {
  return selectedItems(selection)
    .map((item) => ({ ...item, check: checkItem(index, selection, item.type, item.code) }))
    .filter((item) => !item.check.ok);
}
