import { useEffect, useState } from 'react';
import type { Trim } from '../../../domain/entities';
import type { ConfiguratorApi } from '../../data/configurator-api';

/** Series-year answers already fetched in this page: the visualizer list does not change while shopping. */
const cache = new Map<string, Promise<Trim[]>>();

/** Forgets fetched series (tests). */
export function clearGradeTrimsCache(): void {
  cache.clear();
}

function fetchGradeTrims(api: ConfiguratorApi, seriesId: string, year: number, gradeName: string): Promise<Trim[]> {
  const key = `${seriesId}|${year}|${gradeName}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = api
      .getSeries({ seriesId, year, showApplicableSeriesForVisualizer: true })
      .then((series) => {
        const data = series.find((s) => s.id === seriesId)?.yearSpecificData.find((y) => y.year === year);
        return data?.grades.find((g) => g.gradeName === gradeName)?.trims ?? [];
      })
      .catch(() => []);
    cache.set(key, pending);
  }
  return pending;
}

/**
 * The trims of the build's grade, with the labels of their cab/bed and powertrain options. A full
 * configuration names only its own trim; the other choices of a step are the grade's other trims,
 * read once per series-year from the series list (the port answers [] on failure, and the step
 * then shows codes it cannot name yet). ADR 0081.
 */
export function useGradeTrims(api: ConfiguratorApi, seriesId: string, year: number, gradeName: string): Trim[] {
  const [trims, setTrims] = useState<Trim[]>([]);
  useEffect(() => {
    if (!seriesId || !year || !gradeName) return undefined;
    let live = true;
    fetchGradeTrims(api, seriesId, year, gradeName).then((result) => {
      if (live) setTrims(result);
    });
    return () => {
      live = false;
    };
  }, [api, seriesId, year, gradeName]);
  return trims;
}
