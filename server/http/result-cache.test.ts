import { LruCache, scopedCache } from './result-cache';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its size', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('computes a missing value once', () => {
    const cache = new LruCache<number>(4);
    const make = jest.fn(() => 42);
    expect(cache.getOrSet('k', make)).toBe(42);
    expect(cache.getOrSet('k', make)).toBe(42);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('scopedCache', () => {
  it('keeps separate caches per owner and per engine', () => {
    const cacheFor = scopedCache<string>(8);
    const [owner1, owner2, engine1, engine2] = [{}, {}, {}, {}];
    cacheFor(owner1, engine1).set('k', 'one');
    expect(cacheFor(owner1, engine1).get('k')).toBe('one');
    expect(cacheFor(owner2, engine1).get('k')).toBeUndefined();
    expect(cacheFor(owner1, engine2).get('k')).toBeUndefined();
  });
});
