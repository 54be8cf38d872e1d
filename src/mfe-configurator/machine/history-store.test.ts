import type { BuildConfiguration } from '../../domain/entities';
import type { History } from './history';
import { clearHistory, loadHistory, scheduleHistorySave } from './history-store';

const build = { seriesId: 'tacoma', year: 2024, trimId: 'T1', exteriorColor: { code: '040' }, packages: [], accessories: [] } as unknown as BuildConfiguration;
const history = (n: number): History => ({ past: Array.from({ length: n }, () => ({ build, config: {} as never })), future: [] });

/** A scheduler the test runs by hand. */
function manual() {
  const queued: Array<{ write: () => void; cancelled: boolean }> = [];
  const schedule = (write: () => void) => {
    const entry = { write, cancelled: false };
    queued.push(entry);
    return () => void (entry.cancelled = true);
  };
  const runAll = () => queued.splice(0).forEach((e) => !e.cancelled && e.write());
  return { schedule, runAll };
}

describe('scheduleHistorySave', () => {
  beforeEach(() => {
    clearHistory(window.sessionStorage);
    window.sessionStorage.clear();
  });

  it('writes after the change, only the latest history of a burst', () => {
    const { schedule, runAll } = manual();
    scheduleHistorySave(build, history(1), window.sessionStorage, schedule);
    scheduleHistorySave(build, history(2), window.sessionStorage, schedule);
    expect(window.sessionStorage.length).toBe(0);
    runAll();
    expect(loadHistory(build, window.sessionStorage)?.past).toHaveLength(2);
  });

  it('writes at once when the page is hidden or unloaded (a reload keeps the history)', () => {
    const { schedule } = manual();
    scheduleHistorySave(build, history(3), window.sessionStorage, schedule);
    window.dispatchEvent(new Event('pagehide'));
    expect(loadHistory(build, window.sessionStorage)?.past).toHaveLength(3);
  });

  it('a new build cancels a save still waiting', () => {
    const { schedule, runAll } = manual();
    scheduleHistorySave(build, history(1), window.sessionStorage, schedule);
    clearHistory(window.sessionStorage);
    runAll();
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.length).toBe(0);
  });
});
