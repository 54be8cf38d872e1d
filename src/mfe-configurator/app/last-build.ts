/**
 * The build a shopper left (browser back, another page, "change grade"), kept in this browser so
 * the vehicle list can offer to continue it exactly (issue 25): the spec's forced reload on back
 * stays, and no build is lost to it. Written when the shopper leaves the configurator or summary
 * (never per pick); read by the model scene. Storage that is missing, full or holds garbage never
 * throws here: reads give null and writes report false.
 */
import { buildLinkQuery, type BuildLinkTarget } from '../../domain/build-link';
import type { Brand, BuildConfiguration, BuildStepName, ContentEnvironment, Language } from '../../domain/entities';
import { isBuildStep, routeFor } from '../../domain/routes';
import type { VehicleNameParts } from '../../domain/vehicle-name';
import { linkTargetOf } from '../overlays/next-steps/saved-builds';
import { computeTotals } from '../../domain/pricing';

export const LAST_BUILD_KEY = 'vc-last-build:v1';
/** A month: long enough to come back to a build, short enough not to offer last season's. */
export const LAST_BUILD_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface LastBuild {
  brand: Brand;
  environment: ContentEnvironment;
  /** The configurator segment of the page it was made on (configurator, vehicleconfigurator). */
  segment: string;
  /** The host path before the language prefix (a CMS may nest the configurator). */
  prefix: string;
  step: BuildStepName;
  target: BuildLinkTarget;
  vehicle: VehicleNameParts;
  totalSRP: number;
  savedAt: number;
}

/** Where the build was and what it was, for the record. */
export interface LastBuildPlace {
  brand: Brand;
  environment: ContentEnvironment;
  segment: string;
  prefix: string;
  step: BuildStepName;
}

/** The record of a build as the shopper leaves it. */
export function lastBuildOf(build: BuildConfiguration, place: LastBuildPlace, now: number): LastBuild {
  return {
    ...place,
    target: linkTargetOf(build, place.environment),
    vehicle: { year: build.year, seriesName: build.seriesName, seriesId: build.seriesId, gradeName: build.gradeName },
    totalSRP: computeTotals(build).totalSRP,
    savedAt: now,
  };
}

export function writeLastBuild(storage: Storage | null, record: LastBuild): boolean {
  try {
    storage?.setItem(LAST_BUILD_KEY, JSON.stringify(record));
    return storage !== null;
  } catch {
    return false;
  }
}

export function forgetLastBuild(storage: Storage | null): void {
  try {
    storage?.removeItem(LAST_BUILD_KEY);
  } catch {
    // Nothing to forget in a storage that cannot be used.
  }
}

const isCodes = (value: unknown): value is string[] => Array.isArray(value) && value.every((c) => typeof c === 'string');

function isLastBuild(value: unknown): value is LastBuild {
  const r = value as Partial<LastBuild> | null;
  const t = r?.target as Partial<BuildLinkTarget> | undefined;
  return (
    typeof r === 'object' &&
    r !== null &&
    (r.brand === 'toyota' || r.brand === 'lexus') &&
    typeof r.environment === 'string' &&
    typeof r.segment === 'string' &&
    typeof r.prefix === 'string' &&
    isBuildStep(r.step as string) &&
    typeof r.totalSRP === 'number' &&
    typeof r.savedAt === 'number' &&
    typeof r.vehicle === 'object' &&
    r.vehicle !== null &&
    typeof t?.seriesId === 'string' &&
    typeof t.year === 'number' &&
    typeof t.trimCode === 'string' &&
    isCodes(t.packageCodes) &&
    isCodes(t.accessoryCodes)
  );
}

/** The build left on this brand's pages in this content environment, if recent enough. */
export function readLastBuild(storage: Storage | null, where: { brand: Brand; environment: ContentEnvironment }, now: number): LastBuild | null {
  try {
    const raw = storage?.getItem(LAST_BUILD_KEY);
    if (!raw) return null;
    const record: unknown = JSON.parse(raw);
    if (!isLastBuild(record)) return null;
    if (record.brand !== where.brand || record.environment !== where.environment) return null;
    return now - record.savedAt <= LAST_BUILD_MAX_AGE_MS ? record : null;
  } catch {
    return null;
  }
}

/** The address that reopens the build on the step it was left on, in the page's language. */
export function lastBuildUrl(record: LastBuild, lang: Language): string {
  const path = routeFor('configurator', {
    lang,
    environment: record.environment,
    segment: record.segment,
    year: record.target.year,
    series: record.target.seriesId,
    trimId: record.target.trimCode,
    step: record.step,
  });
  return `${record.prefix}${path}${buildLinkQuery(record.target)}`;
}
