import { useEffect, useState } from 'react';
import type { Trim } from '../../../domain/entities';

/** A trim of the series-year, tagged with its grade (so a hint can name the grade that has an item). */
export type KnownTrim = Trim & { gradeName?: string };
import type { ConfiguratorApi } from '../../data/configurator-api';

/** Series-year answers already fetched in this page: the visualizer list does not change while shopping. */
const cache = new Map<string, Promise<KnownTrim[]>>();

/** Forgets fetched series (tests). */
export function clearKnownTrimsCache(): void {
  cache.clear();
}

function fetchKnownTrims(api: ConfiguratorApi, seriesId: string, year: number): Promise<KnownTrim[]> {
  const key = `${seriesId}|${year}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = api
      .getSeries({ seriesId, year, showApplicableSeriesForVisualizer: true })
      .then((series) => {
        const data = series.find((s) => s.id === seriesId)?.yearSpecificData.find((y) => y.year === year);
        return (data?.grades ?? []).flatMap((g) => (g.trims ?? []).map((t) => ({ ...t, gradeName: g.gradeName })));
      })
      .catch(() => []);
    cache.set(key, pending);
  }
  return pending;
}

/**
 * The trims of the series-year (each tagged with its grade), with the labels of their cab/bed and
 * powertrain options. A full configuration names only its own trim; the other choices of a step
 * are the grade's other trims, and an item another grade has is named by that grade. Read once per
 * series-year from the series list (the port answers [] on failure, and the step then shows codes
 * it cannot name yet). ADR 0081.
 */
export function useKnownTrims(api: ConfiguratorApi, seriesId: string, year: number): KnownTrim[] {
  const [trims, setTrims] = useState<KnownTrim[]>([]);
  useEffect(() => {
    if (!seriesId || !year) return undefined;
    let live = true;
    fetchKnownTrims(api, seriesId, year).then((result) => {
      if (live) setTrims(result);
    });
    return () => {
      live = false;
    };
  }, [api, seriesId, year]);
  return trims;
}
