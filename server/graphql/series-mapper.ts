import type { Category, KeyFeature, Mileage, Price, SeriesExteriorColor } from '../../src/domain/entities';
import type { CatalogEntry } from '../catalog/catalog-loader';
import type { CompatibilityEngine } from './compatibility';
import { mapGrade, type GqlGrade } from './grade-mapper';
import { cardImage, type GqlImage } from './image-mapper';
import { defaultSelection } from './selection';
import { seriesIndex, trimsOfGrade, type SeriesIndex } from './series-index';
import { mapTrim, mileage, price, type GqlTrim } from './trim-mapper';
import type { CatalogTrim } from '../catalog/catalog.schema';

export interface GqlSeriesYearData {
  year: number;
  categories: Category[];
  currentVersion: string;
  date: string;
  fuelType: string;
  readonly grades: GqlGrade[];
  images: GqlImage[];
  mileage: Mileage;
  seating: string;
  startingMsrp: Price;
  status: string;
  readonly trims: GqlTrim[];
}

export interface GqlSeries {
  id: string;
  name: string;
  shortName: string;
  yearSpecificData: GqlSeriesYearData[];
  keyFeatures: KeyFeature[];
  exteriorColors: SeriesExteriorColor[];
}

/**
 * Trims in series results: each trim's option compatibilities are relative to that trim's own
 * default build (there is no shopper selection yet). Mapped once per trim and shared by the
 * grade's and the year's trim lists.
 */
function trimMapper(index: SeriesIndex, engine: CompatibilityEngine): (trim: CatalogTrim) => GqlTrim {
  const cache = new Map<string, GqlTrim>();
  return (trim) => {
    let mapped = cache.get(trim.code);
    if (!mapped) {
      mapped = mapTrim(index, trim, engine.compatibility(index, defaultSelection(index, trim)));
      cache.set(trim.code, mapped);
    }
    return mapped;
  };
}

function yearData(entry: CatalogEntry, engine: CompatibilityEngine): GqlSeriesYearData {
  const index = seriesIndex(entry.data);
  const file = entry.data;
  const toTrim = trimMapper(index, engine);
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
    startingMsrp: price(file.startingMsrp),
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
export function mapSeriesList(entries: readonly CatalogEntry[], engine: CompatibilityEngine): GqlSeries[] {
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
      yearSpecificData: years.map((entry) => yearData(entry, engine)),
      keyFeatures: newest.keyFeatures,
      exteriorColors: newest.exteriorColors.map((c) => ({ code: c.code, hexCode: c.hexCode, id: c.id })),
    };
  });
}
