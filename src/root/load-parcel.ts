/** Loads a parcel's chunk: `() => import(/* webpackChunkName: "mfe-<name>" *\/ '...')`. */
export type ParcelLoader = () => Promise<unknown>;

/** Slot name (the value of `data-mfe`) -> loader of that parcel's chunk. */
export type ParcelRegistry = Readonly<Record<string, ParcelLoader>>;

/** The lifecycles single-spa needs, taken from a parcel module. */
export interface ParcelLifecycles {
  bootstrap?: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update?: Lifecycle;
}

type LifecycleFn = (props: Record<string, unknown>) => Promise<unknown>;
type Lifecycle = LifecycleFn | LifecycleFn[];

/**
 * True for webpack's error when a JS or CSS chunk could not be fetched (network failure,
 * 404 or the 120 s chunk time-out). Only those are worth a retry; a module that throws while
 * evaluating would throw again.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED');
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a parcel loader, retrying once after `retryDelayMs` when the chunk failed to load.
 * A second chunk failure rejects with an error named `ChunkLoadError`.
 */
export async function loadParcelModule(loader: ParcelLoader, retryDelayMs: number): Promise<unknown> {
  try {
    return await loader();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    await wait(retryDelayMs);
    try {
      return await loader();
    } catch (retryError) {
      if (retryError instanceof Error && isChunkLoadError(retryError)) {
        // The CSS variant carries its own name; the page hears one name for both.
        retryError.name = 'ChunkLoadError';
      }
      throw retryError;
    }
  }
}

const isLifecycle = (value: unknown): boolean =>
  typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));

/**
 * Picks the single-spa lifecycles out of a loaded module (named exports, or a default export
 * holding them). Throws a clear error when the module is not a parcel.
 */
export function toParcelLifecycles(module: unknown): ParcelLifecycles {
  const candidates = [module, (module as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { bootstrap, mount, unmount, update } = candidate as Record<string, unknown>;
    if (!isLifecycle(mount) || !isLifecycle(unmount)) continue;
    if (bootstrap !== undefined && !isLifecycle(bootstrap)) continue;
    if (update !== undefined && !isLifecycle(update)) continue;
    const lifecycles = { mount, unmount } as ParcelLifecycles;
    if (bootstrap !== undefined) lifecycles.bootstrap = bootstrap as ParcelLifecycles['bootstrap'];
    if (update !== undefined) lifecycles.update = update as ParcelLifecycles['update'];
    return lifecycles;
  }
  throw new TypeError('module does not export single-spa parcel lifecycles (mount and unmount)');
}
