/**
 * Builds saved in this browser (localStorage, ADR 0097): at most MAX_SAVED_BUILDS, newest first.
 * Each entry keeps the build's link codes (domain build-link), wheels included, so a saved build is
 * resumed like a shared link and repaired by GetDeepLinkConfig when the content changed. Storage that is missing,
 * full or holds garbage never throws here: reads give [] and writes report false.
 */
import type { BuildConfiguration, ContentEnvironment, Language } from '../../../domain/entities';
import { buildLinkPath, type BuildLinkTarget } from '../../../domain/build-link';

export const SAVED_BUILDS_KEY = 'vc-saved-builds:v1';
/** Enough to compare a few trims and colours; more is what a dealer's saved-vehicles page is for. */
export const MAX_SAVED_BUILDS = 10;

export interface SavedBuild {
  id: string;
  name: string;
  savedAt: string;
  lang: Language;
  target: BuildLinkTarget;
  totalSRP: number;
}

/** The link target of a build: its codes, wheels included when the build names them. */
export function linkTargetOf(build: BuildConfiguration, environment?: ContentEnvironment): BuildLinkTarget {
  return {
    seriesId: build.seriesId,
    year: build.year,
    trimCode: build.trimId,
    environment,
    exteriorColorCode: build.exteriorColor?.code ?? '',
    interiorColorCode: build.interiorColor?.code ?? '',
    packageCodes: build.packages.map((p) => p.code),
    accessoryCodes: build.accessories.map((a) => a.code),
    // Without it a link (QR code, saved build) would reopen the trim's default wheels.
    ...(build.wheelsCode ? { wheelsCode: build.wheelsCode } : {}),
  };
}

/**
 * Same vehicle and same codes, whatever their order, and the same wheels. A target without a
 * wheels code (entries saved before the wheels were kept) names "the trim's default wheels",
 * which only the server knows, so it matches any wheels rather than every old entry looking unsaved.
 */
export function sameTarget(a: BuildLinkTarget, b: BuildLinkTarget): boolean {
  const set = (codes: string[]) => [...codes].sort().join(',');
  return (
    (!a.wheelsCode || !b.wheelsCode || a.wheelsCode === b.wheelsCode) &&
    a.seriesId === b.seriesId &&
    a.year === b.year &&
    a.trimCode === b.trimCode &&
    (a.environment ?? 'live') === (b.environment ?? 'live') &&
    a.exteriorColorCode === b.exteriorColorCode &&
    a.interiorColorCode === b.interiorColorCode &&
    set(a.packageCodes) === set(b.packageCodes) &&
    set(a.accessoryCodes) === set(b.accessoryCodes)
  );
}

const isSaved = (value: unknown): value is SavedBuild => {
  const v = value as SavedBuild;
  return (
    !!v &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.savedAt === 'string' &&
    (v.lang === 'en' || v.lang === 'es') &&
    typeof v.totalSRP === 'number' &&
    !!v.target &&
    typeof v.target.seriesId === 'string' &&
    typeof v.target.year === 'number' &&
    typeof v.target.trimCode === 'string' &&
    Array.isArray(v.target.packageCodes) &&
    Array.isArray(v.target.accessoryCodes) &&
    (v.target.wheelsCode === undefined || typeof v.target.wheelsCode === 'string')
  );
};

/** The saved builds, newest first; entries that do not parse are skipped. */
export function listSavedBuilds(storage: Storage | null): SavedBuild[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SAVED_BUILDS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSaved).slice(0, MAX_SAVED_BUILDS) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, builds: SavedBuild[]): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SAVED_BUILDS_KEY, JSON.stringify(builds.slice(0, MAX_SAVED_BUILDS)));
    return true;
  } catch {
    // Quota exceeded or storage blocked: the caller tells the shopper it was not saved.
    return false;
  }
}

/**
 * Saves a build on top; saving the same build again moves it up (keeping its name); the oldest
 * beyond the limit is dropped. Returns the entry, or null when storage refused.
 */
export function saveBuild(storage: Storage | null, entry: Omit<SavedBuild, 'id' | 'savedAt'>, now = new Date()): SavedBuild | null {
  const builds = listSavedBuilds(storage);
  const existing = builds.find((b) => sameTarget(b.target, entry.target));
  const saved: SavedBuild = { ...entry, name: existing?.name ?? entry.name, id: existing?.id ?? `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, savedAt: now.toISOString() };
  return write(storage, [saved, ...builds.filter((b) => b.id !== saved.id)]) ? saved : null;
}

export function renameSavedBuild(storage: Storage | null, id: string, name: string): boolean {
  const trimmed = name.trim().slice(0, 80);
  if (!trimmed) return false;
  return write(storage, listSavedBuilds(storage).map((b) => (b.id === id ? { ...b, name: trimmed } : b)));
}

export function deleteSavedBuild(storage: Storage | null, id: string): boolean {
  return write(storage, listSavedBuilds(storage).filter((b) => b.id !== id));
}

/** Replaces a saved build's codes with its repaired ones (after GetDeepLinkConfig). */
export function replaceSavedTarget(storage: Storage | null, id: string, target: BuildLinkTarget, totalSRP: number): boolean {
  return write(storage, listSavedBuilds(storage).map((b) => (b.id === id ? { ...b, target, totalSRP } : b)));
}

/** Path and query that reopen a saved build on its summary page. */
export function savedBuildPath(saved: SavedBuild): string {
  return buildLinkPath(saved.target, saved.lang);
}

/** A saved entry for a build, named by the vehicle. */
export function savedEntryOf(build: BuildConfiguration, name: string, lang: Language, environment?: ContentEnvironment): Omit<SavedBuild, 'id' | 'savedAt'> {
  return { name, lang, target: linkTargetOf(build, environment), totalSRP: build.totalSRP };
}
