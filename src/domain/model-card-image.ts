/**
 * Which image a model card shows (product.md section 2 model scene), in one place because two
 * readers need it: the model scene's cards, and the root config, which preloads the first card's
 * image (the vehicle page's largest paint) as soon as its early series list arrives (ADR 0111).
 */

interface CardImage {
  isHero?: boolean | null;
  url: string;
}

/** A series' model years as cards list them: newest first. */
export function yearsNewestFirst<Y extends { year: number }>(years: readonly Y[] | null | undefined): Y[] {
  return [...(years ?? [])].sort((a, b) => b.year - a.year);
}

/** A card's image: the year's hero image, else its first. */
export function cardImage<I extends CardImage>(images: readonly I[] | null | undefined): I | null {
  return images?.find((i) => i.isHero) ?? images?.[0] ?? null;
}

/** The image of the first card of a series list (cards follow the list's order), or null. */
export function firstCardImageUrl(series: ReadonlyArray<{ yearSpecificData?: ReadonlyArray<{ year: number; images?: readonly CardImage[] | null }> | null }>): string | null {
  for (const entry of series) {
    const [newest] = yearsNewestFirst(entry.yearSpecificData);
    if (newest) return cardImage(newest.images)?.url ?? null;
  }
  return null;
}
