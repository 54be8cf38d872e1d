/**
 * A small least-recently-used map. Results of the data endpoint are pure functions of the catalog
 * content and the selection, so identical requests (the same build seen by many shoppers, or a
 * shopper toggling back and forth) reuse the mapped result instead of rebuilding it.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-insert: Map iteration order is insertion order, so the oldest entry is first.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or `make()` stored under `key`. */
  getOrSet(key: string, make: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = make();
    this.set(key, value);
    return value;
  }
}

/** Key for results that do not depend on the compatibility engine. */
const NO_ENGINE = {};

/**
 * One LRU per (owner, engine): owners are immutable content objects (a series-year index, a
 * catalog), so a content reload or an engine switch starts from an empty cache and the old one is
 * garbage-collected with its owner.
 */
export function scopedCache<V>(maxEntries: number) {
  const caches = new WeakMap<object, WeakMap<object, LruCache<V>>>();
  return (owner: object, engine: object = NO_ENGINE): LruCache<V> => {
    let byEngine = caches.get(owner);
    if (!byEngine) {
      byEngine = new WeakMap();
      caches.set(owner, byEngine);
    }
    let cache = byEngine.get(engine);
    if (!cache) {
      cache = new LruCache<V>(maxEntries);
      byEngine.set(engine, cache);
    }
    return cache;
  };
}
