import type {
  ALaCartePricing,
  Category,
  Compatibility,
  DefaultConfig,
  KeyFeature,
  Mileage,
  PackageFeature,
  Price,
  TrimOption,
  Warranty,
} from '../../src/domain/entities';
import { aLaCartePricing } from './a-la-carte';
import { scopedCache } from './result-cache';
import type { CompatibilityEngine } from './compatibility';
import { mapGrade, type GqlGrade } from './grade-mapper';
import { accessoryImages, colorSwatch, configImages, packageImages, wheelImage, type GqlConfigImages, type GqlImage } from './image-mapper';
import { defaultSelection, selectedTrim, type Selection } from './selection';
import { trimsOfGrade, type SeriesIndex } from './series-index';
import { MSRP_DISCLAIMER, mapOption, mapTrim, mileage, price, type CompatibilityLookup, type GqlTrim } from './trim-mapper';
import { configurationChoices, type GqlConfigurationChoices } from './choices-mapper';

export interface GqlColor {
  code: string;
  id: string;
  title: string;
  hexCode: string;
  colorFamilies: Array<{ hexCode: string; name: string }>;
  images: GqlImage[];
  isExtraCostColor: boolean;
  msrp: Price;
  compatibility: Compatibility;
}

export interface GqlFullConfiguration {
  accessories: unknown[];
  categories: Category[];
  configImages: GqlConfigImages;
  defaultConfig: DefaultConfig;
  dph: Price;
  exteriorColors: GqlColor[];
  interiorColors: Array<GqlColor & { material: string; name: string }>;
  grade: GqlGrade;
  mileage: Mileage;
  msrp: Price;
  packages: unknown[];
  seating: TrimOption[];
  seriesId: string;
  seriesName: string;
  trim: GqlTrim;
  warranties: Warranty[];
  wheels: unknown[];
  year: number;
  keyFeatures: KeyFeature[];
  readonly aLaCartePricing: ALaCartePricing;
  choices: GqlConfigurationChoices;
  currentConfig: {
    trimId: string;
    exteriorColorCode: string;
    interiorColorCode: string;
    wheelsCode: string;
    packageCodes: string[];
    accessoryCodes: string[];
  };
}

export const DPH_DISCLAIMER = 'Delivery, Processing and Handling fee. Sample content.';

/**
 * The full configuration (spec section 3) of a selection: everything the trim offers with its
 * price and its compatibility with the selection, the selection's renders, defaults and prices.
 */
export function buildFullConfiguration(index: SeriesIndex, selection: Selection, engine: CompatibilityEngine): GqlFullConfiguration {
  return configurationCache(index, engine).getOrSet(selectionKey(selection), () => mapFullConfiguration(index, selection, engine));
}

/** Mapped configurations per series-year and engine; results are never mutated after mapping. */
const configurationCache = scopedCache<GqlFullConfiguration>(512);

function selectionKey(selection: Selection): string {
  return [
    selection.trimCode,
    selection.exteriorColorCode,
    selection.interiorColorCode,
    selection.wheelsCode,
    [...selection.packageCodes].sort().join(','),
    [...selection.accessoryCodes].sort().join(','),
  ].join('|');
}

