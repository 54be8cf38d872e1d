import { hostApp, isMyDashboardPayments, zipModalOpening, type ZipModalOpenInput } from './zip-modal-opening';

const base: ZipModalOpenInput = { hasCookie: true, pageKinds: ['configurator'], setRegion: false, pathname: '/configurator/' };

describe('zipModalOpening (spec 2, ZIP-code modal)', () => {
  it('opens when no zipcode cookie exists, not full screen', () => {
    expect(zipModalOpening({ ...base, hasCookie: false })).toEqual({ open: true, forced: false, reason: 'no-cookie' });
  });

  it('is skipped when the cookie is present on an ordinary page', () => {
    expect(zipModalOpening({ ...base, app: 'configurator', stateCode: 'CA' })).toEqual({ open: false });
  });

  it('opens full screen when forced, even with a cookie', () => {
    expect(zipModalOpening({ ...base, forced: true })).toEqual({ open: true, forced: true, reason: 'forced' });
  });

  it.each(['configurator', 'build', 'dealers', 'search-inventory', 'payment-estimator', 'deals-incentives'])(
    'still opens with a cookie on the %s app for HI, PR and VI visitors',
    (app) => {
      for (const stateCode of ['HI', 'PR', 'VI']) {
        expect(zipModalOpening({ ...base, app, stateCode })).toMatchObject({ open: true, forced: true, reason: 'region-state' });
      }
    },
  );

  it('does not force the modal for HI on an app outside the list', () => {
    expect(zipModalOpening({ ...base, app: 'offers', stateCode: 'HI' })).toEqual({ open: false });
  });

  it('opens with a cookie on a payment-estimator page with the set-region class only', () => {
    const page = { ...base, pageKinds: ['payment-estimator'] as const, app: 'estimator' };
    expect(zipModalOpening({ ...page, pageKinds: [...page.pageKinds], setRegion: true })).toMatchObject({ open: true, reason: 'set-region' });
    expect(zipModalOpening({ ...page, pageKinds: [...page.pageKinds], setRegion: false })).toEqual({ open: false });
  });

  it('never opens on the my-dashboard payments path, cookie or not, forced or not', () => {
    expect(zipModalOpening({ ...base, hasCookie: false, pathname: '/my-dashboard/payments/' })).toEqual({ open: false });
    expect(zipModalOpening({ ...base, forced: true, pathname: '/espanol/my-dashboard/payments' })).toEqual({ open: false });
  });
});

describe('isMyDashboardPayments', () => {
  it('matches the payments path under my-dashboard only', () => {
    expect(isMyDashboardPayments('/my-dashboard/payments/history?x=1')).toBe(true);
    expect(isMyDashboardPayments('/my-dashboard/')).toBe(false);
    expect(isMyDashboardPayments('/payments/')).toBe(false);
  });
});

describe('hostApp', () => {
  it('prefers the slot, then the body, then the page kind', () => {
    expect(hostApp('Dealers', 'x', ['configurator'])).toBe('dealers');
    expect(hostApp(undefined, 'build', ['configurator'])).toBe('build');
    expect(hostApp(undefined, undefined, ['payment-estimator'])).toBe('payment-estimator');
    expect(hostApp(undefined, undefined, [])).toBeUndefined();
  });
});
