import { createActor, fromPromise } from 'xstate';
import { ServiceError } from '../platform/services/json-service';
import { checkRegion, decideOnAnswer, pageErrorMachine, type PageErrorInput, type RegionCheckInput, type RegionCheckOutput } from './page-error.machine';
import type { RegionLookup, RegionServices } from './region-services';

const CA: RegionLookup = { regionCode: 10, redirectUrl: '', state: 'CA' };
const HI: RegionLookup = { regionCode: 80, redirectUrl: 'https://www.toyotahawaii.com/', state: 'HI' };
const PR: RegionLookup = { regionCode: 81, redirectUrl: 'https://www.toyotapr.com/', state: 'PR' };
const VI_CODE_ONLY: RegionLookup = { regionCode: 82, redirectUrl: '', state: 'VI' };
const FL: RegionLookup = { regionCode: 50, redirectUrl: '', state: 'FL' };

type Answer = (input: RegionCheckInput) => Promise<RegionCheckOutput>;

const output = (lookup: RegionLookup, suppressed = false): RegionCheckOutput => ({ lookup, redirects: [], suppressed, modelCode: 'camry', year: 2024 });

function start(answer: Answer, input: PageErrorInput = { zipcode: '90210', stateCode: 'CA' }) {
  const calls: RegionCheckInput[] = [];
  const confirmSubmittedZip = jest.fn();
  const requestZipModal = jest.fn();
  const machine = pageErrorMachine.provide({
    actors: {
      checkRegion: fromPromise<RegionCheckOutput, RegionCheckInput>(({ input: check }) => {
        calls.push(check);
        return answer(check);
      }),
    },
    actions: { confirmSubmittedZip: (_, params) => confirmSubmittedZip(params), requestZipModal },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, confirmSubmittedZip, requestZipModal };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('page error machine (spec 4, page error state)', () => {
  it("decides at once on the server's answer (a first screen's island): no request, the first snapshot is the screen", () => {
    const hawaii = start(async () => output(CA), { zipcode: '96813', stateCode: 'HI', answered: output(HI) });
    expect(hawaii.actor.getSnapshot().matches({ gate: 'region' })).toBe(true);
    expect(hawaii.actor.getSnapshot().context).toMatchObject({ region: 'HI', redirectUrl: HI.redirectUrl, check: null });
    expect(hawaii.calls).toEqual([]);
    const california = start(async () => output(HI), { zipcode: '90210', stateCode: 'CA', answered: output(CA) });
    expect(california.actor.getSnapshot().matches({ gate: 'passed' })).toBe(true);
    expect(california.calls).toEqual([]);
    expect(california.confirmSubmittedZip).toHaveBeenCalledWith({ zipcode: null, passed: true });
  });

  it('says where an answer already in hand leads, with the same table', () => {
    expect(decideOnAnswer({ zipcode: '96813', answered: output(HI) })).toBe('region');
    expect(decideOnAnswer({ zipcode: '90210', stateCode: 'CA', answered: output(CA) })).toBe('passed');
    expect(decideOnAnswer({ zipcode: '90210', stateCode: 'CA', answered: output(CA, true) })).toBe('inventoryNoResults');
    expect(decideOnAnswer({ zipcode: '33130', paymentEstimator: true, answered: output(FL) })).toBe('passed');
    expect(decideOnAnswer({ zipcode: '90210', paymentEstimator: true, answered: output(CA) })).toBe('regionNotSet');
  });

  it('waits without a zipcode cookie: nothing is checked and steps may not render', () => {
    const { actor, calls } = start(async () => output(CA), { stateCode: 'CA' });
    expect(actor.getSnapshot().matches({ gate: 'awaitingZip' })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('looks the region up on load with a cookie; with no redirect steps may render', async () => {
    const { actor, calls } = start(async () => output(CA));
    expect(actor.getSnapshot().matches({ gate: 'checking' })).toBe(true);
    await flush();
    expect(calls).toEqual([{ zipcode: '90210', stateCode: 'CA', paymentEstimator: false }]);
    expect(actor.getSnapshot().matches({ gate: 'passed' })).toBe(true);
  });

  it.each([
    [HI, 'HI'],
    [PR, 'PR'],
    [VI_CODE_ONLY, 'VI'],
    [{ ...HI, regionCode: 82 }, 'VI'],
  ])('shows the region screen for a redirect with hawaii, pr or vi, and for code 82 (%#)', async (lookup, region) => {
    const { actor } = start(async () => output(lookup));
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'region' })).toBe(true);
    expect(actor.getSnapshot().context.region).toBe(region);
  });

  it('shows the no-inventory page when the model and year are suppressed for the state', async () => {
    const { actor } = start(async () => output(CA, true));
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'inventoryNoResults' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ modelCode: 'camry', year: 2024 });
  });

  it('repeats the check on a zip change and on a state change', async () => {
    const { actor, calls } = start(async (check) => output(check.zipcode === '96813' ? HI : CA, check.stateCode === 'NY'));
    await flush();
    actor.send({ type: 'bus.zipChanged', zipcode: '96813' });
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'region' })).toBe(true);
    actor.send({ type: 'bus.zipChanged', zipcode: '10001' });
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'passed' })).toBe(true);
    actor.send({ type: 'bus.stateChanged', stateCode: 'NY' });
    await flush();
    expect(calls.map((c) => [c.zipcode, c.stateCode])).toEqual([
      ['90210', 'CA'],
      ['96813', 'CA'],
      ['10001', 'CA'],
      ['10001', 'NY'],
    ]);
    expect(actor.getSnapshot().matches({ gate: 'inventoryNoResults' })).toBe(true);
  });

  it('remembers a state change that arrives before any ZIP', () => {
    const { actor, calls } = start(async () => output(CA), {});
    actor.send({ type: 'bus.stateChanged', stateCode: 'TX' });
    expect(actor.getSnapshot().context.stateCode).toBe('TX');
    expect(calls).toEqual([]);
  });

  it('a ZIP from the region screen that passes is saved and published as zipcode-valid', async () => {
    const { actor, confirmSubmittedZip } = start(async (check) => output(check.zipcode === '96813' ? HI : CA), { zipcode: '96813', stateCode: 'HI' });
    await flush();
    expect(confirmSubmittedZip).toHaveBeenLastCalledWith({ zipcode: null, passed: false });
    actor.send({ type: 'user.submitZip', zipcode: '90210' });
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'passed' })).toBe(true);
    expect(confirmSubmittedZip).toHaveBeenLastCalledWith({ zipcode: '90210', passed: true });
  });

  it('a zip change from the page (zipcode-valid already published) is not published again', async () => {
    const { actor, confirmSubmittedZip } = start(async () => output(CA));
    await flush();
    actor.send({ type: 'bus.zipChanged', zipcode: '10001' });
    await flush();
    expect(confirmSubmittedZip.mock.calls.every(([params]) => params.zipcode === null)).toBe(true);
  });

  it('a regional ZIP confirmed on the region screen is saved, not published, and shows the confirmation panel', async () => {
    const { actor, confirmSubmittedZip } = start(async () => output(HI), { zipcode: '96813', stateCode: 'HI' });
    await flush();
    actor.send({ type: 'user.submitZip', zipcode: '96720' });
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'region' })).toBe(true);
    expect(actor.getSnapshot().context.confirmedZip).toBe('96720');
    expect(confirmSubmittedZip).toHaveBeenLastCalledWith({ zipcode: '96720', passed: false });
  });

  it('keeps the region screen with an error when its ZIP is refused by the service', async () => {
    const { actor } = start(
      async (check) => {
        if (check.zipcode === '00000') throw new ServiceError('bad zip', 400);
        return output(HI);
      },
      { zipcode: '96813' },
    );
    await flush();
    actor.send({ type: 'user.submitZip', zipcode: '00000' });
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'region' })).toBe(true);
    expect(actor.getSnapshot().context.zipError).toBe(400);
  });

  it('marks a saved ZIP that cannot be checked as unverified (steps wait)', async () => {
    const { actor } = start(async () => {
      throw new ServiceError('down', 0);
    });
    await flush();
    expect(actor.getSnapshot().matches({ gate: 'unverified' })).toBe(true);
  });

  describe('on the payment-estimator page', () => {
    it.each([
      [FL, 'passed'],
      [VI_CODE_ONLY, 'passed'],
      [HI, 'passed'],
      [CA, 'regionNotSet'],
    ])('counts regions 50 and 82 or a redirect as set, else reopens the location modal (%#)', async (lookup, expected) => {
      const { actor, requestZipModal, calls } = start(async () => output(lookup), { zipcode: '33130', paymentEstimator: true });
      await flush();
      expect(calls[0].paymentEstimator).toBe(true);
      expect(actor.getSnapshot().matches({ gate: expected as 'passed' })).toBe(true);
      expect(requestZipModal).toHaveBeenCalledTimes(expected === 'regionNotSet' ? 1 : 0);
    });
  });

  it('enters orchestration on a failing data endpoint from any state, and stays there', async () => {
    const { actor } = start(async () => output(CA));
    await flush();
    actor.send({ type: 'bus.orchestrationError' });
    expect(actor.getSnapshot().matches('orchestration')).toBe(true);
    actor.send({ type: 'bus.zipChanged', zipcode: '10001' });
    expect(actor.getSnapshot().matches('orchestration')).toBe(true);
  });

  it('reads model code and year from the fixed path positions at start', () => {
    const { actor } = start(async () => output(CA), { pathname: '/espanol/configurator/build/step/color/year/2024/series/mirai/model/1/' });
    expect(actor.getSnapshot().context).toMatchObject({ modelCode: 'mirai', year: 2024 });
    const fallback = start(async () => output(CA), { pathname: '/configurator/' });
    expect(fallback.actor.getSnapshot().context).toMatchObject({ modelCode: 'prius', year: 2023 });
  });
});

