import { KEY_FEATURES, sampleSeries, TACOMA_GRADES } from '../model/model.fixture';
import { ALL_DRIVES, driveChoices, filterGrades, gradeRows, toggleCompared } from './trim-grades';

const tacoma = () => sampleSeries().find((s) => s.id === 'tacoma')!;

describe('gradeRows', () => {
  it('summarises each grade: prices, powertrain options and trims', () => {
    const { rows } = gradeRows('tacoma', TACOMA_GRADES());
    expect(rows.map((r) => r.gradeName)).toEqual(['SR', 'SR5', 'TRD Off-Road']);
    expect(rows[0]).toMatchObject({ baseMsrp: 31500, asShownPrice: 32700, drives: ['4x2', '4x4'], horsepower: ['228'], transmissions: ['8-Speed Automatic'] });
    expect(rows[0].trims).toEqual([
      { code: '7101', title: 'SR XtraCab with 6-ft Bed', msrp: 31500, details: ['4x2'] },
      { code: '7103', title: 'SR Double Cab with 5-ft Bed', msrp: 36300, details: ['4x4'] },
    ]);
  });

  it('reads key features from the series details: standard on every trim, available on some', () => {
    const { rows, keyFeatures } = gradeRows('tacoma', TACOMA_GRADES(), tacoma(), 2024);
    expect(keyFeatures).toEqual(KEY_FEATURES);
    expect(rows[0].features).toEqual({ 'kf-tss': 'standard', 'kf-screen': 'none', 'kf-crawl': 'none' });
    expect(rows[1].features['kf-screen']).toBe('available');
    expect(rows[2].features['kf-crawl']).toBe('standard');
  });

  it('has no features before the details arrive', () => {
    expect(gradeRows('tacoma', TACOMA_GRADES()).rows[0].features).toEqual({});
  });

  it('drops i-FORCE MAX and Hybrid from Tacoma i-FORCE MAX grade and trim names', () => {
    const hybrid = sampleSeries().find((s) => s.id === 'tacomahybrid')!;
    const { rows } = gradeRows('tacomahybrid', hybrid.yearSpecificData[0].grades);
    expect(rows[0].name).toBe('TRD Sport');
    expect(rows[0].gradeName).toBe('TRD Sport i-FORCE MAX');
    expect(rows[0].trims[0].title).toBe('TRD Sport Double Cab');
  });
});

describe('filterGrades', () => {
  const { rows } = gradeRows('tacoma', TACOMA_GRADES(), tacoma(), 2024);

  it('offers each drivetrain once', () => {
    expect(driveChoices(rows)).toEqual(['4x2', '4x4']);
  });

  it('keeps grades with the active drivetrain', () => {
    expect(filterGrades(rows, { active: '4x2', features: [] }).map((r) => r.gradeName)).toEqual(['SR', 'SR5']);
    expect(filterGrades(rows, { active: ALL_DRIVES, features: [] })).toHaveLength(3);
  });

  it('keeps grades with every chosen key feature', () => {
    expect(filterGrades(rows, { active: 'all', features: ['kf-screen'] }).map((r) => r.gradeName)).toEqual(['SR5', 'TRD Off-Road']);
    expect(filterGrades(rows, { active: '4x2', features: ['kf-screen', 'kf-crawl'] })).toEqual([]);
  });

  it('reads an unknown drivetrain as all', () => {
    expect(filterGrades(rows, { active: 'AWD', features: [] })).toHaveLength(3);
  });
});

describe('toggleCompared', () => {
  it('adds and removes grades, never more than three', () => {
    expect(toggleCompared([], 'SR')).toEqual(['SR']);
    expect(toggleCompared(['SR', 'SR5'], 'SR')).toEqual(['SR5']);
    expect(toggleCompared(['A', 'B', 'C'], 'D')).toEqual(['A', 'B', 'C']);
  });
});
