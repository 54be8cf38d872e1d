import type { ItemType } from '../../../domain/entities';
import type { SeriesListing } from '../../data/configurator-api';
import type { BuildSnapshot } from '../../machine/build.machine';
import type { CodeSelection } from '../../../domain/selection';
import type { FullConfiguration } from '../../../domain/entities';
import type { SimOption } from './sim-select';

/** Series-year choices: value `seriesId|year`. */
export function seriesYearOptions(series: readonly SeriesListing[], label: (name: string, year: number) => string): SimOption[] {
  return series.flatMap((s) => (s.yearSpecificData ?? []).map((y) => ({ value: `${s.id}|${y.year}`, label: label(s.name, y.year) })));
}

/** Reads a `seriesId|year` value; null for anything else. */
export function parseSeriesYear(value: string | null): { seriesId: string; year: number } | null {
  const match = /^([^|]{1,50})\|(\d{1,4})$/.exec(value ?? '');
  return match ? { seriesId: match[1], year: Number(match[2]) } : null;
}

export interface ConflictCandidate {
  itemType: ItemType;
  itemCode: string;
  title: string;
  isCompatible: boolean;
}

type ChosenCodes = Pick<CodeSelection, 'exteriorColorCode' | 'interiorColorCode' | 'packageCodes' | 'accessoryCodes'>;

/** Items the shopper could add next (colours not chosen, packages and accessories not in the build). */
export function conflictCandidates(config: FullConfiguration, selection: ChosenCodes): ConflictCandidate[] {
  const of = (itemType: ItemType, items: Array<{ code: string; title: string; compatibility?: { isCompatible: boolean } }>, chosen: Array<string | null>) =>
    items.filter((i) => !chosen.includes(i.code)).map((i) => ({ itemType, itemCode: i.code, title: i.title, isCompatible: i.compatibility?.isCompatible !== false }));
  return [
    ...of('EXTERIOR_COLOR', config.exteriorColors, [selection.exteriorColorCode]),
    ...of('INTERIOR_COLOR', config.interiorColors, [selection.interiorColorCode]),
    ...of('PACKAGE', config.packages, selection.packageCodes),
    ...of('ACCESSORY', config.accessories, selection.accessoryCodes),
  ];
}

/** What the simulator asked the build machine last: a rules check of a pick, or a conflict resolution. */
export type SimAction = 'check' | 'resolve' | null;

export type SimStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'valid' }
  | { kind: 'resolved' };

/**
 * The simulator's status line, read from the build machine's snapshot: progress while a request is
 * out, the machine's error in its failure states, and once the machine is ready again the outcome
 * of the simulator's last check or resolution.
 */
export function simStatus(snapshot: Pick<BuildSnapshot, 'hasTag' | 'matches' | 'context'>, last: SimAction): SimStatus {
  if (snapshot.hasTag('busy')) return { kind: 'loading' };
  if (snapshot.hasTag('failed') || snapshot.matches('loadFailed')) {
    const error = snapshot.context.updateError ?? snapshot.context.error;
    return { kind: 'failed', message: error?.message ?? '' };
  }
  if (!snapshot.matches('ready')) return { kind: 'idle' };
  if (last === 'check') return { kind: 'valid' };
  if (last === 'resolve') return { kind: 'resolved' };
  return { kind: 'idle' };
}
