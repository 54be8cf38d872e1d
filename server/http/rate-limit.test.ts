import fc from 'fast-check';
import { bucketOf, secondsUntilAllowed, slidingEstimate } from './rate-limit';

/**
 * Oracle: the estimate `t` seconds from now if nothing else arrives, stepping over the window
 * boundary by hand (this window's hits become the previous window's, the older ones drop out).
 */
function estimateLater(current: number, previous: number, elapsed: number, window: number, t: number): number {
  const at = elapsed + t;
  if (at < window) return current + previous * (1 - at / window);
  if (at < 2 * window) return current * (1 - (at - window) / window);
  return 0;
}

describe('sliding-window rate limit', () => {
  it('weights the previous window by the part still inside the last window', () => {
    expect(slidingEstimate(3, 10, 0, 60)).toBe(13);
    expect(slidingEstimate(3, 10, 30, 60)).toBe(8);
    expect(slidingEstimate(3, 10, 60, 60)).toBe(3);
  });

  it('says when one more request fits: allowed then, not a second earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 10, max: 3600 }), fc.double({ min: 0, max: 0.999, noNaN: true }),
        (max, current, previous, window, fraction) => {
          const elapsed = fraction * window;
          fc.pre(slidingEstimate(current, previous, elapsed, window) > max - 1);
          const wait = secondsUntilAllowed(current, previous, elapsed, { max, windowSeconds: window });
          expect(wait).toBeGreaterThanOrEqual(1);
          expect(estimateLater(current, previous, elapsed, window, wait) + 1).toBeLessThanOrEqual(max + 1e-9);
          if (wait > 1) expect(estimateLater(current, previous, elapsed, window, wait - 1.001) + 1).toBeGreaterThan(max - 1e-9);
        }),
      { numRuns: 2000 },
    );
  });

  it('hashes keys: no address or e-mail in a bucket, the same key in any case', () => {
    const bucket = bucketOf('share:recipient', 'Victim@Example.com');
    expect(bucket).not.toMatch(/victim|example/i);
    expect(bucketOf('share:recipient', ' victim@example.com')).toBe(bucket);
    expect(bucketOf('lead:recipient', 'victim@example.com')).not.toBe(bucket);
  });
});
