import type { ItemType } from '../../src/domain/entities';
import type { CatalogTrim } from '../catalog/catalog.schema';
import { withDefaultPackages as withTheDefaults } from '../../src/domain/pricing';
import { applyChange, type ResolvedSelection, type SelectionRules } from '../../src/domain/selection';
import { InvalidInputError, NotFoundError } from './configuration-errors';
import {
  TRIM_ATTRIBUTE_TYPES,
  defaultTrimOfGrade,
  trimAttribute,
  type SeriesIndex,
  type TrimAttributeType,
} from './series-index';

/**
 * The shopper's selection inside one series-year: the domain's one Selection type, with the trim's
 * defaults filled in (no code unknown). Every resolver turns its input into one of these first.
 */
export type Selection = ResolvedSelection;

/** Selection fields as clients send them (ApiConfig, DeepLinkConfigInput, CurrentSelectedConfig). */
export interface SelectionInput {
  trim?: string | null;
  grade?: string | null;
  exteriorColorCode?: string | null;
  interiorColorCode?: string | null;
  wheelsCode?: string | null;
  packageCodes?: readonly string[] | null;
  accessoryCodes?: readonly string[] | null;
}

export function isTrimAttributeType(type: ItemType): type is TrimAttributeType {
  return (TRIM_ATTRIBUTE_TYPES as readonly string[]).includes(type);
}

/** Package codes of the default packages (FE, QD) a trim offers. */
export function defaultPackageCodes(index: SeriesIndex, trim: CatalogTrim): string[] {
  const codes = trim.defaultPackageIds.map((id) => index.packageById.get(id)?.code).filter((c): c is string => !!c);
  for (const offered of trim.packages) {
    const pkg = index.packageById.get(offered.id);
    if (pkg?.isDefault && !codes.includes(pkg.code)) codes.push(pkg.code);
  }
  return codes;
}

/** `codes` plus any default package of the trim that is missing (spec: FE and QD are always included). */
export function withDefaultPackages(index: SeriesIndex, trim: CatalogTrim, codes: readonly string[]): string[] {
  return withTheDefaults(codes, defaultPackageCodes(index, trim));
}

/** The default build of a trim: its default colours, wheels and default packages, no accessories. */
export function defaultSelection(index: SeriesIndex, trim: CatalogTrim): Selection {
  return {
    trimCode: trim.code,
    exteriorColorCode: index.exteriorById.get(trim.defaultColorId)!.code,
    interiorColorCode: index.interiorById.get(trim.defaultInteriorColorId)!.code,
    wheelsCode: trim.defaultWheelCode,
    packageCodes: defaultPackageCodes(index, trim),
    accessoryCodes: [],
  };
}

/** Finds a grade by id or by name (case-insensitive). */
export function findGradeId(index: SeriesIndex, grade: string): string | undefined {
  if (index.gradeById.has(grade)) return grade;
  const wanted = grade.trim().toLowerCase();
  return index.file.grades.find((g) => g.gradeName.toLowerCase() === wanted)?.id;
}

/** The trim an input names: its trim code, else its grade's default trim, else the series default. */
export function resolveTrim(index: SeriesIndex, input: { trim?: string | null; grade?: string | null }): CatalogTrim {
  const { file } = index;
  if (input.trim) {
    const trim = index.trimByCode.get(input.trim);
    if (!trim) throw new NotFoundError(`Unknown trim "${input.trim}" for ${file.seriesId} ${file.year}`);
    return trim;
  }
  if (input.grade) {
    const gradeId = findGradeId(index, input.grade);
    const trim = gradeId ? defaultTrimOfGrade(index, gradeId) : undefined;
    if (!trim) throw new NotFoundError(`Unknown grade "${input.grade}" for ${file.seriesId} ${file.year}`);
    return trim;
  }
  return index.defaultTrim;
}

/** Whether `code` names an item of `type` in this series-year. */
export function isKnownCode(index: SeriesIndex, type: ItemType, code: string): boolean {
  switch (type) {
    case 'EXTERIOR_COLOR':
      return index.exteriorByCode.has(code);
    case 'INTERIOR_COLOR':
      return index.interiorByCode.has(code);
    case 'WHEELS':
      return index.wheelByCode.has(code);
    case 'PACKAGE':
      return index.packageByCode.has(code);
    case 'ACCESSORY':
      return index.accessoryByCode.has(code);
    default:
      return index.attributeCodes[type].has(code);
  }
}

