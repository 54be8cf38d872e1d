import type { CatalogGrade } from '../../catalog/catalog.schema';
import { cardImage } from './image-mapper';
import type { GqlGrade, GqlTrim } from '../generated/resolver-types';
import { remembered } from './index-memo';
import { defaultTrimOfGrade, trimsOfGrade, type SeriesIndex } from '../../configuration/series-index';
import { mileage, price } from './trim-mapper';

/**
 * Maps a catalog grade. Base MSRP is its cheapest trim; the as-shown price is the catalog's, else
 * the default trim's default configuration; colour ids are everything any of its trims offers.
 * Those fields are mapped once per index and grade and shared; only `trims` is per call.
 */
export function mapGrade(index: SeriesIndex, grade: CatalogGrade, mapTrims: () => GqlTrim[]): GqlGrade {
  const fields = gradeFields(index, grade);
  let mapped: GqlTrim[] | undefined;
  return {
    ...fields,
    get trims() {
      mapped ??= mapTrims();
      return mapped;
    },
  };
}

function gradeFields(index: SeriesIndex, grade: CatalogGrade): Omit<GqlGrade, 'trims'> {
  return remembered(index, `grade|${grade.id}`, () => {
    const trims = trimsOfGrade(index, grade.id);
    const defaultTrim = defaultTrimOfGrade(index, grade.id)!;
    const exterior = index.exteriorById.get(defaultTrim.defaultColorId)!;
    const cheapest = Math.min(...trims.map((t) => t.msrp));
    const union = (pick: (t: (typeof trims)[number]) => string[]) => [...new Set(trims.flatMap(pick))];
    const asShown = grade.asShownPrice ?? defaultTrim.msrp + exterior.msrp;
    // The next cheaper grade: the file lists grades by starting price (catalog-shopper-checks.ts).
    const below = index.file.grades[index.file.grades.findIndex((g) => g.id === grade.id) - 1];
    return {
      gradeName: grade.gradeName,
      suits: grade.suits,
      adds: below ? grade.adds : [],
      addsOver: below?.gradeName ?? null,
      asShownPrice: price(asShown, grade.disclaimer ?? index.file.priceDisclaimers.msrp),
      baseMsrp: price(cheapest, grade.disclaimer ?? index.file.priceDisclaimers.msrp),
      hasSeatingOptions: grade.hasSeatingOptions,
      image: cardImage(index.file, exterior.code, exterior.hexCode, `grade-${grade.id}`),
      exteriorColorIds: union((t) => t.exteriorColorIds),
      interiorColorIds: union((t) => t.interiorColorIds),
      mileage: mileage(defaultTrim.mileage),
    };
  });
}
