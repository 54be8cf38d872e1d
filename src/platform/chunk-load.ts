import { useEffect, useReducer } from 'react';

/**
 * A lazy chunk's download with its outcome readable synchronously, for parcels that render what a
 * chunk brings without a Suspense boundary: React 19 holds a boundary's content for 300 ms after
 * its fallback showed (the reveal throttle), and a server render (renderToString) cannot wait for
 * React.lazy at all, so a server-rendered screen from a chunk needs the chunk in before rendering.
 */
export interface ChunkLoad<T> {
  promise: Promise<T>;
  value?: T;
  failed?: { error: unknown };
}

// Keyed by the loader function, so a test that replaces a loader gets a fresh load.
const loads = new WeakMap<object, ChunkLoad<unknown>>();

/**
 * The download of `loader`'s chunk, started on the first call and shared by every later one. A
 * failed download stays failed (as React.lazy would), and is no unhandled rejection by itself:
 * whoever renders it throws it to an error boundary.
 */
export function loadChunk<M, T>(loader: () => Promise<M>, pick: (module: M) => T): ChunkLoad<T> {
  const known = loads.get(loader);
  if (known) return known as ChunkLoad<T>;
  const load: ChunkLoad<T> = {
    promise: loader().then(
      (module) => (load.value = pick(module)),
      (error: unknown) => {
        load.failed = { error };
        throw error;
      },
    ),
  };
  load.promise.catch(() => undefined);
  loads.set(loader, load);
  return load;
}

/**
 * What `load` brought, or null until it is in (and for no load); the component renders again when
 * it arrives. A failed download is thrown to the nearest error boundary.
 */
export function useLoadedChunk<T>(load: ChunkLoad<T> | null): T | null {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const shown = load?.value ?? null;
  useEffect(() => {
    if (!load || shown !== null) return undefined;
    // The chunk may have settled between this render and its effect (a cached chunk on a reload):
    // the promise's callback runs all the same, a microtask later.
    let current = true;
    const rerender = () => {
      if (current) arrived();
    };
    load.promise.then(rerender, rerender);
    return () => {
      current = false;
    };
  }, [load, shown]);
  if (load?.failed) throw load.failed.error;
  return shown;
}
