/**
 * Pure rules of product.md section 4 "Selection" used by the build machine: which picks apply at once, how a
 * pick changes the shopper's codes, and how a recommendation answer is read. No IO, no XState.
 */
import type { Brand, ItemType, LatestItemSelected, RecommendationResult, ResolveStep } from '../../domain/entities';
import { POWERTRAIN_ITEM_TYPES } from '../../domain/entities';
import { apiConfigOf } from '../../domain/build';
import { wheelsFor } from '../../domain/build-from-config';
import { DEFAULT_PACKAGE_CODES, withDefaultPackages } from '../../domain/pricing';
import { applyChange, type Selection, type SelectionRules } from '../../domain/selection';
import type { ResolvedConfiguration } from '../data/configurator-api';

/**
 * Item types the shopper can pick without a request when compatible (product.md section 4). Wheels are chosen
 * like colours (one of a list, with a compatibility), so they follow the colours' rule.
 */
const DIRECT_TYPES: readonly ItemType[] = ['EXTERIOR_COLOR', 'INTERIOR_COLOR', 'WHEELS', 'PACKAGE', 'ACCESSORY'];

export const isPowertrainType = (type: ItemType): boolean => POWERTRAIN_ITEM_TYPES.includes(type);

export const isDefaultPackage = (item: LatestItemSelected): boolean =>
  item.itemType === 'PACKAGE' && DEFAULT_PACKAGE_CODES.includes(item.itemCode);

/** Whether the item is already in the state the change asks for (a no-op pick). */
export function isNoOp(selection: Selection, item: LatestItemSelected): boolean {
  const has = (codes: readonly string[]) => codes.includes(item.itemCode);
  switch (item.itemType) {
    case 'EXTERIOR_COLOR':
      return item.changeType === 'ADD' && selection.exteriorColorCode === item.itemCode;
    case 'INTERIOR_COLOR':
      return item.changeType === 'ADD' && selection.interiorColorCode === item.itemCode;
    case 'WHEELS':
      return item.changeType === 'ADD' && selection.wheelsCode === item.itemCode;
    case 'PACKAGE':
      return has(selection.packageCodes) === (item.changeType === 'ADD');
    case 'ACCESSORY':
      return has(selection.accessoryCodes) === (item.changeType === 'ADD');
    default:
      return false;
  }
}

function offeredItem(config: ResolvedConfiguration, item: LatestItemSelected) {
  const byCode = <T extends { code: string }>(list: T[]) => list.find((x) => x.code === item.itemCode);
  switch (item.itemType) {
    case 'EXTERIOR_COLOR':
      return byCode(config.exteriorColors);
    case 'INTERIOR_COLOR':
      return byCode(config.interiorColors);
    case 'WHEELS':
      return byCode(config.wheels ?? []);
    case 'PACKAGE':
      return byCode(config.packages);
    case 'ACCESSORY':
      return byCode(config.accessories);
    default:
      return undefined;
  }
}

/**
 * Whether a pick applies at once (optimistically, one refresh request): a colour, package or
 * accessory that the configuration offers and the rules engine marks compatible (ADD) or freely
 * removable (REMOVE), both judged by the server for this very build. Everything else asks for a
 * recommendation first: the client never applies a change the engine has not checked.
 */
export function isDirectPick(config: ResolvedConfiguration, item: LatestItemSelected): boolean {
  if (!DIRECT_TYPES.includes(item.itemType)) return false;
  const offered = offeredItem(config, item);
  if (!offered) return false;
  if (item.changeType === 'ADD') return offered.compatibility.isCompatible;
  // A single-choice item cannot be removed, only replaced.
  if (item.itemType === 'EXTERIOR_COLOR' || item.itemType === 'INTERIOR_COLOR' || item.itemType === 'WHEELS') return false;
  return offered.compatibility.isRemovable;
}

/** The catalog facts of the configuration's trim, for the shared selection rules (src/domain/selection.ts). */
export function selectionRules(config: ResolvedConfiguration): SelectionRules {
  const defaults = config.defaultConfig;
  const codeOf = <T extends { id: string; code: string }>(list: readonly T[], id: string | undefined) => list.find((x) => x.id === id)?.code ?? null;
  return {
    defaultPackageCodes: DEFAULT_PACKAGE_CODES,
    includedAccessories: (code) => config.packages.find((p) => p.code === code)?.includedAccessoryCodes ?? [],
    defaultCode: (type) =>
      type === 'EXTERIOR_COLOR'
        ? codeOf(config.exteriorColors, defaults?.exteriorColorId)
        : type === 'INTERIOR_COLOR'
          ? codeOf(config.interiorColors, defaults?.interiorColorId)
          : defaults?.wheelsId || null,
  };
}

