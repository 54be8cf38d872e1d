/** p50/p95/max of a list of milliseconds, rounded to microseconds. */
export function latencyStats(ms: number[]): { n: number; p50: number; p95: number; max: number } {
  if (ms.length === 0) return { n: 0, p50: 0, p95: 0, max: 0 };
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { n: s.length, p50: r(q(0.5)), p95: r(q(0.95)), max: r(s[s.length - 1]) };
}

/** Small seeded generator (mulberry32) so bench sessions are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs `fn`, recording its wall-clock and CPU milliseconds. CPU time (user + system of this
 * process) excludes time the process waited for a core, so it stays meaningful on a shared,
 * overloaded machine where wall-clock tails measure the neighbours.
 */
export function timed<T>(fn: () => T, wall: number[], cpu: number[]): T {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = fn();
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  return out;
}
