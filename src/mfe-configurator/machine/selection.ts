/**
 * Pure rules of product.md section 4 "Selection" used by the build machine: which picks apply at once, how a
 * pick changes the shopper's codes, and how a recommendation answer is read. No IO, no XState.
 */
import type {
  Brand,
  BuildConfiguration,
  ItemType,
  LatestItemSelected,
  RecommendationResult,
  ResolveStep,
} from '../../domain/entities';
import { POWERTRAIN_ITEM_TYPES } from '../../domain/entities';
import { buildToApiConfig } from '../../domain/build';
import { buildFromConfiguration, type BuildSelection } from '../../domain/build-from-config';
import { DEFAULT_PACKAGE_CODES, withDefaultPackages } from '../../domain/pricing';
import { applyChange, type CodeSelection, type SelectionRules } from '../../domain/selection';
import type { ResolvedConfiguration } from '../data/configurator-api';

export type { CodeSelection } from '../../domain/selection';

/**
 * Item types the shopper can pick without a request when compatible (product.md section 4). Wheels are chosen
 * like colours (one of a list, with a compatibility), so they follow the colours' rule.
 */
const DIRECT_TYPES: readonly ItemType[] = ['EXTERIOR_COLOR', 'INTERIOR_COLOR', 'WHEELS', 'PACKAGE', 'ACCESSORY'];

export function selectionOf(build: BuildConfiguration): CodeSelection {
  return {
    exteriorColorCode: build.exteriorColor?.code ?? null,
    interiorColorCode: build.interiorColor?.code ?? null,
    wheelsCode: build.wheelsCode ?? null,
    packageCodes: withDefaultPackages(build.packages.map((p) => p.code)),
    accessoryCodes: build.accessories.map((a) => a.code),
  };
}

export const isPowertrainType = (type: ItemType): boolean => POWERTRAIN_ITEM_TYPES.includes(type);

export const isDefaultPackage = (item: LatestItemSelected): boolean =>
  item.itemType === 'PACKAGE' && DEFAULT_PACKAGE_CODES.includes(item.itemCode);

/** Whether the item is already in the state the change asks for (a no-op pick). */
export function isNoOp(build: BuildConfiguration, item: LatestItemSelected): boolean {
  const selection = selectionOf(build);
  const has = (codes: string[]) => codes.includes(item.itemCode);
  switch (item.itemType) {
    case 'EXTERIOR_COLOR':
      return item.changeType === 'ADD' && selection.exteriorColorCode === item.itemCode;
    case 'INTERIOR_COLOR':
      return item.changeType === 'ADD' && selection.interiorColorCode === item.itemCode;
    case 'WHEELS':
      return item.changeType === 'ADD' && selection.wheelsCode === item.itemCode;
    case 'PACKAGE':
      return item.changeType === 'ADD' ? has(build.packages.map((p) => p.code)) : !has(selection.packageCodes);
    case 'ACCESSORY':
      return item.changeType === 'ADD' ? has(selection.accessoryCodes) : !has(selection.accessoryCodes);
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
 * The codes after a direct pick, computed without the server by the same rule the server applies
 * (src/domain/selection.ts), so the optimistic total is the total the server answers.
 */
export function applyLocally(config: ResolvedConfiguration, selection: CodeSelection, item: LatestItemSelected): CodeSelection {
  return applyChange(selection, item, selectionRules(config));
}

/**
 * The wheels of a build: the code asked for when the configuration offers it (or lists no wheels
 * at all), else the configuration's default wheels. Never a code the trim does not offer.
 */
export function wheelsFor(config: ResolvedConfiguration, code: string | null | undefined): string | null {
  const offered = config.wheels ?? [];
  if (code && (offered.length === 0 || offered.some((w) => w.code === code))) return code;
  return config.defaultConfig?.wheelsId || null;
}

/** A build computed on the client from a configuration it already has (prices need no request). */
export function buildWithSelection(config: ResolvedConfiguration, selection: CodeSelection): BuildConfiguration {
  const { wheelsCode, ...codes } = selection;
  const build: BuildSelection = codes;
  return { ...buildFromConfiguration(config, build), wheelsCode: wheelsFor(config, wheelsCode) };
}

/**
 * The build for a server answer: the server's resolved selection (`currentConfig`) when it sends
 * one, else the codes the client expected, else the configuration's defaults.
 */
export function buildFromResolved(config: ResolvedConfiguration, expected?: CodeSelection | null): BuildConfiguration {
  const current = config.currentConfig;
  if (current) {
    return buildWithSelection(config, {
      exteriorColorCode: current.exteriorColorCode,
      interiorColorCode: current.interiorColorCode,
      wheelsCode: current.wheelsCode ?? null,
      packageCodes: withDefaultPackages(current.packageCodes),
      accessoryCodes: current.accessoryCodes,
    });
  }
  return expected ? buildWithSelection(config, expected) : { ...buildFromConfiguration(config), wheelsCode: wheelsFor(config, null) };
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
export function explicitPicks(build: BuildConfiguration) {
  const { exteriorColorCode, interiorColorCode, wheelsCode, packageCodes, accessoryCodes } = selectionOf(build);
  return {
    trim: build.trimId,
    grade: build.gradeName,
    exteriorColorCode: exteriorColorCode ?? '',
    interiorColorCode: interiorColorCode ?? '',
    ...(wheelsCode ? { wheelsCode } : {}),
    packageCodes,
    accessoryCodes,
  };
}

/**
 * What the data endpoint gets for a build: its config (on `trim` when a step moves to another
 * trim), the shopper's explicit picks so the rules keep them, and the latest items. Previews of
 * conflict resolutions and Apply send exactly this.
 */
export function serverQuery<Items>(build: BuildConfiguration, brand: Brand, latestItemSelected: Items, trim?: string | null) {
  return { config: { ...buildToApiConfig(build, brand), ...(trim ? { trim } : {}) }, latestItemSelected };
}
