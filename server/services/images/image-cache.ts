/**
 * In-memory LRU of rendered images bounded by total bytes (and entry count), so a crawler asking
 * for every colour at every width cannot grow the process without limit. A Map keeps insertion
 * order; a hit re-inserts the entry to make it the most recent.
 */
export interface CachedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string): CachedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedImage): void {
    // An image bigger than the whole budget is served but never kept.
    if (value.body.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.body.length;
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= this.entries.get(oldest)!.body.length;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
