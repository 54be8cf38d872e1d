/**
 * Keeps the pictures of the last few paints referenced, so flipping back to a colour just seen (the
 * way shoppers compare two paints) finds them in the browser's memory, decoded, with no request.
 *
 * Why: an `<img>` whose `src` moves on to another paint, and a preload `new Image()` nobody keeps,
 * leave their picture unreferenced; at the next garbage collection the browser drops it from its
 * memory cache, and the next pick of that paint asks the HTTP cache for it again and decodes it
 * again (9 requests and ~50 ms of main thread per pick at 4x CPU in bench/interaction.ts, the
 * slowest picks of a run). Holding an element per URL keeps the picture in memory; the browser
 * may still discard its decoded pixels under memory pressure.
 */

/** How many paints (or scenes) keep their pictures: the current one and the three before it. */
export const HELD_GROUPS = 4;

export interface HeldPicture {
  src: string;
  decoding: 'async' | 'sync' | 'auto';
}

export class ImageHold {
  /** Groups in use order, oldest first (Map keeps insertion order). */
  private readonly groups = new Map<string, Map<string, HeldPicture>>();

  constructor(
    private readonly capacity = HELD_GROUPS,
    private readonly create: () => HeldPicture = () => new Image(),
  ) {}

  /**
   * Starts (or keeps) the pictures of `urls` under `group`, which becomes the most recent group;
   * a URL already held in the group is not asked for again. Groups beyond the capacity are let go.
   * Returns the URLs it started now.
   */
  hold(group: string, urls: Iterable<string>): string[] {
    const held = this.groups.get(group) ?? new Map<string, HeldPicture>();
    this.groups.delete(group);
    this.groups.set(group, held);
    const started: string[] = [];
    for (const url of urls) {
      if (!url || held.has(url)) continue;
      const picture = this.create();
      picture.decoding = 'async';
      picture.src = url;
      held.set(url, picture);
      started.push(url);
    }
    for (const oldest of this.groups.keys()) {
      if (this.groups.size <= this.capacity) break;
      this.groups.delete(oldest);
    }
    return started;
  }

  /** Whether `url` is held under `group`. */
  has(group: string, url: string): boolean {
    return this.groups.get(group)?.has(url) ?? false;
  }

  /** The groups held, oldest first (for tests and debugging). */
  heldGroups(): string[] {
    return [...this.groups.keys()];
  }
}
