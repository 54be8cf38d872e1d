import { ImageCache } from './image-cache';

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes), contentType: 'image/webp', etag: '"x"' });

describe('ImageCache', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const cache = new ImageCache(300, 100);
    cache.set('a', entry(100));
    cache.set('b', entry(100));
    cache.set('c', entry(100));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', entry(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.totalBytes).toBe(300);
  });

  it('bounds the number of entries and never keeps an image larger than the budget', () => {
    const cache = new ImageCache(1000, 2);
    cache.set('a', entry(1));
    cache.set('b', entry(1));
    cache.set('c', entry(1));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', entry(2000));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('replaces an entry under the same key without double counting', () => {
    const cache = new ImageCache(1000, 10);
    cache.set('a', entry(100));
    cache.set('a', entry(50));
    expect(cache.totalBytes).toBe(50);
    expect(cache.size).toBe(1);
  });
});
