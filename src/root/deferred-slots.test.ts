import { deleteCookie, writeZipcode } from '../platform/cookies';
import { pageSlotDeferral } from './deferred-slots';

function deferral(options: { pathname?: string; bodyClass?: string; slot?: string } = {}) {
  document.body.className = options.bodyClass ?? 'configurator state-CA';
  document.body.innerHTML = options.slot ?? '<div data-mfe="zip-modal"></div>';
  const element = document.querySelector<HTMLElement>('[data-mfe]')!;
  return pageSlotDeferral(document, { pathname: options.pathname ?? '/configurator/' })(element.dataset.mfe!, element);
}

const WAKERS = ['zip-modal:open', 'state-change'];

beforeEach(() => deleteCookie('zipcode'));
afterAll(() => deleteCookie('zipcode'));

describe('pageSlotDeferral', () => {
  it('loads the ZIP modal at once when no zipcode cookie exists', () => {
    expect(deferral()).toBeUndefined();
  });

  it('keeps the ZIP modal asleep until a request or a state change when a cookie keeps it closed', () => {
    writeZipcode('90210');
    expect(deferral()).toEqual(WAKERS);
  });

  it.each(['HI', 'PR', 'VI'])('loads it at once with a cookie for a %s visitor of a forcing app', (state) => {
    writeZipcode('90210');
    expect(deferral({ bodyClass: `configurator state-${state}` })).toBeUndefined();
    expect(deferral({ bodyClass: `state-${state}`, slot: '<div data-mfe="zip-modal" data-app="dealers"></div>' })).toBeUndefined();
  });

  it('defers it with a cookie for a HI visitor of an app that is not forcing', () => {
    writeZipcode('90210');
    expect(deferral({ bodyClass: 'state-HI', slot: '<div data-mfe="zip-modal" data-app="offers"></div>' })).toEqual(WAKERS);
  });

  it('loads it at once on a payment-estimator page with set-region, and when the slot forces it', () => {
    writeZipcode('90210');
    expect(deferral({ bodyClass: 'payment-estimator set-region state-CA' })).toBeUndefined();
    expect(deferral({ slot: '<div data-mfe="zip-modal" data-force="true"></div>' })).toBeUndefined();
  });

  it('defers it on the my-dashboard payments path even without a cookie', () => {
    expect(deferral({ pathname: '/my-dashboard/payments/' })).toEqual(WAKERS);
  });

  it('never defers other parcels', () => {
    writeZipcode('90210');
    expect(deferral({ slot: '<div data-mfe="configurator"></div>' })).toBeUndefined();
  });
});
