import type { ALaCartePricing, DefaultConfig, Mileage, PackageFeature, Price, Warranty } from '../../../src/domain/entities';
import { aLaCartePricing } from './a-la-carte';
import { remembered } from './index-memo';
import { scopedCache } from '../../http/result-cache';
import type { CatalogExteriorColor, CatalogInteriorColor, CatalogTrim } from '../../catalog/catalog.schema';
import type { CompatibilityEngine } from '../../configuration/compatibility';
import { mapGrade } from './grade-mapper';
import { accessoryImages, colorSwatch, configImages, packageImages, wheelImage } from './image-mapper';
import { defaultSelection, selectedTrim, type Selection } from '../../configuration/series-selection';
import { trimsOfGrade, type SeriesIndex } from '../../configuration/series-index';
import { mapOption, mapTrim, mileage, price, type CompatibilityLookup } from './trim-mapper';
import { configurationChoices } from './choices-mapper';
import type { GqlAccessory, GqlExteriorColor, GqlFullConfiguration, GqlInteriorColor, GqlPackage, GqlWheels } from '../generated/resolver-types';

/**
 * The full configuration (product.md section 3) of a selection: everything the trim offers with its
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

type Static<T> = Omit<T, 'compatibility'>;

/** Everything of a full configuration that depends only on the trim (not on the rest of the selection). */
interface TrimConfigStatics {
  accessories: Array<Static<GqlAccessory>>;
  exteriorColors: Array<Static<GqlExteriorColor>>;
  interiorColors: Array<Static<GqlInteriorColor>>;
  packages: Array<Static<GqlPackage>>;
  wheels: Array<Static<GqlWheels>>;
  defaultConfig: DefaultConfig;
  dph: Price;
  mileage: Mileage;
  msrp: Price;
  seatingOptions: CatalogOptionSource[];
  warranties: Warranty[];
  aLaCartePricing: ALaCartePricing;
}

type CatalogOptionSource = Parameters<typeof mapOption>[0];

/** The fields exterior and interior colours share (interior adds material and name). */
function colorFields(file: SeriesIndex['file'], c: CatalogExteriorColor | CatalogInteriorColor, kind: 'exterior' | 'interior'): Omit<Static<GqlExteriorColor>, '__typename'> {
  return {
    code: c.code,
    id: c.id,
    title: c.title,
    hexCode: c.hexCode,
    colorFamilies: c.colorFamilies,
    images: colorSwatch(file, c.code, c.hexCode, kind),
    isExtraCostColor: c.isExtraCostColor,
    msrp: price(c.msrp, c.disclaimer ?? file.priceDisclaimers.msrp),
  };
}

/**
 * The selection-independent part of a trim's configuration, mapped once per index and trim: the
 * catalog entities with prices and images, defaults, warranties and a-la-carte pricing. A request
 * then only overlays each item's compatibility (see mapFullConfiguration).
 */
function trimConfigStatics(index: SeriesIndex, trim: CatalogTrim): TrimConfigStatics {
  return remembered(index, `config|${trim.code}`, () => {
    const { file } = index;
    const grade = index.gradeById.get(trim.gradeId)!;
    const packagePrice = new Map(trim.packages.map((p) => [p.id, p.msrp]));
    const accessoryPrice = new Map(trim.accessories.map((a) => [a.id, a.msrp]));
    const seatingCodes = [...new Set(trimsOfGrade(index, grade.id).map((t) => t.seatingCode))];
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
          msrp: price(accessoryPrice.get(id) ?? 0, file.priceDisclaimers.msrp),
          category: a.category,
          subsection: a.subsection,
        };
      }),
      exteriorColors: trim.exteriorColorIds.map((id) => colorFields(file, index.exteriorById.get(id)!, 'exterior')),
      interiorColors: trim.interiorColorIds.map((id) => {
        const c = index.interiorById.get(id)!;
        return { ...colorFields(file, c, 'interior'), material: c.material, name: c.name };
      }),
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
          includedAccessoryCodes: file.rules.packageIncludes.filter((r) => r.package === p.code).flatMap((r) => r.accessories),
          msrp: price(packagePrice.get(id) ?? 0, file.priceDisclaimers.msrp),
        };
      }),
      wheels: trim.wheelCodes.map((code) => {
        const w = index.wheelByCode.get(code)!;
        return {
          code: w.code,
          title: w.title,
          type: w.type,
          image: wheelImage(file, w.code),
          msrp: w.type === 'optional' ? price(w.msrp, file.priceDisclaimers.msrp) : null,
        };
      }),
      defaultConfig: {
        accessoryIds: [],
        exteriorColorId: trim.defaultColorId,
        interiorColorId: trim.defaultInteriorColorId,
        packageIds: defaultSelection(index, trim).packageCodes.map((code) => index.packageByCode.get(code)!.id),
        trimId: trim.code,
        wheelsId: trim.defaultWheelCode,
      },
      dph: price(file.dph, file.priceDisclaimers.dph),
      mileage: mileage(trim.mileage),
      msrp: price(trim.msrp, grade.disclaimer ?? file.priceDisclaimers.msrp),
      seatingOptions: grade.hasSeatingOptions ? seatingCodes.map((code) => file.options.seatings.find((o) => o.code === code)!) : [],
      warranties: trim.warrantyIds.map((id) => file.warranties.find((w) => w.id === id)).filter((w): w is Warranty => !!w),
      aLaCartePricing: aLaCartePricing(index, trim),
    };
  });
}

/**
 * Overlays the selection's compatibility on the trim's precomputed entities. Each item is a fresh
 * shallow object (static fields plus its compatibility); the static values inside are shared.
 */
function mapFullConfiguration(index: SeriesIndex, selection: Selection, engine: CompatibilityEngine): GqlFullConfiguration {
  const { file } = index;
  const trim = selectedTrim(index, selection);
  const grade = index.gradeById.get(trim.gradeId)!;
  const lookup: CompatibilityLookup = engine.compatibility(index, selection);
  const statics = trimConfigStatics(index, trim);
  const selectedExterior = index.exteriorByCode.get(selection.exteriorColorCode)!;
  const selectedInterior = index.interiorByCode.get(selection.interiorColorCode)!;

  return {
    accessories: statics.accessories.map((a) => ({ ...a, compatibility: lookup('ACCESSORY', a.code) })),
    categories: file.categories,
    configImages: configImages(file, selectedExterior, selectedInterior),
    defaultConfig: statics.defaultConfig,
    dph: statics.dph,
    exteriorColors: statics.exteriorColors.map((c) => ({ ...c, compatibility: lookup('EXTERIOR_COLOR', c.code) })),
    interiorColors: statics.interiorColors.map((c) => ({ ...c, compatibility: lookup('INTERIOR_COLOR', c.code) })),
    grade: mapGrade(index, grade, () => trimsOfGrade(index, grade.id).map((t) => mapTrim(index, t, lookup))),
    mileage: statics.mileage,
    msrp: statics.msrp,
    packages: statics.packages.map((p) => ({ ...p, compatibility: lookup('PACKAGE', p.code) })),
    seating: statics.seatingOptions.map((s) => mapOption(s, lookup('SEATING', s.code))),
    seriesId: file.seriesId,
    seriesName: file.seriesName,
    trim: mapTrim(index, trim, lookup),
    warranties: statics.warranties,
    wheels: statics.wheels.map((w) => ({ ...w, compatibility: lookup('WHEELS', w.code) })),
    year: file.year,
    keyFeatures: file.keyFeatures,
    aLaCartePricing: statics.aLaCartePricing,
    choices: configurationChoices(index, grade.id, lookup),
    ...engine.validity(index, selection),
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
