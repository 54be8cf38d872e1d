import type { ApiConfig, Brand, BuildConfiguration, BuildStepName } from './entities';
import { withDefaultPackages } from './pricing';
import { BUILD_STEPS } from './routes';

/** Width and format of the colour render ("jelly") image (product.md section 9). */
export const JELLY_WIDTH = 768;
export const JELLY_FORMAT = 'webp-alpha';

/**
 * A build with nothing chosen: empty strings, zero prices, null options and empty lists. Year 0
 * means "not chosen yet" (no model year is 0).
 */
export function emptyBuild(): BuildConfiguration {
  return {
    trimId: '',
    baseMsrp: 0,
    seriesId: '',
    seriesName: '',
    year: 0,
    gradeName: '',
    category: '',
    fuelType: '',
    mileage: { category: '', city: null, highway: null, mpge: null, range: null },
    mpg: null,
    mpge: null,
    range: null,
    exteriorColor: null,
    interiorColor: null,
    engine: null,
    drive: null,
    transmission: null,
    horsepower: null,
    seating: null,
    cabBed: null,
    engineCode: null,
    driveCode: null,
    packages: [],
    accessories: [],
    images: { exterior: [], interior: [], background: null, configImages: null },
    disclaimers: [],
    dph: 0,
    totalSRP: 0,
    totalCost: 0,
    jelly: '',
  };
}

/**
 * The selection sent to the server. Package codes always include the defaults FE and QD
 * (product.md section 4 "Prices"); codes keep the build's order; the wheels code is sent when the build has one. Throws when the build names no series,
 * year or trim, because the server cannot resolve such a selection.
 */
export function buildToApiConfig(build: BuildConfiguration, brand: Brand): ApiConfig {
  if (!build.seriesId || !build.year || !build.trimId) {
    throw new Error('buildToApiConfig needs seriesId, year and trimId');
  }
  return {
    brand,
    year: build.year,
    seriesId: build.seriesId,
    trim: build.trimId,
    grade: build.gradeName,
    exteriorColorCode: build.exteriorColor?.code ?? '',
    interiorColorCode: build.interiorColor?.code ?? '',
    packageCodes: withDefaultPackages(build.packages.map((p) => p.code)),
    accessoryCodes: [...new Set(build.accessories.map((a) => a.code).filter(Boolean))],
    // Only when known: without it the server keeps the trim's default wheels.
    ...(build.wheelsCode ? { wheelsCode: build.wheelsCode } : {}),
  };
}

/**
 * The jelly URL: the exterior image URL with query parameters width=768 and format=webp-alpha added
 * or replaced, other parameters and the fragment kept. Works for absolute and relative URLs; an empty
 * URL gives ''.
 */
export function jellyUrl(imageUrl: string | null | undefined): string {
  const raw = String(imageUrl ?? '').trim();
  if (!raw) return '';
  const hashAt = raw.indexOf('#');
  const hash = hashAt >= 0 ? raw.slice(hashAt) : '';
  const noHash = hashAt >= 0 ? raw.slice(0, hashAt) : raw;
  const queryAt = noHash.indexOf('?');
  const path = queryAt >= 0 ? noHash.slice(0, queryAt) : noHash;
  const params = new URLSearchParams(queryAt >= 0 ? noHash.slice(queryAt + 1) : '');
  params.set('width', String(JELLY_WIDTH));
  params.set('format', JELLY_FORMAT);
  return `${path}?${params.toString()}${hash}`;
}

/**
 * The build steps that apply to a vehicle, in order: cab (and bed) only for trucks, seating only
 * where the grade has seating options; the others always.
 */
export function applicableSteps(vehicle: { isTruck: boolean; hasSeatingOptions: boolean }): BuildStepName[] {
  return BUILD_STEPS.filter((step) => {
    if (step === 'cab') return vehicle.isTruck;
    if (step === 'seating') return vehicle.hasSeatingOptions;
    return true;
  });
}

/** Attribute names of the a-la-carte (visualizer) pricing. */
export type PricingAttributeName = 'drive' | 'engine' | 'transmission' | 'seating' | 'cabBed';

/**
 * The pricing attributes of a vehicle (product.md section 4 "Selection"): drive, engine and transmission always;
 * the series 'sienna' adds seating; trucks add cab/bed.
 */
export function pricingAttributeNames(vehicle: { seriesId: string; isTruck: boolean }): PricingAttributeName[] {
  const names: PricingAttributeName[] = ['drive', 'engine', 'transmission'];
  if (String(vehicle.seriesId ?? '').toLowerCase() === 'sienna') names.push('seating');
  if (vehicle.isTruck) names.push('cabBed');
  return names;
}
