/**
 * The dealer the quote form picks for the shopper (issue 27): the nearest one listed, the first
 * listed of those at the same distance (the list puts participating dealers first). The shopper may
 * pick another; the form never sends to a dealer nobody chose on screen.
 */
export function nearestDealerId(dealers: ReadonlyArray<{ id: string; distance: number }>): string | null {
  let best: { id: string; distance: number } | null = null;
  for (const dealer of dealers) {
    if (!Number.isFinite(dealer.distance)) continue;
    if (!best || dealer.distance < best.distance) best = dealer;
  }
  return best?.id ?? null;
}