describe('checkRegion', () => {
  const services = (over: Partial<RegionServices> = {}): RegionServices => ({
    lookupRegion: jest.fn(async () => CA),
    suppressionList: jest.fn(async () => [{ modelCode: 'mirai', modelYear: '2024', suppressionStates: 'NY' }]),
    regionRedirects: jest.fn(async () => []),
    ...over,
  });

  it('reads model and year from the fixed path positions (8 and 6; 9 and 7 in Spanish)', async () => {
    const en = await checkRegion({ zipcode: '10001', stateCode: 'NY', paymentEstimator: false }, services(), '/configurator/build/step/color/year/2024/series/mirai/model/1/');
    expect(en).toMatchObject({ modelCode: 'mirai', year: 2024, suppressed: true });
    const es = await checkRegion({ zipcode: '10001', stateCode: 'NY', paymentEstimator: false }, services(), '/espanol/configurator/build/step/color/year/2024/series/mirai/model/1/');
    expect(es).toMatchObject({ modelCode: 'mirai', year: 2024, suppressed: true });
    const fallback = await checkRegion({ zipcode: '10001', stateCode: 'NY', paymentEstimator: false }, services(), '/configurator/');
    expect(fallback).toMatchObject({ modelCode: 'prius', year: 2023, suppressed: false });
  });

  it('fetches the Hawaii redirect list only for a Hawaii lookup, and survives its failure', async () => {
    const list = [{ series: 'tacoma', year: '2024', path: 'https://www.toyotahawaii.com/vehicles/tacoma/2024/build/' }];
    const ca = services({ regionRedirects: jest.fn(async () => list) });
    expect((await checkRegion({ zipcode: '90210', paymentEstimator: false }, ca, '/')).redirects).toEqual([]);
    expect(ca.regionRedirects).not.toHaveBeenCalled();
    const hi = services({ lookupRegion: jest.fn(async () => HI), regionRedirects: jest.fn(async () => list) });
    expect((await checkRegion({ zipcode: '96813', paymentEstimator: false }, hi, '/')).redirects).toEqual(list);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = services({ lookupRegion: jest.fn(async () => HI), regionRedirects: jest.fn(async () => Promise.reject(new Error('down'))) });
    expect((await checkRegion({ zipcode: '96813', paymentEstimator: false }, down, '/')).redirects).toEqual([]);
    warn.mockRestore();
  });

  it('treats an unavailable suppression list as nothing suppressed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await checkRegion(
      { zipcode: '10001', stateCode: 'NY', paymentEstimator: false },
      services({ suppressionList: jest.fn(async () => Promise.reject(new Error('down'))) }),
      '/configurator/build/step/color/year/2024/series/mirai/model/1/',
    );
    expect(result.suppressed).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('skips the suppression list on the payment estimator, and rejects when the lookup fails', async () => {
    const s = services();
    await checkRegion({ zipcode: '33130', paymentEstimator: true }, s, '/payment-estimator/');
    expect(s.suppressionList).not.toHaveBeenCalled();
    await expect(
      checkRegion({ zipcode: '00000', paymentEstimator: false }, services({ lookupRegion: jest.fn(async () => Promise.reject(new ServiceError('no', 400))) }), '/'),
    ).rejects.toBeInstanceOf(ServiceError);
  });
});
