import { useEffect, useState } from 'react';
import type { ConfiguratorApi, SeriesDetails } from '../../data/configurator-api';

const cache = new Map<string, Promise<SeriesDetails | null>>();

/** Forgets fetched details (tests). */
export function clearSeriesDetailsCache(): void {
  cache.clear();
}

/**
 * The visualizer-shape series answer for one series-year (key features, per-grade trims with
 * their feature availability), fetched once per page. The model scene's series list (the first
 * GetSeries shape) has no key features; the comparison and the feature filter need them. The
 * port answers [] on failure (product.md section 7), so the scene then simply shows no key features.
 * `undefined` while the answer is on its way: the scene keeps its skeleton until then, so the
 * feature filters do not push the grades down when they arrive (CLS 0).
 */
export function useSeriesDetails(api: ConfiguratorApi, seriesId: string | null, year: number | null): SeriesDetails | null | undefined {
  const [details, setDetails] = useState<SeriesDetails | null | undefined>(seriesId && year ? undefined : null);
  useEffect(() => {
    if (!seriesId || !year) {
      setDetails(null);
      return undefined;
    }
    setDetails(undefined);
    const key = `${seriesId}|${year}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = api
        .getSeriesDetails({ seriesId, year })
        .then((list) => list.find((s) => s.id === seriesId) ?? null)
        .catch(() => null);
      cache.set(key, pending);
    }
    let live = true;
    void pending.then((result) => {
      if (live) setDetails(result);
    });
    return () => {
      live = false;
    };
  }, [api, seriesId, year]);
  return details;
}