function mapFullConfiguration(index: SeriesIndex, selection: Selection, engine: CompatibilityEngine): GqlFullConfiguration {
  const { file } = index;
  const trim = selectedTrim(index, selection);
  const grade = index.gradeById.get(trim.gradeId)!;
  const lookup: CompatibilityLookup = engine.compatibility(index, selection);
  const selectedExterior = index.exteriorByCode.get(selection.exteriorColorCode)!;
  const selectedInterior = index.interiorByCode.get(selection.interiorColorCode)!;
  const packagePrice = new Map(trim.packages.map((p) => [p.id, p.msrp]));
  const accessoryPrice = new Map(trim.accessories.map((a) => [a.id, a.msrp]));
  let pricing: ALaCartePricing | undefined;

  const seatingCodes = [...new Set(trimsOfGrade(index, grade.id).map((t) => t.seatingCode))];
  const seating: TrimOption[] = grade.hasSeatingOptions
    ? seatingCodes.map((code) => {
        const s = file.options.seatings.find((o) => o.code === code)!;
        return mapOption(s, lookup('SEATING', s.code));
      })
    : [];

  return {
    accessories: trim.accessories.map(({ id }) => {
      const a = index.accessoryById.get(id)!;
      return {
        id: a.id,
        code: a.code,
        title: a.title,
        type: a.type,
        description: a.description,
        disclaimer: a.disclaimer ?? '',
        warranty: a.warranty ?? '',
        installPoint: a.installPoint,
        includedAccessoryIds: a.includedAccessoryIds,
        isPopularAccessory: a.isPopularAccessory,
        images: accessoryImages(file, a.code),
        compatibility: lookup('ACCESSORY', a.code),
        msrp: price(accessoryPrice.get(id) ?? 0),
        category: a.category,
        subsection: a.subsection,
      };
    }),
    categories: file.categories,
    configImages: configImages(file, selectedExterior, selectedInterior),
    defaultConfig: {
      accessoryIds: [],
      exteriorColorId: trim.defaultColorId,
      interiorColorId: trim.defaultInteriorColorId,
      packageIds: defaultSelection(index, trim).packageCodes.map((code) => index.packageByCode.get(code)!.id),
      trimId: trim.code,
      wheelsId: trim.defaultWheelCode,
    },
    dph: price(file.dph, DPH_DISCLAIMER),
    exteriorColors: trim.exteriorColorIds.map((id) => {
      const c = index.exteriorById.get(id)!;
      return {
        code: c.code,
        id: c.id,
        title: c.title,
        hexCode: c.hexCode,
        colorFamilies: c.colorFamilies,
        images: colorSwatch(file, c.code, c.hexCode, 'exterior'),
        isExtraCostColor: c.isExtraCostColor,
        msrp: price(c.msrp, c.disclaimer ?? MSRP_DISCLAIMER),
        compatibility: lookup('EXTERIOR_COLOR', c.code),
      };
    }),
    interiorColors: trim.interiorColorIds.map((id) => {
      const c = index.interiorById.get(id)!;
      return {
        code: c.code,
        id: c.id,
        title: c.title,
        hexCode: c.hexCode,
        colorFamilies: c.colorFamilies,
        images: colorSwatch(file, c.code, c.hexCode, 'interior'),
        isExtraCostColor: c.isExtraCostColor,
        msrp: price(c.msrp, c.disclaimer ?? MSRP_DISCLAIMER),
        compatibility: lookup('INTERIOR_COLOR', c.code),
        material: c.material,
        name: c.name,
      };
    }),
    grade: mapGrade(index, grade, () => trimsOfGrade(index, grade.id).map((t) => mapTrim(index, t, lookup))),
    mileage: mileage(trim.mileage),
    msrp: price(trim.msrp, grade.disclaimer ?? MSRP_DISCLAIMER),
    packages: trim.packages.map(({ id }) => {
      const p = index.packageById.get(id)!;
      return {
        id: p.id,
        code: p.code,
        title: p.title,
        description: p.description,
        type: p.type,
        availability: p.isDefault ? 'standard' : 'available',
        category: p.category,
        subCategories: p.subCategories,
        installPoint: p.installPoint,
        images: packageImages(file, p.code),
        packageFeatures: p.packageFeatures.map((f): PackageFeature => ({ ...f, disclaimer: f.disclaimer ?? '' })),
        compatibility: lookup('PACKAGE', p.code),
        msrp: price(packagePrice.get(id) ?? 0),
      };
    }),
    seating,
    seriesId: file.seriesId,
    seriesName: file.seriesName,
    trim: mapTrim(index, trim, lookup),
    warranties: trim.warrantyIds.map((id) => file.warranties.find((w) => w.id === id)).filter((w): w is Warranty => !!w),
    wheels: trim.wheelCodes.map((code) => {
      const w = index.wheelByCode.get(code)!;
      return {
        code: w.code,
        title: w.title,
        type: w.type,
        image: wheelImage(file, w.code),
        compatibility: lookup('WHEELS', w.code),
        msrp: w.type === 'optional' ? price(w.msrp) : null,
      };
    }),
    year: file.year,
    keyFeatures: file.keyFeatures,
    get aLaCartePricing() {
      pricing ??= aLaCartePricing(index, trim);
      return pricing;
    },
    choices: configurationChoices(index, grade.id, lookup),
    currentConfig: {
      trimId: selection.trimCode,
      exteriorColorCode: selection.exteriorColorCode,
      interiorColorCode: selection.interiorColorCode,
      wheelsCode: selection.wheelsCode,
      packageCodes: selection.packageCodes,
      accessoryCodes: selection.accessoryCodes,
    },
  };
}
