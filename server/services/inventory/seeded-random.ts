/**
 * A small seeded generator (mulberry32) so the stock is the same on every machine and start:
 * Math.random would give every server a different inventory and every test another answer.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One entry, chosen with the given non-negative weights (at least one positive). */
  weighted<T>(items: readonly T[], weight: (item: T, index: number) => number): T;
}

/** 32-bit FNV-1a of a text: turns a name ("tacoma-2024/24011") into a seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    weighted(items, weight) {
      const weights = items.map(weight);
      const total = weights.reduce((a, b) => a + b, 0);
      if (!(total > 0)) throw new Error('weighted(): no positive weight');
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
  };
}
