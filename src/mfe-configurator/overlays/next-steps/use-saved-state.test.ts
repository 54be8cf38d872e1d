import { act, renderHook } from '@testing-library/react';
import { saveBuild, savedEntryOf, SAVED_BUILDS_KEY } from './saved-builds';
import { testBuild } from './test-support/next-steps-fixtures';
import { useSavedState } from './use-saved-state';

const env = { storage: window.localStorage, lang: 'en' as const, environment: 'live' as const };

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('useSavedState', () => {
  it('says unsaved until the build is saved', () => {
    const { result } = renderHook(() => useSavedState(testBuild(), env));
    expect(result.current.unsaved).toBe(true);
    act(() => {
      expect(result.current.save()).toBe(true);
    });
    expect(result.current.unsaved).toBe(false);
    expect(result.current.note).toBe('saved');
  });

  it('reads storage once, not again on every render of a new build (a pick)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const { rerender } = renderHook(({ build }) => useSavedState(build, env), { initialProps: { build: testBuild() } });
    const reads = getItem.mock.calls.filter(([key]) => key === SAVED_BUILDS_KEY).length;
    expect(reads).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) rerender({ build: { ...testBuild(), totalSRP: 40_000 + i } });
    expect(getItem.mock.calls.filter(([key]) => key === SAVED_BUILDS_KEY).length).toBe(reads);
  });

  it('follows a save made in another tab', () => {
    const { result } = renderHook(() => useSavedState(testBuild(), env));
    expect(result.current.unsaved).toBe(true);
    // Another tab writes storage; this one hears a storage event.
    saveBuild(window.localStorage, savedEntryOf(testBuild(), 'From the other tab', 'en', env.environment));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_BUILDS_KEY }));
    });
    expect(result.current.unsaved).toBe(false);
  });
});
