/**
 * Memoisation of selection-independent mapped content. A series-year index belongs to one loaded
 * catalog file, so what is derived from it alone (mapped entities, prices, image lists) is built
 * once per index and key and shared by every answer; a content reload brings a new index and the
 * old entries are garbage-collected with it. Shared values are never mutated by the mappers, the
 * GraphQL executor or the response serialiser.
 */
const memo = new WeakMap<object, Map<string, unknown>>();

/** The value stored under (`owner`, `key`), made by `make` the first time. */
export function remembered<T>(owner: object, key: string, make: () => T): T {
  let byKey = memo.get(owner);
  if (!byKey) {
    byKey = new Map();
    memo.set(owner, byKey);
  }
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = make();
  byKey.set(key, value);
  return value;
}
