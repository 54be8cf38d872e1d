import type { ItemCompatibility as Compatibility, ItemType, Mileage, Price } from '../../../src/domain/entities';
import type { CabBed as CatalogCabBed, CatalogMileage, CatalogTrim } from '../../catalog/catalog.schema';
import { exteriorImages } from './image-mapper';
import type { GqlCabBed, GqlTrim, GqlTrimOption as TrimOption } from '../generated/resolver-types';
import { remembered } from './index-memo';
import { defaultSelection } from '../../configuration/series-selection';
import type { SeriesIndex } from '../../configuration/series-index';

/** Compatibility of one value with the selection a result was computed for. */
export type CompatibilityLookup = (type: ItemType, code: string) => Compatibility;

/**
 * A whole-dollar price (accessory cents are kept; the client rounds them up) with its legal line,
 * which comes from the catalog file (`priceDisclaimers`) so it is served in the request's language.
 */
export function price(value: number, disclaimer: string): Price {
  return { value, disclaimer };
}

export function mileage(m: CatalogMileage): Mileage {
  return {
    category: m.category,
    city: m.city ?? null,
    combined: m.combined ?? null,
    highway: m.highway ?? null,
    isAvailable: m.isAvailable,
    mpge: m.mpge ?? null,
    range: m.range ?? null,
  };
}

/** Inches as the display string the spec's cab/bed fields carry. */
function inches(value: number): string {
  return `${value} in.`;
}

type MappedCabBed = GqlCabBed & { compatibility: Compatibility };
const cabBedFields = new WeakMap<CatalogCabBed, Omit<GqlCabBed, 'compatibility'>>();

/** A catalog cab/bed with its dimensions as display strings (built once per catalog cab/bed) and its compatibility. */
export function mapCabBed(cabBed: CatalogCabBed, compatibility: Compatibility): MappedCabBed {
  let fields = cabBedFields.get(cabBed);
  if (!fields) {
    fields = {
      code: cabBed.code,
      id: cabBed.code,
      label: cabBed.label,
      description: cabBed.description,
      bedDepth: inches(cabBed.bedDepth),
      bedLength: inches(cabBed.bedLength),
      bedWidth: inches(cabBed.bedWidth),
      betweenWheelWell: inches(cabBed.betweenWheelWell),
      cabDetails: cabBed.cabDetails,
      overallHeight: inches(cabBed.overallHeight),
      overallLength: inches(cabBed.overallLength),
      overallWidth: inches(cabBed.overallWidth),
      cabDescription: cabBed.cabDescription ?? null,
      bedDescription: cabBed.bedDescription ?? null,
    };
    cabBedFields.set(cabBed, fields);
  }
  return { ...fields, compatibility };
}

/** A catalog option (engine, drive, transmission, seating) as a TrimOption. */
export function mapOption(
  source: { code: string; value: string; description: string; disclaimer?: string; icon?: string },
  compatibility: Compatibility,
): TrimOption {
  return {
    code: source.code,
    description: source.description,
    disclaimer: source.disclaimer ?? '',
    icon: source.icon ?? '',
    value: source.value,
    compatibility,
  };
}

/** The parts of a mapped trim that do not depend on the selection, built once per index and trim. */
interface TrimBase {
  fields: Omit<GqlTrim, 'horsepower' | 'drive' | 'engine' | 'transmission' | 'seating' | 'powertrain' | 'cabBed'>;
  engine: CatalogOption & { horsepower: number };
  drive: CatalogOption;
  transmission: CatalogOption;
  seating: CatalogOption | undefined;
  cabBed: CatalogCabBed | undefined;
}

type CatalogOption = { code: string; value: string; description: string; disclaimer?: string; icon?: string };

