import { ANALYTICS_BRAND, analyticsAttributes } from './analytics-attributes';
import { emptyBuild } from './build';
import type { BuildConfiguration } from './entities';

const build = (): BuildConfiguration => ({
  ...emptyBuild(),
  trimId: '2532',
  baseMsrp: '$28,400',
  seriesId: 'camry',
  seriesName: 'Camry  [1]',
  year: 2024,
  gradeName: 'LE [2]',
  category: 'Cars & Minivan',
  fuelType: 'Gas',
  mileage: { category: 'Gas', city: 28, highway: 39, mpge: null, range: null },
  mpg: 32,
  exteriorColor: { title: 'Supersonic  Red [3]', code: '3U5', msrp: { value: 425 } },
  interiorColor: { title: 'Black Fabric', code: 'FB20', msrp: { value: 0 } },
  engine: '2.5L 4-Cyl.',
  drive: 'FWD',
  transmission: '8-Speed Automatic',
  packages: [
    { code: 'P1', title: 'Convenience [DISCLAIMER] Package', type: 'PACKAGE', msrp: { value: 1000 } },
    { code: 'FE', title: 'Floor Mats', type: 'OPTION', msrp: { value: 0 } },
  ],
  accessories: [
    { code: 'A1', title: 'Mud Guards', installPoint: 'PPO', msrp: { value: 129.5 } },
    { code: 'A2', title: 'Roof Rack', installPoint: 'DIO', msrp: { value: '$300' } },
  ],
  dph: 1095,
  totalSRP: 31050,
  totalCost: 31350,
});

describe('analyticsAttributes', () => {
  it('carries the fixed brand value', () => {
    expect(ANALYTICS_BRAND).toBe('toyota');
    expect(analyticsAttributes(build()).brand).toBe(ANALYTICS_BRAND);
    expect(analyticsAttributes(emptyBuild()).brand).toBe(ANALYTICS_BRAND);
  });

  it('builds a flat record from the build configuration with cleaned titles', () => {
    expect(analyticsAttributes(build())).toEqual({
      brand: 'toyota',
      series_id: 'camry',
      series_name: 'Camry',
      model_year: '2024',
      base_msrp: '28400',
      dph: '1095',
      total_srp: '31050',
      total_cost: '31350',
      mileage_category: 'Gas',
      mpg_city: '28',
      mpg_highway: '39',
      mpg_combined: '32',
      mpge: '',
      range: '',
      exterior_color: 'Supersonic Red',
      exterior_color_code: '3U5',
      exterior_color_price: '425',
      interior_color: 'Black Fabric',
      interior_color_code: 'FB20',
      interior_color_price: '0',
      engine: '2.5L 4-Cyl.',
      grade: 'LE',
      trim: '2532',
      drive: 'FWD',
      transmission: '8-Speed Automatic',
      category: 'Cars & Minivan',
      fuel_type: 'Gas',
      packages: 'Convenience Package|Floor Mats',
      package_codes: 'P1|FE',
      package_count: '2',
      accessories: 'Mud Guards|Roof Rack',
      accessory_codes: 'A1|A2',
      accessory_count: '2',
      accessories_total: '430',
    });
  });

  it('gives strings only, empty where unknown', () => {
    const attrs = analyticsAttributes(emptyBuild());
    for (const value of Object.values(attrs)) expect(typeof value).toBe('string');
    expect(attrs.model_year).toBe('');
    expect(attrs.exterior_color).toBe('');
    expect(attrs.exterior_color_price).toBe('');
    expect(attrs.packages).toBe('');
    expect(attrs.package_count).toBe('0');
  });

  it('does not throw on an unparsable price', () => {
    expect(analyticsAttributes({ ...build(), baseMsrp: 'call' }).base_msrp).toBe('');
  });

  it('uses EV figures from the mileage when the top-level ones are missing', () => {
    const attrs = analyticsAttributes({ ...build(), mileage: { category: 'EV', city: null, highway: null, mpge: 114, range: 252 } });
    expect(attrs.mpge).toBe('114');
    expect(attrs.range).toBe('252');
  });
});
