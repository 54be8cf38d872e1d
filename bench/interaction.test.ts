import { nextColour, sampleOf, seenRequest, summarizePicks, type PickSample } from './interaction';
import type { PickTiming } from './lib/pick-probe';

const timing = (over: Partial<PickTiming> = {}): PickTiming => ({
  before: '$44,695',
  after: '$44,620',
  clickAt: 1000,
  changedAt: 1040.04,
  paintedAt: 1062.55,
  eventDurationMs: 64,
  error: null,
  ...over,
});

const sample = (clickToPaintMs: number, kinds: Array<'data' | 'image' | 'other'> = ['data'], eventDurationMs: number | null = null): PickSample => ({
  colour: 'Ice Cap, included',
  clickToPaintMs,
  clickToDomMs: clickToPaintMs - 10,
  eventDurationMs,
  requests: kinds.map((kind) => ({ kind, label: kind === 'data' ? 'POST /graphql' : 'GET /x' })),
});

describe('nextColour', () => {
  const options = [
    { label: 'Ice Cap, included', checked: false },
    { label: 'Underground, included', checked: false },
    { label: 'Wind Chill Pearl, $425', checked: false },
    { label: 'Supersonic Red, $500', checked: true },
  ];

  it('rotates through colours whose price differs from the current one, so the total changes', () => {
    expect([0, 1, 2, 3].map((turn) => nextColour(options, turn))).toEqual([
      'Ice Cap, included',
      'Underground, included',
      'Wind Chill Pearl, $425',
      'Ice Cap, included',
    ]);
    const fromIncluded = options.map((o) => ({ ...o, checked: o.label.startsWith('Ice Cap') }));
    expect(nextColour(fromIncluded, 0)).toBe('Wind Chill Pearl, $425');
  });

  it('says so when no pick would change the total', () => {
    expect(() => nextColour([{ label: 'A, included', checked: true }, { label: 'B, included', checked: false }], 0)).toThrow('no exterior colour with a different price');
  });
});

describe('sampleOf', () => {
  it('measures from the click event to the painted frame', () => {
    expect(sampleOf('Ice Cap, included', timing(), [])).toEqual({ colour: 'Ice Cap, included', clickToPaintMs: 62.5, clickToDomMs: 40, eventDurationMs: 64, requests: [] });
  });

  it('throws the probe error of a pick whose total never changed', () => {
    expect(() => sampleOf('Ice Cap', timing({ error: 'the total did not change within 10000 ms' }), [])).toThrow('pick of Ice Cap: the total did not change');
    expect(() => sampleOf('Ice Cap', timing({ paintedAt: null }), [])).toThrow('incomplete timing');
  });
});

describe('seenRequest', () => {
  it('counts fetch and XHR as data, keeps images and browser requests apart, drops the origin', () => {
    expect(seenRequest('POST', 'http://127.0.0.1:5000/graphql', 'fetch')).toEqual({ kind: 'data', label: 'POST /graphql' });
    expect(seenRequest('POST', 'http://127.0.0.1:5000/graphql', 'fetch', '{"operationName":"GetUpdatedConfig","query":"…"}')).toEqual({ kind: 'data', label: 'POST /graphql GetUpdatedConfig' });
    expect(seenRequest('POST', 'http://127.0.0.1:5000/graphql', 'fetch', '{"operationName":"GetInventoryMatches"}')).toEqual({ kind: 'inventory', label: 'POST /graphql GetInventoryMatches' });
    expect(seenRequest('POST', 'http://127.0.0.1:5000/graphql', 'fetch', 'not json').kind).toBe('data');
    expect(seenRequest('GET', 'http://127.0.0.1:5000/api/x', 'xhr').kind).toBe('data');
    expect(seenRequest('GET', 'http://127.0.0.1:5000/images/render/a?format=webp', 'image')).toEqual({ kind: 'image', label: 'GET /images/render/a' });
    expect(seenRequest('GET', 'http://127.0.0.1:5000/demo-assets/favicon.svg', 'other').kind).toBe('other');
  });
});

describe('summarizePicks', () => {
  it('passes at p95 <= 50 ms (design.md section 5) with one data request per pick, whatever the images', () => {
    const summary = summarizePicks([sample(20, ['data', 'image', 'other']), sample(30), sample(50, ['data', 'image'])]);
    expect(summary.clickToPaintMs).toMatchObject({ p50: 30, p95: 50, max: 50 });
    expect(summary.requestsPerPick).toMatchObject({ dataMax: 1, imageMax: 1, otherMax: 1, picksWithDataRequests: 3 });
    expect(summary.requestsPerPick.seen).toEqual(['data: POST /graphql', 'image: GET /x', 'other: GET /x']);
    expect(summary.pass).toBe(true);
  });

  it('fails a slow p95 or a pick with two data requests', () => {
    expect(summarizePicks([sample(40), sample(51)]).verdicts.map((v) => v.pass)).toEqual([false, true]);
    expect(summarizePicks([sample(40, ['data', 'data'])]).verdicts.map((v) => v.pass)).toEqual([true, false]);
  });

  it('judges the p95 on Event Timing (design.md) when the browser reported it, not on the probe', () => {
    const timed = summarizePicks([sample(70, ['data'], 48), sample(90, ['data'], 40)]);
    expect(timed.verdicts[0]).toMatchObject({ pass: true });
    expect(timed.verdicts[0]!.name).toContain('Event Timing');
    expect(summarizePicks([sample(20, ['data'], 56)]).verdicts[0]).toMatchObject({ pass: false });
  });

  it('refuses an empty run', () => {
    expect(() => summarizePicks([])).toThrow('no picks measured');
  });
});
