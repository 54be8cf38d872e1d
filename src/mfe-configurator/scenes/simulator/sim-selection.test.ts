import type { BuildSnapshot } from '../../machine/build.machine';
import { truckConfig } from '../configurator/configurator.fixture';
import { sampleSeries } from '../model/model.fixture';
import { conflictCandidates, parseSeriesYear, seriesYearOptions, simStatus, type SimAction } from './sim-selection';

const DEFAULTS = { exteriorColorCode: '040', interiorColorCode: 'FB20', packageCodes: ['FE', 'QD'], accessoryCodes: [] };

/** A stand-in snapshot: a state name, its tags and the two error fields the status reads. */
function snap(state: string, tags: string[], errors: { error?: string; updateError?: string } = {}) {
  const asError = (message?: string) => (message ? { kind: 'server' as const, message } : null);
  return {
    matches: (value: string) => value === state,
    hasTag: (tag: string) => tags.includes(tag),
    context: { error: asError(errors.error), updateError: asError(errors.updateError) },
  } as unknown as BuildSnapshot;
}

describe('simulator selection', () => {
  it('lists series-year choices and reads them back', () => {
    const options = seriesYearOptions(sampleSeries(), (name, year) => `${year} ${name}`);
    expect(options[0]).toEqual({ value: 'prius|2024', label: '2024 Prius' });
    expect(parseSeriesYear('tacoma|2024')).toEqual({ seriesId: 'tacoma', year: 2024 });
    expect(parseSeriesYear('tacoma')).toBeNull();
    expect(parseSeriesYear(null)).toBeNull();
  });

  it('offers what is not chosen yet as conflict candidates, flagging incompatible ones', () => {
    const candidates = conflictCandidates(truckConfig(), DEFAULTS);
    expect(candidates.find((c) => c.itemCode === 'PR')).toEqual({ itemType: 'PACKAGE', itemCode: 'PR', title: 'Premium Package', isCompatible: false });
    expect(candidates.some((c) => c.itemCode === 'FE' || c.itemCode === '040')).toBe(false);
  });
});

describe('simulator status from the build machine', () => {
  const cases: Array<[string, ReturnType<typeof snap>, SimAction, ReturnType<typeof simStatus>]> = [
    ['no build yet', snap('idle', ['loading']), null, { kind: 'idle' }],
    ['a load out', snap('loading', ['loading', 'busy']), null, { kind: 'loading' }],
    ['a pick out', snap('applying', ['busy']), 'check', { kind: 'loading' }],
    ['a failed load', snap('loadFailed', [], { error: 'load 500' }), null, { kind: 'failed', message: 'load 500' }],
    ['a failed rules check', snap('recommendationFailed', ['failed'], { error: 'reco 500' }), 'check', { kind: 'failed', message: 'reco 500' }],
    ['a failed update', snap('applyFailed', ['failed'], { updateError: 'update 500' }), 'resolve', { kind: 'failed', message: 'update 500' }],
    ['a conflict open', snap('conflict', ['conflict']), 'check', { kind: 'idle' }],
    ['a check applied', snap('ready', []), 'check', { kind: 'valid' }],
    ['a resolution applied', snap('ready', []), 'resolve', { kind: 'resolved' }],
    ['an edit applied', snap('ready', []), null, { kind: 'idle' }],
  ];

  it.each(cases)('%s', (_name, snapshot, last, expected) => {
    expect(simStatus(snapshot, last)).toEqual(expected);
  });
});
