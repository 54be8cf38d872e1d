import { truckConfig } from '../configurator/configurator.fixture';
import { sampleSeries } from '../model/model.fixture';
import { applyResolution, conflictCandidates, defaultSelection, parseSeriesYear, seriesYearOptions, toBuildSelection } from './sim-selection';

describe('simulator selection', () => {
  it('lists series-year choices and reads them back', () => {
    const options = seriesYearOptions(sampleSeries(), (name, year) => `${year} ${name}`);
    expect(options[0]).toEqual({ value: 'prius|2024', label: '2024 Prius' });
    expect(parseSeriesYear('tacoma|2024')).toEqual({ seriesId: 'tacoma', year: 2024 });
    expect(parseSeriesYear('tacoma')).toBeNull();
    expect(parseSeriesYear(null)).toBeNull();
  });

  it('starts from the configuration defaults, with FE and QD always sent', () => {
    const selection = defaultSelection(truckConfig());
    expect(selection).toEqual({ exteriorColorCode: '040', interiorColorCode: 'FB20', packageCodes: ['FE', 'QD'], accessoryCodes: [] });
    expect(toBuildSelection({ ...selection, packageCodes: [] }).packageCodes).toEqual(['FE', 'QD']);
  });

  it('offers what is not chosen yet as conflict candidates, flagging incompatible ones', () => {
    const candidates = conflictCandidates(truckConfig(), defaultSelection(truckConfig()));
    expect(candidates.find((c) => c.itemCode === 'PR')).toEqual({ itemType: 'PACKAGE', itemCode: 'PR', title: 'Premium Package', isCompatible: false });
    expect(candidates.some((c) => c.itemCode === 'FE' || c.itemCode === '040')).toBe(false);
  });

  it('applies a resolution: the pick plus the required changes', () => {
    const next = applyResolution(defaultSelection(truckConfig()), { itemType: 'PACKAGE', itemCode: 'PR' }, {
      applicableTrimId: null,
      weight: 1,
      requiredChanges: [
        { changeType: 'ADD', itemCode: 'TC', itemType: 'PACKAGE' },
        { changeType: 'REMOVE', itemCode: 'QD', itemType: 'PACKAGE' },
        { changeType: 'ADD', itemCode: 'LB20', itemType: 'INTERIOR_COLOR' },
      ],
    });
    expect(next.packageCodes).toEqual(['FE', 'PR', 'TC']);
    expect(next.interiorColorCode).toBe('LB20');
  });
});