/**
 * The selection after a direct pick, computed without the server by the same rule the server applies
 * (src/domain/selection.ts), so the optimistic total is the total the server answers.
 */
export function applyLocally(config: ResolvedConfiguration, selection: Selection, item: LatestItemSelected): Selection {
  return applyChange(selection, item, selectionRules(config));
}

/**
 * The selection a server answer holds: its resolved selection (`currentConfig`) when it sends one,
 * else the codes the client expected, else the configuration's defaults.
 */
export function selectionOfAnswer(config: ResolvedConfiguration, expected?: Selection | null): Selection {
  const current = config.currentConfig;
  if (current) {
    return {
      trimCode: current.trimId || config.trim.code,
      exteriorColorCode: current.exteriorColorCode,
      interiorColorCode: current.interiorColorCode,
      wheelsCode: wheelsFor(config, current.wheelsCode),
      packageCodes: withDefaultPackages(current.packageCodes),
      accessoryCodes: [...current.accessoryCodes],
    };
  }
  if (expected) return { ...expected, trimCode: config.trim.code, wheelsCode: wheelsFor(config, expected.wheelsCode) };
  const defaults = config.defaultConfig;
  const codeOf = <T extends { id: string; code: string }>(list: readonly T[], id: string | undefined) => list.find((x) => x.id === id)?.code ?? null;
  return {
    trimCode: config.trim.code,
    exteriorColorCode: codeOf(config.exteriorColors, defaults?.exteriorColorId),
    interiorColorCode: codeOf(config.interiorColors, defaults?.interiorColorId),
    wheelsCode: wheelsFor(config, null),
    packageCodes: withDefaultPackages(config.packages.filter((p) => defaults?.packageIds.includes(p.id)).map((p) => p.code)),
    accessoryCodes: config.accessories.filter((a) => defaults?.accessoryIds.includes(a.id)).map((a) => a.code),
  };
}

/**
 * The trim a powertrain-type pick switches to when it needs no other change (product.md section 4): a resolve
 * step without required changes that names an applicable trim. Null otherwise.
 */
export function freeTrimSwitch(item: LatestItemSelected, result: RecommendationResult): string | null {
  if (!isPowertrainType(item.itemType)) return null;
  const free = result.resolveSteps.find((s) => s.requiredChanges.length === 0 && s.applicableTrimId);
  return free?.applicableTrimId ?? null;
}

/** The items sent to apply a resolve step: the pick itself, then every required change. */
export function resolutionItems(item: LatestItemSelected, step: ResolveStep): LatestItemSelected[] {
  const latest: LatestItemSelected =
    step.applicableTrimId && isPowertrainType(item.itemType) ? { ...item, availableWithTrimIds: [step.applicableTrimId] } : item;
  const changes = step.requiredChanges
    .filter((c) => !(c.itemCode === item.itemCode && c.itemType === item.itemType))
    .map((c) => ({ itemCode: c.itemCode, itemType: c.itemType, changeType: c.changeType }));
  return [latest, ...changes];
}

/** Whether every step's index names a real step (user.resolveConflict guard). */
export const isStepIndex = (steps: readonly unknown[], index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < steps.length;

/** The shopper's explicit picks, so the rules prefer keeping them over defaults. */
export function explicitPicks(selection: Selection, answer: ResolvedConfiguration) {
  const { exteriorColorCode, interiorColorCode, wheelsCode, packageCodes, accessoryCodes } = selection;
  return {
    trim: selection.trimCode,
    grade: answer.grade.gradeName,
    exteriorColorCode: exteriorColorCode ?? '',
    interiorColorCode: interiorColorCode ?? '',
    ...(wheelsCode ? { wheelsCode } : {}),
    packageCodes: withDefaultPackages(packageCodes),
    accessoryCodes: [...accessoryCodes],
  };
}

/**
 * What the data endpoint gets for a selection: its config (on `trim` when a step moves to another
 * trim), and the latest items. Previews of conflict resolutions and Apply send exactly this.
 */
export function serverQuery<Items>(selection: Selection, answer: ResolvedConfiguration, brand: Brand, latestItemSelected: Items, trim?: string | null) {
  return { config: { ...apiConfigOf(selection, answer, brand), ...(trim ? { trim } : {}) }, latestItemSelected };
}
