import { runQuotesBench } from './quotes';

describe('quotes benchmark', () => {
  it('reports latencies and an exact lead count for a small run', async () => {
    const report = await runQuotesBench({ requests: 20, duplicates: 5, concurrency: 10 });
    expect(report).toMatchObject({ driver: 'pglite', requests: 20, duplicates: 5, leadsCreated: 15, expectedLeads: 15, exact: true });
    expect(report.statuses).toEqual({ '200': 5, '201': 15 });
    expect(report.latencyMs.p50).toBeGreaterThan(0);
    expect(report.latencyMs.p99).toBeGreaterThanOrEqual(report.latencyMs.p50);
  }, 60_000);

  it('refuses more duplicates than originals', async () => {
    await expect(runQuotesBench({ requests: 4, duplicates: 3, concurrency: 1 })).rejects.toThrow('at most half');
  });
});
