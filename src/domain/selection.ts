/**
 * The one implementation of spec 4 "Selection" on codes (ADR 0125): how an ADD or REMOVE changes
 * the shopper's codes, which packages are always included, and which picks are the shopper's own.
 * The client's optimistic update and the server's GetUpdatedConfig both call `applyChange`; each
 * side only supplies the catalog facts (`SelectionRules`) it reads from its own data.
 */
import type { ChangeType, ItemType } from './entities';
import { withDefaultPackages } from './pricing';

/** Every code a build holds on one trim. */
export interface CodeSelection {
  exteriorColorCode: string | null;
  interiorColorCode: string | null;
  /** Null when the build does not know its wheels (the server then keeps the trim's default). */
  wheelsCode: string | null;
  /** Always includes the default packages (FE, QD). */
  packageCodes: string[];
  accessoryCodes: string[];
}

/**
 * The shopper's build on one trim, in codes: the one selection type of the product. The build
 * machine holds it (with the server's last answer), the data endpoint answers it as
 * `currentConfig`, links carry it; everything the shopper sees is derived from it and the answer
 * (build-from-config.ts deriveBuild).
 */
export interface Selection extends CodeSelection {
  trimCode: string;
}

/** A selection with every code known (the server fills in the trim's defaults). */
export type ResolvedSelection = { [K in keyof Selection]-?: NonNullable<Selection[K]> };

/** A key equal for equal selections whatever the order of their codes. */
export function selectionKey(s: Selection): string {
  const sorted = (codes: readonly string[]) => [...codes].sort().join(',');
  return [s.trimCode, s.exteriorColorCode ?? '', s.interiorColorCode ?? '', s.wheelsCode ?? '', sorted(s.packageCodes), sorted(s.accessoryCodes)].join('|');
}

/** One change the shopper (or a conflict resolution) asks for. */
export interface SelectionChange {
  itemType: ItemType;
  itemCode: string;
  changeType: ChangeType;
}

/** Item types a selection holds exactly one of: a REMOVE falls back to the trim's default. */
export type SingleChoiceType = 'EXTERIOR_COLOR' | 'INTERIOR_COLOR' | 'WHEELS';

/** The catalog facts a change needs, for the trim the selection is on. */
export interface SelectionRules {
  /** Packages always included (spec: FE and QD). */
  defaultPackageCodes: readonly string[];
  /** Accessories a package brings with it (added with it, removed with it). */
  includedAccessories(packageCode: string): readonly string[];
  /** The trim's default value of a single-choice type (null when unknown). */
  defaultCode(type: SingleChoiceType): string | null;
}

/** A change the rules of selection forbid (removing a default package). */
export class SelectionChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SelectionChangeError';
  }
}

const withCode = (codes: readonly string[], code: string): string[] => (codes.includes(code) ? [...codes] : [...codes, code]);

/**
 * The selection after one change (spec 4): a colour or wheels ADD replaces the current value and a
 * REMOVE of the current value goes back to the trim's default; a package brings its included
 * accessories and takes them when removed; default packages stay; accessories come and go alone.
 * Trim-level types (engine, cab...) are not code changes and leave the selection as it is: the
 * caller moves the build to another trim. Throws SelectionChangeError for a default package REMOVE.
 */
export function applyChange<S extends CodeSelection>(selection: S, change: SelectionChange, rules: SelectionRules): S {
  const add = change.changeType === 'ADD';
  const code = change.itemCode;
  const single = (field: 'exteriorColorCode' | 'interiorColorCode' | 'wheelsCode', type: SingleChoiceType): S => {
    if (add) return { ...selection, [field]: code };
    return selection[field] === code ? { ...selection, [field]: rules.defaultCode(type) ?? selection[field] } : selection;
  };
  switch (change.itemType) {
    case 'EXTERIOR_COLOR':
      return single('exteriorColorCode', 'EXTERIOR_COLOR');
    case 'INTERIOR_COLOR':
      return single('interiorColorCode', 'INTERIOR_COLOR');
    case 'WHEELS':
      return single('wheelsCode', 'WHEELS');
    case 'PACKAGE': {
      const included = rules.includedAccessories(code);
      if (add) {
        return {
          ...selection,
          packageCodes: withDefaultPackages(withCode(selection.packageCodes, code), rules.defaultPackageCodes),
          accessoryCodes: included.reduce<string[]>((codes, acc) => withCode(codes, acc), [...selection.accessoryCodes]),
        };
      }
      if (rules.defaultPackageCodes.includes(code)) throw new SelectionChangeError(`Package "${code}" is a default package and is always included`);
      return {
        ...selection,
        packageCodes: withDefaultPackages(selection.packageCodes.filter((c) => c !== code), rules.defaultPackageCodes),
        accessoryCodes: selection.accessoryCodes.filter((c) => !included.includes(c)),
      };
    }
    case 'ACCESSORY':
      return { ...selection, accessoryCodes: add ? withCode(selection.accessoryCodes, code) : selection.accessoryCodes.filter((c) => c !== code) };
    default:
      return selection;
  }
}

/** Keys `${itemType}:${itemCode}` of the shopper's explicit picks: the rules cost losing them higher. */
export type ExplicitPicks = ReadonlySet<string>;

/** Explicit-pick keys of a selection as clients send it (CurrentSelectedConfig); none when absent. */
export function explicitPickKeys(input: Partial<Record<keyof CodeSelection, unknown>> | null | undefined): ExplicitPicks {
  const keys = new Set<string>();
  if (!input) return keys;
  const one = (type: ItemType, code: unknown) => typeof code === 'string' && code && keys.add(`${type}:${code}`);
  const all = (type: ItemType, codes: unknown) => Array.isArray(codes) && codes.forEach((c) => one(type, c));
  one('EXTERIOR_COLOR', input.exteriorColorCode);
  one('INTERIOR_COLOR', input.interiorColorCode);
  one('WHEELS', input.wheelsCode);
  all('PACKAGE', input.packageCodes);
  all('ACCESSORY', input.accessoryCodes);
  return keys;
}
