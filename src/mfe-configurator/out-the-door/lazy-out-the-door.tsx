import { lazy, Suspense } from 'react';
import type { OutTheDoorRegionProps } from './out-the-door-region';

// The estimate's tables, text and region are a chunk of their own, downloaded when a region shows.
const OutTheDoorRegion = lazy(() => import(/* webpackChunkName: "out-the-door" */ './out-the-door-region'));

/** The out-the-door region (summary, payment estimator), loaded on first use. */
export function LazyOutTheDoorRegion(props: OutTheDoorRegionProps) {
  return (
    <Suspense fallback={null}>
      <OutTheDoorRegion {...props} />
    </Suspense>
  );
}
