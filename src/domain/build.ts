import type { ApiConfig, Brand, BuildConfiguration, BuildStepName, FullConfiguration } from './entities';
import type { Selection } from './selection';
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
 * The API config (product.md section 3) of a selection on the configuration it was made on: the
 * trim's series, year and grade from the answer, the codes from the selection, the default
 * packages always included, the wheels only when known (without them the server keeps the
 * trim's default).
 */
export function apiConfigOf(selection: Selection, answer: Pick<FullConfiguration, 'seriesId' | 'year' | 'grade'>, brand: Brand): ApiConfig {
  if (!answer.seriesId || !answer.year || !selection.trimCode) {
    throw new Error('apiConfigOf needs seriesId, year and a trim');
  }
  return {
    brand,
    year: answer.year,
    seriesId: answer.seriesId,
    trim: selection.trimCode,
    grade: answer.grade.gradeName,
    exteriorColorCode: selection.exteriorColorCode ?? '',
    interiorColorCode: selection.interiorColorCode ?? '',
    packageCodes: withDefaultPackages(selection.packageCodes),
    accessoryCodes: [...new Set(selection.accessoryCodes.filter(Boolean))],
    ...(selection.wheelsCode ? { wheelsCode: selection.wheelsCode } : {}),
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
