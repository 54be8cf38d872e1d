import { jellyUrl } from './build';
import type { BuildConfiguration, FullConfiguration } from './entities';
import { computeTotals } from './pricing';
import { selectionKey, type Selection } from './selection';

/** The shopper's choices to apply to a server configuration; absent parts use its defaultConfig. */
export interface BuildSelection {
  exteriorColorCode?: string | null;
  interiorColorCode?: string | null;
  packageCodes?: readonly string[] | null;
  accessoryCodes?: readonly string[] | null;
}

/**
 * The client build configuration for a server configuration: the trim's options and labels, the
 * selected (or default) colours, packages and accessories, images, the jelly URL and computed totals.
 * Codes that the configuration does not offer are skipped, because the server has already decided
 * what the selection can contain.
 */
export function buildFromConfiguration(config: FullConfiguration, selection: BuildSelection = {}): BuildConfiguration {
  const defaults = config.defaultConfig;
  const exterior =
    selection.exteriorColorCode != null
      ? config.exteriorColors.find((c) => c.code === selection.exteriorColorCode)
      : config.exteriorColors.find((c) => c.id === defaults.exteriorColorId);
  const interior =
    selection.interiorColorCode != null
      ? config.interiorColors.find((c) => c.code === selection.interiorColorCode)
      : config.interiorColors.find((c) => c.id === defaults.interiorColorId);
  const packages = selection.packageCodes
    ? config.packages.filter((p) => selection.packageCodes!.includes(p.code))
    : config.packages.filter((p) => defaults.packageIds.includes(p.id));
  const accessories = selection.accessoryCodes
    ? config.accessories.filter((a) => selection.accessoryCodes!.includes(a.code))
    : config.accessories.filter((a) => defaults.accessoryIds.includes(a.id));
  const { trim, mileage, configImages } = config;

  const build: BuildConfiguration = {
    trimId: trim.code,
    baseMsrp: config.msrp.value,
    seriesId: config.seriesId,
    seriesName: config.seriesName,
    year: config.year,
    gradeName: config.grade.gradeName,
    category: config.categories[0]?.value ?? '',
    fuelType: trim.fuelType,
    mileage: {
      category: mileage.category,
      city: mileage.city,
      highway: mileage.highway,
      mpge: mileage.mpge,
      range: mileage.range,
    },
    mpg: mileage.combined,
    mpge: mileage.mpge,
    range: mileage.range,
    exteriorColor: exterior ? { title: exterior.title, code: exterior.code, msrp: { value: exterior.msrp.value } } : null,
    interiorColor: interior ? { title: interior.title, code: interior.code, msrp: { value: interior.msrp.value } } : null,
    engine: trim.engine.value,
    drive: trim.drive.value,
    transmission: trim.transmission.value,
    horsepower: trim.horsepower.value,
    seating: trim.seating?.value ?? null,
    cabBed: trim.cabBed?.label ?? null,
    engineCode: trim.engine.code,
    driveCode: trim.drive.code,
    packages: packages.map((p) => ({ code: p.code, title: p.title, type: p.type, msrp: { value: p.msrp.value } })),
    accessories: accessories.map((a) => ({
      code: a.code,
      title: a.title,
      installPoint: a.installPoint,
      msrp: { value: a.msrp.value },
    })),
    images: {
      exterior: configImages.exterior,
      interior: configImages.interior,
      background: configImages.background,
      configImages,
    },
    disclaimers: [...new Set([config.msrp.disclaimer, config.dph.disclaimer].filter(Boolean))],
    dph: config.dph.value,
    totalSRP: 0,
    totalCost: 0,
    jelly: jellyUrl(configImages.exterior[0]?.url),
  };
  return { ...build, ...computeTotals(build) };
}

/**
 * The wheels of a build: the code asked for when the configuration offers it (or lists no wheels
 * at all), else the configuration's default wheels. Never a code the trim does not offer.
 */
export function wheelsFor(config: Pick<FullConfiguration, 'wheels' | 'defaultConfig'>, code: string | null | undefined): string | null {
  const offered = config.wheels ?? [];
  if (code && (offered.length === 0 || offered.some((w) => w.code === code))) return code;
  return config.defaultConfig?.wheelsId || null;
}

const derived = new WeakMap<FullConfiguration, Map<string, BuildConfiguration>>();

/**
 * What the shopper sees of a selection priced by a server answer (the answer's titles, prices,
 * images and the trim's options; totals included): THE derivation of the configurator's state,
 * memoised per answer and selection, so every view and every re-render reads the same object and
 * nothing else computes a total (issue 26). The answer may be an older one than the selection
 * (an optimistic pick): the selection's codes are read in it.
 */
export function deriveBuild(selection: Selection, answer: FullConfiguration): BuildConfiguration {
  let byKey = derived.get(answer);
  if (!byKey) derived.set(answer, (byKey = new Map()));
  const key = selectionKey(selection);
  let build = byKey.get(key);
  if (!build) {
    build = { ...buildFromConfiguration(answer, selection), wheelsCode: wheelsFor(answer, selection.wheelsCode) };
    byKey.set(key, build);
  }
  return build;
}