function trimBase(index: SeriesIndex, trim: CatalogTrim): TrimBase {
  return remembered(index, `trim|${trim.code}`, () => {
    const { file } = index;
    const engine = file.options.engines.find((e) => e.code === trim.engineCode)!;
    const seating = file.options.seatings.find((s) => s.code === trim.seatingCode)!;
    const grade = index.gradeById.get(trim.gradeId)!;
    const defaults = defaultSelection(index, trim);
    const defaultExterior = index.exteriorById.get(trim.defaultColorId)!;
    const defaultInterior = index.interiorById.get(trim.defaultInteriorColorId)!;
    const packagePrice = new Map(trim.packages.map((p) => [p.id, p.msrp]));
    const defaultPackageIds = defaults.packageCodes.map((c) => index.packageByCode.get(c)!.id);
    const defaultMsrp =
      trim.msrp +
      defaultExterior.msrp +
      defaultInterior.msrp +
      defaultPackageIds.reduce((sum, id) => sum + (packagePrice.get(id) ?? 0), 0);
    return {
      fields: {
        code: trim.code,
        title: trim.title,
        description: trim.description,
        shortDescription: trim.shortDescription,
        fuelType: engine.fuelType,
        isDefaultTrim: trim.isDefaultTrim,
        defaultColorId: trim.defaultColorId,
        msrp: price(trim.msrp, grade.disclaimer ?? file.priceDisclaimers.msrp),
        defaultConfig: {
          accessoryIds: [],
          exteriorColorId: trim.defaultColorId,
          interiorColorId: trim.defaultInteriorColorId,
          packageIds: defaultPackageIds,
          trimId: trim.code,
          wheelsId: trim.defaultWheelCode,
          msrp: price(defaultMsrp, file.priceDisclaimers.msrp),
        },
        images: exteriorImages(file, defaultExterior.code, defaultExterior.hexCode),
        mileage: mileage(trim.mileage),
        exteriorColorIds: trim.exteriorColorIds,
        interiorColorIds: trim.interiorColorIds,
        warrantyIds: trim.warrantyIds,
        wheelCodes: trim.wheelCodes,
        accessoryIds: trim.accessories.map((a) => ({ id: a.id, msrp: price(a.msrp, file.priceDisclaimers.msrp) })),
        packageIds: trim.packages.map((p) => ({ id: p.id, msrp: price(p.msrp, file.priceDisclaimers.msrp) })),
        keyFeatureIds: trim.keyFeatureIds,
        featureIds: trim.featureIds,
      },
      engine,
      drive: file.options.drives.find((d) => d.code === trim.driveCode)!,
      transmission: file.options.transmissions.find((t) => t.code === trim.transmissionCode)!,
      seating: grade.hasSeatingOptions || file.options.seatings.length > 1 ? seating : undefined,
      cabBed: trim.cabBedCode ? file.options.cabBeds.find((c) => c.code === trim.cabBedCode) : undefined,
    };
  });
}

/**
 * Maps a catalog trim onto the GraphQL Trim; option compatibilities come from `lookup`. Everything
 * else is mapped once per index and trim (trimBase) and shared, so a request only builds the
 * option objects that carry its compatibility.
 */
export function mapTrim(index: SeriesIndex, trim: CatalogTrim, lookup: CompatibilityLookup): GqlTrim {
  const base = trimBase(index, trim);
  const { engine } = base;
  const engineOption = mapOption(engine, lookup('ENGINE', engine.code));
  const driveOption = mapOption(base.drive, lookup('DRIVE', base.drive.code));
  const transmissionOption = mapOption(base.transmission, lookup('TRANSMISSION', base.transmission.code));
  const horsepower: TrimOption = {
    code: `${engine.code}-hp`,
    description: `${engine.horsepower} hp`,
    disclaimer: engine.disclaimer ?? '',
    icon: '',
    value: String(engine.horsepower),
    compatibility: engineOption.compatibility,
  };
  return {
    ...base.fields,
    horsepower,
    drive: driveOption,
    engine: engineOption,
    transmission: transmissionOption,
    seating: base.seating ? mapOption(base.seating, lookup('SEATING', base.seating.code)) : null,
    powertrain: { drive: driveOption, engine: engineOption, horsepower, transmission: transmissionOption },
    cabBed: base.cabBed ? mapCabBed(base.cabBed, lookup('CAB_BED', base.cabBed.code)) : null,
  };
}
