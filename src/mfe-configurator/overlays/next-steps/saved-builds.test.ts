import { readBuildLinkQuery } from '../../../domain/build-link';
import { deleteSavedBuild, linkTargetOf, listSavedBuilds, MAX_SAVED_BUILDS, renameSavedBuild, SAVED_BUILDS_KEY, sameTarget, saveBuild, savedBuildPath, savedEntryOf } from './saved-builds';
import { testBuild } from './test-support/next-steps-fixtures';

const entry = (trimCode: string) => {
  const e = savedEntryOf(testBuild(), `Build ${trimCode}`, 'en');
  return { ...e, target: { ...e.target, trimCode } };
};

beforeEach(() => window.localStorage.clear());

describe('saved builds', () => {
  it('keeps at most ten, newest first, and moves a build saved again to the top', () => {
    for (let i = 1; i <= MAX_SAVED_BUILDS + 2; i += 1) saveBuild(window.localStorage, entry(String(i)), new Date(2026, 0, i));
    let names = listSavedBuilds(window.localStorage).map((b) => b.name);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('Build 12');
    expect(names).not.toContain('Build 2');
    saveBuild(window.localStorage, { ...entry('5'), name: 'ignored' });
    names = listSavedBuilds(window.localStorage).map((b) => b.name);
    expect(names[0]).toBe('Build 5');
    expect(names).toHaveLength(10);
  });

  it('renames and deletes by id and refuses an empty name', () => {
    const saved = saveBuild(window.localStorage, entry('7'))!;
    expect(renameSavedBuild(window.localStorage, saved.id, '  ')).toBe(false);
    renameSavedBuild(window.localStorage, saved.id, 'Weekend truck');
    expect(listSavedBuilds(window.localStorage)[0].name).toBe('Weekend truck');
    deleteSavedBuild(window.localStorage, saved.id);
    expect(listSavedBuilds(window.localStorage)).toEqual([]);
  });

  it('reads garbage, a missing storage and a full storage without throwing', () => {
    window.localStorage.setItem(SAVED_BUILDS_KEY, '{not json');
    expect(listSavedBuilds(window.localStorage)).toEqual([]);
    window.localStorage.setItem(SAVED_BUILDS_KEY, JSON.stringify([{ id: 1 }, null]));
    expect(listSavedBuilds(window.localStorage)).toEqual([]);
    expect(listSavedBuilds(null)).toEqual([]);
    expect(saveBuild(null, entry('1'))).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(saveBuild(full, entry('1'))).toBeNull();
  });

  it('reopens a saved build on its summary route with its codes', () => {
    const saved = saveBuild(window.localStorage, savedEntryOf(testBuild(), 'Mine', 'es'))!;
    expect(savedBuildPath(saved)).toBe('/espanol/configurator/build/step/summary/year/2024/series/tacoma/model/7102/?ext=3U5&int=FB20&pkg=FE&pkg=QD&pkg=TC&acc=TONHD&acc=BEDMAT');
  });

  it('keeps the wheels of a build in its entry and its link', () => {
    const saved = saveBuild(window.localStorage, savedEntryOf({ ...testBuild(), wheelsCode: 'W18' }, 'Mine', 'en'))!;
    expect(listSavedBuilds(window.localStorage)[0].target.wheelsCode).toBe('W18');
    const path = savedBuildPath(saved);
    expect(path).toContain('&whl=W18&');
    expect(readBuildLinkQuery(path.slice(path.indexOf('?'))).wheelsCode).toBe('W18');
    // A build that names no wheels writes no whl: the link reopens the trim's default wheels.
    expect(savedBuildPath(saveBuild(window.localStorage, savedEntryOf(testBuild(), 'Plain', 'en'))!)).not.toContain('whl=');
  });

  it('tells builds apart by their wheels; an entry without wheels (saved before they were kept) matches any', () => {
    const target = linkTargetOf({ ...testBuild(), wheelsCode: 'W16' });
    expect(sameTarget(target, { ...target, accessoryCodes: [...target.accessoryCodes].reverse() })).toBe(true);
    expect(sameTarget(target, { ...target, wheelsCode: 'W18' })).toBe(false);
    const { wheelsCode: _omitted, ...legacy } = target;
    expect(sameTarget(legacy, target)).toBe(true);
    expect(sameTarget(target, legacy)).toBe(true);
  });

  it('saves the same codes with other wheels as another build', () => {
    saveBuild(window.localStorage, savedEntryOf({ ...testBuild(), wheelsCode: 'W16' }, 'Steel', 'en'));
    saveBuild(window.localStorage, savedEntryOf({ ...testBuild(), wheelsCode: 'W18' }, 'Alloy', 'en'));
    expect(listSavedBuilds(window.localStorage).map((b) => [b.name, b.target.wheelsCode])).toEqual([
      ['Alloy', 'W18'],
      ['Steel', 'W16'],
    ]);
  });

  it('skips a stored entry whose wheels code is not a string', () => {
    const saved = saveBuild(window.localStorage, savedEntryOf(testBuild(), 'Mine', 'en'))!;
    window.localStorage.setItem(SAVED_BUILDS_KEY, JSON.stringify([{ ...saved, target: { ...saved.target, wheelsCode: 18 } }, saved]));
    expect(listSavedBuilds(window.localStorage)).toEqual([saved]);
  });
});