export interface SelectionResult {
  selection: Selection;
  /** What was wrong with the input (lenient mode only; strict mode throws instead). */
  problems: string[];
}

/**
 * Turns client input into a Selection on its trim. Strict mode (config updates, recommendations)
 * rejects codes the series does not have with BAD_USER_INPUT. Lenient mode (deep links) replaces
 * unknown codes, and codes the trim does not offer, by the trim's defaults and reports them.
 */
export function selectionFromInput(index: SeriesIndex, input: SelectionInput, mode: 'strict' | 'lenient'): SelectionResult {
  const trim = resolveTrim(index, input);
  const base = defaultSelection(index, trim);
  const problems: string[] = [];
  const unknown: string[] = [];
  const offeredIds = {
    EXTERIOR_COLOR: new Set(trim.exteriorColorIds),
    INTERIOR_COLOR: new Set(trim.interiorColorIds),
    PACKAGE: new Set(trim.packages.map((p) => p.id)),
    ACCESSORY: new Set(trim.accessories.map((a) => a.id)),
  };
  const accept = (type: ItemType, code: string): boolean => {
    if (!isKnownCode(index, type, code)) {
      unknown.push(`${type} "${code}"`);
      problems.push(`unknown ${type} code "${code}"`);
      return false;
    }
    if (mode === 'lenient' && !offeredOnTrim(index, trim, type, code, offeredIds)) {
      problems.push(`${type} "${code}" is not offered on trim ${trim.code}`);
      return false;
    }
    return true;
  };

  const selection: Selection = { ...base };
  if (input.exteriorColorCode && accept('EXTERIOR_COLOR', input.exteriorColorCode)) selection.exteriorColorCode = input.exteriorColorCode;
  if (input.interiorColorCode && accept('INTERIOR_COLOR', input.interiorColorCode)) selection.interiorColorCode = input.interiorColorCode;
  if (input.wheelsCode && accept('WHEELS', input.wheelsCode)) selection.wheelsCode = input.wheelsCode;
  const packages = (input.packageCodes ?? []).filter((code) => accept('PACKAGE', code));
  selection.packageCodes = withDefaultPackages(index, trim, packages);
  selection.accessoryCodes = [...new Set((input.accessoryCodes ?? []).filter((code) => accept('ACCESSORY', code)))];

  if (mode === 'strict' && unknown.length > 0) {
    throw new InvalidInputError(`Unknown item codes for ${index.file.seriesId} ${index.file.year}: ${unknown.join(', ')}`);
  }
  return { selection, problems };
}

function offeredOnTrim(
  index: SeriesIndex,
  trim: CatalogTrim,
  type: ItemType,
  code: string,
  offeredIds: Record<'EXTERIOR_COLOR' | 'INTERIOR_COLOR' | 'PACKAGE' | 'ACCESSORY', Set<string>>,
): boolean {
  switch (type) {
    case 'EXTERIOR_COLOR':
      return offeredIds.EXTERIOR_COLOR.has(index.exteriorByCode.get(code)!.id);
    case 'INTERIOR_COLOR':
      return offeredIds.INTERIOR_COLOR.has(index.interiorByCode.get(code)!.id);
    case 'PACKAGE':
      return offeredIds.PACKAGE.has(index.packageByCode.get(code)!.id);
    case 'ACCESSORY':
      return offeredIds.ACCESSORY.has(index.accessoryByCode.get(code)!.id);
    case 'WHEELS':
      return trim.wheelCodes.includes(code);
    default:
      return trimAttribute(trim, type as TrimAttributeType) === code;
  }
}

/** Whether the trim offers the item at all (availability only, no rules). */
export function isOffered(index: SeriesIndex, trim: CatalogTrim, type: ItemType, code: string): boolean {
  if (!isKnownCode(index, type, code)) return false;
  switch (type) {
    case 'EXTERIOR_COLOR':
      return trim.exteriorColorIds.includes(index.exteriorByCode.get(code)!.id);
    case 'INTERIOR_COLOR':
      return trim.interiorColorIds.includes(index.interiorByCode.get(code)!.id);
    case 'PACKAGE': {
      const id = index.packageByCode.get(code)!.id;
      return trim.packages.some((p) => p.id === id);
    }
    case 'ACCESSORY': {
      const id = index.accessoryByCode.get(code)!.id;
      return trim.accessories.some((a) => a.id === id);
    }
    case 'WHEELS':
      return trim.wheelCodes.includes(code);
    default:
      return trimAttribute(trim, type as TrimAttributeType) === code;
  }
}

