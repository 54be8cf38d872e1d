import type { Series } from '../../../domain/entities';
import { renderWithProviders, waitFor } from '../../../../test/test-utils';
import { createFakeApi } from '../../machine/test-support/fake-configurator-api';
import { TRIMS } from './configurator.fixture';
import { clearKnownTrimsCache, useKnownTrims, type KnownTrim } from './use-known-trims';

const series = [
  {
    id: 'tacoma',
    name: 'Tacoma',
    shortName: 'Tacoma',
    yearSpecificData: [
      { year: 2024, grades: [{ gradeName: 'SR', trims: [TRIMS.doubleCab, TRIMS.xtraCab] }, { gradeName: 'TRD Off-Road', trims: [{ ...TRIMS.doubleCabMax, code: '7141' }] }] },
    ],
  },
] as unknown as Series[];

function probe(api = createFakeApi()) {
  const seen: { trims: KnownTrim[] } = { trims: [] };
  function Probe() {
    seen.trims = useKnownTrims(api, 'tacoma', 2024);
    return null;
  }
  return { api, seen, ...renderWithProviders(<Probe />) };
}

beforeEach(() => clearKnownTrimsCache());

describe('useKnownTrims', () => {
  it('reads the series-year trims once from the visualizer series list, tagged with their grade', async () => {
    const api = createFakeApi();
    const getSeries = jest.fn(async () => series);
    api.getSeries = getSeries;
    const first = probe(api);
    await waitFor(() => expect(first.seen.trims.map((t) => [t.code, t.gradeName])).toEqual([['7102', 'SR'], ['7101', 'SR'], ['7141', 'TRD Off-Road']]));
    const second = probe(api);
    await waitFor(() => expect(second.seen.trims).toHaveLength(3));
    expect(getSeries).toHaveBeenCalledTimes(1);
    expect(getSeries).toHaveBeenCalledWith({ seriesId: 'tacoma', year: 2024, showApplicableSeriesForVisualizer: true });
  });

  it('answers no trims when the series list fails, so choices fall back to their codes', async () => {
    const api = createFakeApi();
    api.getSeries = jest.fn(async () => {
      throw new Error('down');
    });
    const { seen } = probe(api);
    await waitFor(() => expect(api.getSeries).toHaveBeenCalled());
    expect(seen.trims).toEqual([]);
  });
});
