import * as domain from './index';

describe('domain barrel', () => {
  it.each([
    'computeTotals',
    'withDefaultPackages',
    'parsePrice',
    'displayName',
    'seatingTitle',
    'noInventoryDisplayName',
    'buildInventoryUrl',
    'languageFromPath',
    'environmentFromPath',
    'basePath',
    'graphqlFieldSuffix',
    'parseRoute',
    'routeFor',
    'modelCodeAndYearFromPath',
    'backNavigationTarget',
    'sanitizeZipInput',
    'isZipKeyAllowed',
    'canSubmitZip',
    'isZipValid',
    'zipMessageFor',
    'regionFromLookup',
    'isRegionSetForPaymentEstimator',
    'formatNumber',
    'formatPrice',
    'stripHtml',
    'cleanAnalyticsTitle',
    'withWwwHost',
    'analyticsAttributes',
    'emptyBuild',
    'buildToApiConfig',
    'jellyUrl',
    'applicableSteps',
    'pricingAttributeNames',
    'buildFromConfiguration',
  ])('exports the function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the constants with the spec values', () => {
    expect(domain.ZIP_LENGTH).toBe(5);
    expect(domain.DEFAULT_PACKAGE_CODES).toEqual(['FE', 'QD']);
    expect(domain.BUILD_STEPS[0]).toBe('cab');
    expect(domain.ITEM_TYPES).toHaveLength(10);
    expect(domain.DEFAULT_MODEL_CODE).toBe('prius');
    expect(domain.DEFAULT_MODEL_YEAR).toBe(2023);
  });
});
