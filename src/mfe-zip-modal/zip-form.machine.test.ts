import { createActor, fromPromise } from 'xstate';
import type { DealerLookupResult } from '../domain/entities';
import { dealerLookupResult } from '../domain/test-support/dealer-lookup.fixture';
import { zipFormMachine } from './zip-form.machine';

const result = dealerLookupResult;

function start(answer: (zip: string) => Promise<DealerLookupResult>) {
  const saveZip = jest.fn();
  const focusInput = jest.fn();
  const lookups: string[] = [];
  const machine = zipFormMachine.provide({
    actors: {
      lookupDealers: fromPromise<DealerLookupResult, { zip: string }>(({ input }) => {
        lookups.push(input.zip);
        return answer(input.zip);
      }),
    },
    actions: { saveZip: (_, params) => saveZip(params), focusInput },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, saveZip, focusInput, lookups };
}

const flush = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('zip form machine', () => {
  it('keeps only digits, at most five', () => {
    const { actor } = start(async () => result());
    actor.send({ type: 'user.input', value: '9a0-2 1 0 77' });
    expect(actor.getSnapshot().context.zip).toBe('90210');
  });

  it('leaves submit disabled for empty or partial input and enables it at 5 digits', () => {
    const { actor } = start(async () => result());
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.input', value: '902' });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.input', value: '90210' });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
  });

  it('enables submit at 4 digits on a digit keypress (spec 4), not on other keys', () => {
    const { actor } = start(async () => result());
    actor.send({ type: 'user.input', value: '9021' });
    actor.send({ type: 'user.keypress', key: 'a' });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.keypress', key: '0' });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
    actor.send({ type: 'user.input', value: '902' });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
  });

  it('on a valid ZIP shows "updated", saves the ZIP, and finishes after 3 seconds', async () => {
    const { actor, saveZip, lookups } = start(async () => result());
    actor.send({ type: 'user.input', value: '90210' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('validating');
    await flush();
    expect(lookups).toEqual(['90210']);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ message: 'zip.updated', dealerWarning: false });
    expect(saveZip).toHaveBeenCalledWith({ zipcode: '90210' });
    jest.advanceTimersByTime(2999);
    expect(actor.getSnapshot().status).toBe('active');
    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ zipcode: '90210' });
  });

  it("treats '00000' as invalid even when the lookup succeeds", async () => {
    const { actor, saveZip } = start(async () => result({ searchZipCode: '00000' }));
    actor.send({ type: 'user.input', value: '00000' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('zip.invalid');
    expect(saveZip).not.toHaveBeenCalled();
  });

  it('counts result code 2 (no dealer nearby) as valid and raises the dealer warning before saving', async () => {
    const { actor, saveZip } = start(async () => result({ success: false, code: 2, dealers: [] }));
    actor.send({ type: 'user.input', value: '96813' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.dealerWarning).toBe(true);
    expect(saveZip).toHaveBeenCalledWith({ zipcode: '96813' });
  });

  it.each([
    [result({ success: false, code: 1, statusCode: 1, dealers: [] }), 'zip.invalid400'],
    [result({ success: false, code: 500, statusCode: 500, dealers: [] }), 'zip.serverError'],
    [result({ success: false, code: 3, statusCode: 0, dealers: [] }), 'zip.invalid'],
  ])('maps a failed lookup to its message, shown 3 s, then refocuses the input', async (answer, message) => {
    const { actor, focusInput } = start(async () => answer);
    actor.send({ type: 'user.input', value: '12345' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe(message);
    jest.advanceTimersByTime(2999);
    expect(focusInput).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(focusInput).toHaveBeenCalledTimes(1);
  });

  it('shows the generic message when the lookup cannot be reached', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'user.input', value: '90210' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(actor.getSnapshot().context.message).toBe('zip.invalid');
  });

  it('starts from a given ZIP, sanitised', () => {
    const actor = createActor(zipFormMachine, { input: { zip: '12a345678' } }).start();
    expect(actor.getSnapshot().context.zip).toBe('12345');
    actor.stop();
  });
});
