import { type ItemCompatibility, FREELY_COMPATIBLE, type ItemType } from '../../../src/domain/entities';
import type { CatalogEntry } from '../../catalog/catalog-loader';
import { mapGrade } from './grade-mapper';
import type { GqlGrade, GqlSeries, GqlSeriesYearData, GqlTrim } from '../generated/resolver-types';
import { cardImage } from './image-mapper';
import { isTrimAttributeType } from '../../configuration/series-selection';
import { seriesIndex, trimAttribute, trimsOfGrade, type SeriesIndex, type TrimAttributeType } from '../../configuration/series-index';
import { mapTrim, mileage, price } from './trim-mapper';
import type { CatalogTrim } from '../../catalog/catalog.schema';

/**
 * Trims in series results carry compatibilities for their OWN option values relative to their own
 * default build (there is no shopper selection yet). A trim's own values are compatible with its
 * own valid default build by definition, so this needs no engine query: compatible, available with
 * every trim that has the value. Mapped once per trim and shared by the grade and year lists.
 */
function trimMapper(index: SeriesIndex): (trim: CatalogTrim) => GqlTrim {
  const cache = new Map<string, GqlTrim>();
  const trimsWith = (type: TrimAttributeType, code: string) => index.file.trims.filter((t) => trimAttribute(t, type) === code).map((t) => t.code);
  return (trim) => {
    let mapped = cache.get(trim.code);
    if (!mapped) {
      const own = (type: ItemType, code: string): ItemCompatibility => ({
        ...FREELY_COMPATIBLE,
        isCompatible: isTrimAttributeType(type) && trimAttribute(trim, type) === code,
        availableWithTrims: isTrimAttributeType(type) ? trimsWith(type, code) : [],
        requiredItems: [],
      });
      mapped = mapTrim(index, trim, own);
      cache.set(trim.code, mapped);
    }
    return mapped;
  };
}

function yearData(entry: CatalogEntry): GqlSeriesYearData {
  const index = seriesIndex(entry.data);
  const file = entry.data;
  const toTrim = trimMapper(index);
  const exterior = index.exteriorById.get(index.defaultTrim.defaultColorId)!;
  let grades: GqlGrade[] | undefined;
  let trims: GqlTrim[] | undefined;
  return {
    year: file.year,
    categories: file.categories,
    currentVersion: file.currentVersion,
    date: file.date,
    fuelType: file.fuelType,
    get grades() {
      grades ??= file.grades.map((g) => mapGrade(index, g, () => trimsOfGrade(index, g.id).map(toTrim)));
      return grades;
    },
    images: [cardImage(file, exterior.code, exterior.hexCode, `${file.seriesId}-${file.year}`)],
    mileage: mileage(file.mileage),
    seating: file.seating,
    startingMsrp: price(file.startingMsrp, file.priceDisclaimers.msrp),
    status: file.status,
    get trims() {
      trims ??= file.trims.map(toTrim);
      return trims;
    },
  };
}

/**
 * Groups catalog series-years into Series results (newest data last, as the catalog sorts them).
 * Series-level extras (key features, colour swatches) come from the newest year.
 */
export function mapSeriesList(entries: readonly CatalogEntry[]): GqlSeries[] {
  const bySeries = new Map<string, CatalogEntry[]>();
  for (const entry of entries) {
    const list = bySeries.get(entry.seriesId) ?? [];
    list.push(entry);
    bySeries.set(entry.seriesId, list);
  }
  return [...bySeries.values()].map((years) => {
    const newest = years[years.length - 1]!.data;
    return {
      id: newest.seriesId,
      name: newest.seriesName,
      shortName: newest.shortName,
      yearSpecificData: years.map((entry) => yearData(entry)),
      keyFeatures: newest.keyFeatures,
      exteriorColors: newest.exteriorColors.map((c) => ({ code: c.code, hexCode: c.hexCode, id: c.id })),
    };
  });
}
