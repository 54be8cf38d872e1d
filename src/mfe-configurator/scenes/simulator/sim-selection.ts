import type { FullConfiguration, ItemType, ResolveStep } from '../../../domain/entities';
import type { SeriesListing } from '../../data/configurator-api';
import type { BuildSelection } from '../../../domain/build-from-config';
import { withDefaultPackages } from '../../../domain/pricing';
import type { SimOption } from './sim-select';

/** The simulator's selection: plain code lists, the shape buildFromConfiguration reads. */
export interface SimSelection {
  exteriorColorCode: string | null;
  interiorColorCode: string | null;
  packageCodes: string[];
  accessoryCodes: string[];
}

export const toBuildSelection = (s: SimSelection): BuildSelection => ({ ...s, packageCodes: withDefaultPackages(s.packageCodes) });

/** Series-year choices: value `seriesId|year`. */
export function seriesYearOptions(series: readonly SeriesListing[], label: (name: string, year: number) => string): SimOption[] {
  return series.flatMap((s) => (s.yearSpecificData ?? []).map((y) => ({ value: `${s.id}|${y.year}`, label: label(s.name, y.year) })));
}

/** Reads a `seriesId|year` value; null for anything else. */
export function parseSeriesYear(value: string | null): { seriesId: string; year: number } | null {
  const match = /^([^|]{1,50})\|(\d{1,4})$/.exec(value ?? '');
  return match ? { seriesId: match[1], year: Number(match[2]) } : null;
}

/** The selection a configuration starts with: its default colours, packages and accessories. */
export function defaultSelection(config: FullConfiguration): SimSelection {
  const byId = <T extends { id: string; code: string }>(items: T[], ids: string[]) => items.filter((i) => ids.includes(i.id)).map((i) => i.code);
  const d = config.defaultConfig;
  return {
    exteriorColorCode: config.exteriorColors.find((c) => c.id === d.exteriorColorId)?.code ?? null,
    interiorColorCode: config.interiorColors.find((c) => c.id === d.interiorColorId)?.code ?? null,
    packageCodes: byId(config.packages, d.packageIds),
    accessoryCodes: byId(config.accessories, d.accessoryIds),
  };
}

export interface ConflictCandidate {
  itemType: ItemType;
  itemCode: string;
  title: string;
  isCompatible: boolean;
}

/** Items the shopper could add next (colours not chosen, packages and accessories not in the build). */
export function conflictCandidates(config: FullConfiguration, selection: SimSelection): ConflictCandidate[] {
  const of = (itemType: ItemType, items: Array<{ code: string; title: string; compatibility?: { isCompatible: boolean } }>, chosen: Array<string | null>) =>
    items.filter((i) => !chosen.includes(i.code)).map((i) => ({ itemType, itemCode: i.code, title: i.title, isCompatible: i.compatibility?.isCompatible !== false }));
  return [
    ...of('EXTERIOR_COLOR', config.exteriorColors, [selection.exteriorColorCode]),
    ...of('INTERIOR_COLOR', config.interiorColors, [selection.interiorColorCode]),
    ...of('PACKAGE', config.packages, selection.packageCodes),
    ...of('ACCESSORY', config.accessories, selection.accessoryCodes),
  ];
}

const toggle = (codes: string[], code: string, add: boolean) => (add ? [...new Set([...codes, code])] : codes.filter((c) => c !== code));

/** Applies the pick and a resolve step's changes to the selection (what resolving the conflict would do). */
export function applyResolution(selection: SimSelection, pick: { itemType: ItemType; itemCode: string }, step: ResolveStep): SimSelection {
  let next = { ...selection, packageCodes: [...selection.packageCodes], accessoryCodes: [...selection.accessoryCodes] };
  for (const change of [{ ...pick, changeType: 'ADD' as const }, ...step.requiredChanges]) {
    const add = change.changeType === 'ADD';
    if (change.itemType === 'PACKAGE') next = { ...next, packageCodes: toggle(next.packageCodes, change.itemCode, add) };
    else if (change.itemType === 'ACCESSORY') next = { ...next, accessoryCodes: toggle(next.accessoryCodes, change.itemCode, add) };
    else if (change.itemType === 'EXTERIOR_COLOR' && add) next = { ...next, exteriorColorCode: change.itemCode };
    else if (change.itemType === 'INTERIOR_COLOR' && add) next = { ...next, interiorColorCode: change.itemCode };
  }
  return next;
}
