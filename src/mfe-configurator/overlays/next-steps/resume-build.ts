/**
 * Resuming a saved build (ADR 0097): GetDeepLinkConfig (H's ConfiguratorApi port) answers the
 * nearest valid build for the saved codes and wheels; when it differs from what was saved, the
 * shopper sees what was added and removed before continuing.
 */
import type { BuildLinkTarget } from '../../../domain/build-link';
import type { DeepLinkQuery, ResolvedDeepLink } from '../../data/configurator-api';
import { buildOf } from '../../machine/build-view';
import { selectionOfAnswer } from '../../machine/pick-rules';
import { linkTargetOf, sameTarget, type SavedBuild } from './saved-builds';

export interface ResumePlan {
  /** The build to open: the saved one, or its repair. */
  target: BuildLinkTarget;
  totalSRP: number;
  changed: boolean;
  /** Names (titles when known, else codes) of items the repair added and removed. */
  added: string[];
  removed: string[];
}

/** GetDeepLinkConfig's input for a link target; the wheels code only when the target names one. */
export function deepLinkQueryOf(target: BuildLinkTarget): DeepLinkQuery {
  return {
    year: target.year,
    seriesId: target.seriesId,
    trim: target.trimCode,
    exteriorColorCode: target.exteriorColorCode,
    interiorColorCode: target.interiorColorCode,
    packageCodes: target.packageCodes,
    accessoryCodes: target.accessoryCodes,
    ...(target.wheelsCode ? { wheelsCode: target.wheelsCode } : {}),
  };
}

/** Asks the data endpoint for the saved build and compares its answer with what was saved. Rejects when the call fails. */
export async function planResume(saved: SavedBuild, resolve: (query: DeepLinkQuery) => Promise<ResolvedDeepLink>): Promise<ResumePlan> {
  const result = await resolve(deepLinkQueryOf(saved.target));
  // The same reading the page does when it opens the link, so the wheels are the ones it will show.
  const build = buildOf({ selection: selectionOfAnswer(result.config), config: result.config })!;
  const target = { ...linkTargetOf(build, saved.target.environment), seriesId: build.seriesId || saved.target.seriesId, year: build.year || saved.target.year };
  const changed = !result.isDeepLinkValid || !sameTarget(target, saved.target);
  const titles = new Map<string, string>([
    ...(build.exteriorColor ? [[build.exteriorColor.code, build.exteriorColor.title] as [string, string]] : []),
    ...(build.interiorColor ? [[build.interiorColor.code, build.interiorColor.title] as [string, string]] : []),
    ...(result.config.wheels ?? []).map((w) => [w.code, w.title] as [string, string]),
    ...build.packages.map((p) => [p.code, p.title] as [string, string]),
    ...build.accessories.map((a) => [a.code, a.title] as [string, string]),
  ]);
  // An entry saved without wheels asked for the trim's default: whatever default comes back is no change.
  const wheelsOf = (t: BuildLinkTarget) => (saved.target.wheelsCode ? (t.wheelsCode ?? '') : '');
  const codesOf = (t: BuildLinkTarget) => [`trim:${t.trimCode}`, t.exteriorColorCode, t.interiorColorCode, wheelsOf(t), ...t.packageCodes, ...t.accessoryCodes].filter(Boolean);
  const before = codesOf(saved.target);
  const after = codesOf(target);
  const label = (code: string) => (code.startsWith('trim:') ? code.slice(5) : (titles.get(code) ?? code));
  return {
    target,
    totalSRP: build.totalSRP,
    changed,
    added: after.filter((c) => !before.includes(c)).map(label),
    removed: before.filter((c) => !after.includes(c)).map(label),
  };
}
