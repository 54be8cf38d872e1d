import { isSuppressed, REGIONAL_SITES, regionalBuildUrl, regionalSiteUrl } from './region-rules';

const list = [
  { modelCode: 'mirai', modelYear: '2024', suppressionStates: 'NY, TX,HI' },
  { modelCode: 'sequoia', modelYear: '2023', suppressionStates: 'CA' },
];

describe('isSuppressed', () => {
  it("is true when the model and year list the visitor's state", () => {
    expect(isSuppressed(list, 'mirai', 2024, 'NY')).toBe(true);
    expect(isSuppressed(list, 'Mirai', '2024', 'tx')).toBe(true);
    expect(isSuppressed(list, 'mirai', 2024, 'HI')).toBe(true);
  });

  it('is false for another state, year or model, and without a state', () => {
    expect(isSuppressed(list, 'mirai', 2024, 'CA')).toBe(false);
    expect(isSuppressed(list, 'mirai', 2023, 'NY')).toBe(false);
    expect(isSuppressed(list, 'prius', 2024, 'NY')).toBe(false);
    expect(isSuppressed(list, 'mirai', 2024, undefined)).toBe(false);
    expect(isSuppressed(list, 'mirai', 2024, 'N')).toBe(false);
  });
});

const redirects = [
  { series: 'tacoma', year: '2024', path: 'https://www.toyotahawaii.com/vehicles/tacoma/2024/build/' },
  { series: 'rav4', year: '2025', path: 'https://www.toyotahawaii.com/vehicles/rav4/2025/build/' },
];

describe('regionalBuildUrl', () => {
  it('sends Hawaii to the build page of the matching series and year', () => {
    expect(regionalBuildUrl('HI', { redirects, modelCode: 'tacoma', year: 2024 })).toBe('https://www.toyotahawaii.com/vehicles/tacoma/2024/build/');
  });

  it('falls back to the default Hawaii build page when no entry matches', () => {
    expect(regionalBuildUrl('HI', { redirects, modelCode: 'tacoma', year: 2023, redirectUrl: 'https://www.toyotahawaii.com/' })).toBe(
      'https://www.toyotahawaii.com/',
    );
    expect(regionalBuildUrl('HI', { redirects: [], modelCode: 'prius', year: 2023 })).toBe(REGIONAL_SITES.HI);
  });

  it('sends Puerto Rico and the Virgin Islands to their own sites', () => {
    expect(regionalBuildUrl('PR', { redirects, modelCode: 'tacoma', year: 2024, redirectUrl: 'https://www.toyotapr.com/' })).toBe(
      'https://www.toyotapr.com/',
    );
    expect(regionalBuildUrl('VI', { redirects, modelCode: 'tacoma', year: 2024 })).toBe('https://www.toyotavi.com/');
  });
});

describe('regionalSiteUrl', () => {
  it('ignores a redirect of another region (code 82 forces VI) and a non-web address', () => {
    expect(regionalSiteUrl('VI', 'https://www.toyotahawaii.com/')).toBe(REGIONAL_SITES.VI);
    expect(regionalSiteUrl('PR', 'javascript:alert(1)')).toBe(REGIONAL_SITES.PR);
    expect(regionalSiteUrl('VI', 'https://www.toyotavi.com/shop/')).toBe('https://www.toyotavi.com/shop/');
  });
});
