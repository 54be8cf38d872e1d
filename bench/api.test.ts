import type autocannon from 'autocannon';
import { summarize } from './api';

describe('api benchmark summary', () => {
  it('reports throughput, latency percentiles and every kind of failure', () => {
    const histogram = { average: 512.4, mean: 512.4, total: 5124, p50: 3, p90: 9, p99: 21, max: 40 };
    const result = { requests: histogram, latency: histogram, throughput: histogram, errors: 1, timeouts: 2, non2xx: 3 } as autocannon.Result;
    expect(summarize(result)).toEqual({
      requestsPerSecond: 512,
      latencyMs: { p50: 3, p90: 9, p99: 21, max: 40 },
      requests: 5124,
      errors: 1,
      non2xx: 3,
      timeouts: 2,
    });
  });
});
