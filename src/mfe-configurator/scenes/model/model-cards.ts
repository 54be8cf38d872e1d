import type { Category, ImageVariant, Mileage } from '../../../domain/entities';
import type { SeriesListing } from '../../data/configurator-api';
import { displayName } from '../../../domain/names';
import { parsePrice } from '../../../domain/pricing';
import { cardImage, yearsNewestFirst } from '../../../domain/model-card-image';

/** One model card: a series in one model year (product.md section 2 model scene). */
export interface ModelCard {
  key: string;
  seriesId: string;
  year: number;
  /** Display name (product.md section 1: Tacoma i-FORCE MAX drops i-FORCE MAX and Hybrid). */
  name: string;
  fuelType: string;
  categories: Category[];
  startingMsrp: number;
  mileage: Mileage | null;
  image: ImageVariant | null;
}

/** Tab value that shows every card. */
export const ALL_CATEGORIES = 'all';

/**
 * Cards for every series-year of the brand's list, newest year first within a series and series in
 * the order the server gives them (the content team's order).
 */
export function modelCards(series: readonly SeriesListing[]): ModelCard[] {
  return series.flatMap((s) =>
    yearsNewestFirst(s.yearSpecificData).map((y) => ({
      key: `${s.id}-${y.year}`,
      seriesId: s.id,
      year: y.year,
      name: displayName(s.name, s.id),
      fuelType: fuelLabel(y.fuelType, y.mileage),
      categories: y.categories ?? [],
      startingMsrp: parsePrice(y.startingMsrp?.value),
      mileage: y.mileage ?? null,
      image: cardImage(y.images),
    })),
  );
}

/**
 * The fuel label shown beside the card's figures: for MPGe figures, their own category (a series
 * whose base engine is Gas but whose headline figures are a plug-in's MPGe reads "Plug-in Hybrid",
 * not "Gas"); otherwise the series' fuel type.
 */
export function fuelLabel(fuelType: string | null | undefined, mileage: Mileage | null | undefined): string {
  // Only MPGe figures can contradict the label (an electrified grade's figures on a Gas series).
  const electrified = fuelEconomy(mileage)?.kind === 'mpge';
  const category = electrified ? String(mileage?.category ?? '').trim() : '';
  return category || String(fuelType ?? '');
}

/** The category tabs: every category of the cards once, in order of first appearance. */
export function categoryTabs(cards: readonly ModelCard[]): Category[] {
  const seen = new Map<string, Category>();
  for (const card of cards) for (const c of card.categories) if (c.id && !seen.has(c.id)) seen.set(c.id, c);
  return [...seen.values()];
}

/** Cards of one category ('all' keeps every card; an unknown category keeps none). */
export function cardsInCategory(cards: readonly ModelCard[], categoryId: string): ModelCard[] {
  if (categoryId === ALL_CATEGORIES) return [...cards];
  return cards.filter((card) => card.categories.some((c) => c.id === categoryId));
}

/** Fuel economy as shown on a card: mpg (city/highway/combined) or, for electrified models, MPGe and range. */
export type FuelEconomy =
  | { kind: 'mpg'; city: number | null; highway: number | null; combined: number | null }
  | { kind: 'mpge'; mpge: number; range: number | null }
  | null;

export function fuelEconomy(mileage: Mileage | null | undefined): FuelEconomy {
  if (!mileage || mileage.isAvailable === false) return null;
  if (typeof mileage.mpge === 'number') return { kind: 'mpge', mpge: mileage.mpge, range: mileage.range ?? null };
  if (mileage.city == null && mileage.highway == null && mileage.combined == null) return null;
  return { kind: 'mpg', city: mileage.city, highway: mileage.highway, combined: mileage.combined };
}