/**
 * The selection carried over to another trim: colours, wheels, packages and accessories the new
 * trim offers are kept; the rest fall back to the new trim's defaults or are dropped.
 */
export function carryOver(index: SeriesIndex, selection: Selection, trim: CatalogTrim): Selection {
  const defaults = defaultSelection(index, trim);
  const keep = (type: ItemType, code: string, fallback: string) => (isOffered(index, trim, type, code) ? code : fallback);
  return {
    trimCode: trim.code,
    exteriorColorCode: keep('EXTERIOR_COLOR', selection.exteriorColorCode, defaults.exteriorColorCode),
    interiorColorCode: keep('INTERIOR_COLOR', selection.interiorColorCode, defaults.interiorColorCode),
    wheelsCode: keep('WHEELS', selection.wheelsCode, defaults.wheelsCode),
    packageCodes: withDefaultPackages(index, trim, selection.packageCodes.filter((c) => isOffered(index, trim, 'PACKAGE', c))),
    accessoryCodes: selection.accessoryCodes.filter((c) => isOffered(index, trim, 'ACCESSORY', c)),
  };
}

/**
 * Trims that have `code` for a powertrain-type attribute, closest to the current trim first:
 * same grade, then most other attributes unchanged, then the smallest price change.
 */
export function trimsWithAttribute(
  index: SeriesIndex,
  current: CatalogTrim,
  type: TrimAttributeType,
  code: string,
  allowedTrimIds?: readonly string[] | null,
): CatalogTrim[] {
  const allowed = allowedTrimIds && allowedTrimIds.length > 0 ? new Set(allowedTrimIds) : undefined;
  const score = (trim: CatalogTrim) =>
    (trim.gradeId === current.gradeId ? 100 : 0) +
    TRIM_ATTRIBUTE_TYPES.filter((t) => t !== type && trimAttribute(trim, t) === trimAttribute(current, t)).length * 10;
  return index.file.trims
    .filter((t) => trimAttribute(t, type) === code && (!allowed || allowed.has(t.code)))
    .sort((a, b) => score(b) - score(a) || Math.abs(a.msrp - current.msrp) - Math.abs(b.msrp - current.msrp));
}

/** The trim a selection is on. */
export function selectedTrim(index: SeriesIndex, selection: Selection): CatalogTrim {
  return index.trimByCode.get(selection.trimCode)!;
}

/**
 * The rules of selection (src/domain/selection.ts applyChange) for a trim of this series-year, read
 * from the catalog: its default packages, the accessories each package brings, its default colours
 * and wheels. The client's changes and the server's go through the same function.
 */
export function selectionRules(index: SeriesIndex, trim: CatalogTrim): SelectionRules {
  const defaults = defaultSelection(index, trim);
  const defaultsByType = { EXTERIOR_COLOR: defaults.exteriorColorCode, INTERIOR_COLOR: defaults.interiorColorCode, WHEELS: defaults.wheelsCode };
  return {
    defaultPackageCodes: defaults.packageCodes,
    includedAccessories: (packageCode) => index.file.rules.packageIncludes.filter((r) => r.package === packageCode).flatMap((r) => r.accessories),
    defaultCode: (type) => defaultsByType[type],
  };
}

/** The selection with `code` put in place for `type`: an ADD under the rules of selection (selectionRules of its trim). */
export function withItem(selection: Selection, type: ItemType, code: string, rules: SelectionRules): Selection {
  return applyChange(selection, { itemType: type, itemCode: code, changeType: 'ADD' }, rules);
}

/** The items a selection holds: exterior, interior and wheels, then packages and accessories in order. */
export function selectedItems(selection: Selection): Array<{ type: ItemType; code: string }> {
  return [
    { type: 'EXTERIOR_COLOR', code: selection.exteriorColorCode },
    { type: 'INTERIOR_COLOR', code: selection.interiorColorCode },
    { type: 'WHEELS', code: selection.wheelsCode },
    ...selection.packageCodes.map((code) => ({ type: 'PACKAGE' as const, code })),
    ...selection.accessoryCodes.map((code) => ({ type: 'ACCESSORY' as const, code })),
  ];
}
