import type { BuildConfiguration } from '../../domain/entities';
import type { History, HistoryEntry } from './history';
import { buildKey, clearHistory, HISTORY_STORE_BUDGET, loadHistory, saveHistory, saveHistoryOnLeave } from './history-store';

const build = { seriesId: 'tacoma', year: 2024, trimId: 'T1', exteriorColor: { code: '040' }, packages: [], accessories: [] } as unknown as BuildConfiguration;
const selection = { trimCode: 'T1', exteriorColorCode: '040', interiorColorCode: null, wheelsCode: null, packageCodes: [], accessoryCodes: [] };
const history = (n: number): History => ({ past: Array.from({ length: n }, () => ({ selection, config: {} as never })), future: [] });

describe('saveHistoryOnLeave', () => {
  beforeEach(() => {
    clearHistory(window.sessionStorage);
    window.sessionStorage.clear();
  });

  it('writes nothing while the shopper picks, then the latest history when the page is hidden or unloaded', () => {
    saveHistoryOnLeave(build, history(1), window.sessionStorage);
    saveHistoryOnLeave(build, history(2), window.sessionStorage);
    expect(window.sessionStorage.length).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(loadHistory(build, window.sessionStorage)?.past).toHaveLength(2);
  });

  it('also writes when the tab goes to the background (a mobile browser may discard it)', () => {
    saveHistoryOnLeave(build, history(3), window.sessionStorage);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    expect(loadHistory(build, window.sessionStorage)?.past).toHaveLength(3);
  });

  it('a new build forgets a history still waiting', () => {
    saveHistoryOnLeave(build, history(1), window.sessionStorage);
    clearHistory(window.sessionStorage);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('saveHistory', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('stores what JSON.stringify would, and keeps the newest undo entries within the budget', () => {
    const entry = (code: string, size: number): HistoryEntry => ({ selection: { ...selection, exteriorColorCode: code }, config: { pad: 'x'.repeat(size) } as never });
    const small: History = { past: [entry('a', 10), entry('b', 10)], future: [entry('c', 10)] };
    saveHistory(build, small, window.sessionStorage);
    expect(JSON.parse(window.sessionStorage.getItem('configurator:history:v1')!)).toEqual(JSON.parse(JSON.stringify({ build: buildKey(build), ...small })));

    // Three undo entries of ~600 KB against a 1.5 MB budget: the oldest goes, the redo entry stays.
    const big: History = { past: [entry('old', 600_000), entry('mid', 600_000), entry('new', 600_000)], future: [entry('redo', 10)] };
    saveHistory(build, big, window.sessionStorage);
    const stored = window.sessionStorage.getItem('configurator:history:v1')!;
    expect(stored.length).toBeLessThanOrEqual(HISTORY_STORE_BUDGET);
    const kept = loadHistory(build, window.sessionStorage)!;
    expect(kept.past.map((e) => e.selection.exteriorColorCode)).toEqual(['mid', 'new']);
    expect(kept.future.map((e) => e.selection.exteriorColorCode)).toEqual(['redo']);
  });
});
