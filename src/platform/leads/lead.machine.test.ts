import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeadResult } from '../services/quote-service';
import { createLeadMachine, type LeadSendInput } from './lead.machine';

type Details = { zip: string; seriesId: string };
const details: Details = { zip: '90210', seriesId: 'tacoma' };
const offered = ['D1', 'D2'];
const leadMachine = createLeadMachine<Details>();

function start(answer: () => Promise<LeadResult> = async () => ({ kind: 'sent', reference: 'R', dealerName: 'D' })) {
  const calls: Array<LeadSendInput<Details>> = [];
  const machine = leadMachine.provide({
    actors: {
      sendLead: fromPromise(({ input }) => {
        calls.push(input);
        return answer();
      }),
    },
  });
  const actor = createActor(machine).start();
  const fill = () => {
    actor.send({ type: 'user.pickDealer', dealerId: 'D1' });
    actor.send({ type: 'user.editContact', field: 'firstName', value: ' Ana ' });
    actor.send({ type: 'user.editContact', field: 'lastName', value: 'García' });
    actor.send({ type: 'user.editContact', field: 'email', value: 'ana@example.com' });
    actor.send({ type: 'user.setConsent', checked: true });
  };
  const submit = (dealerIds = offered) => actor.send({ type: 'user.submit', dealerIds, details });
  return { actor, calls, fill, submit };
}

describe('lead machine', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names every problem and sends nothing while the form is incomplete', () => {
    const { actor, calls, submit } = start();
    submit();
    expect(actor.getSnapshot().context.problems).toEqual({ dealerId: 'dealer-required', firstName: 'invalid-name', lastName: 'invalid-name', email: 'recipient-required', consent: 'consent-required' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('refuses a dealer the latest search no longer offers', () => {
    const { actor, calls, fill, submit } = start();
    fill();
    submit(['D7']);
    expect(actor.getSnapshot().context.problems).toEqual({ dealerId: 'dealer-required' });
    expect(calls).toEqual([]);
  });

  it('sends the form with the details the page adds, and keeps the receipt with the trimmed first name', async () => {
    const { actor, calls, fill, submit } = start(async () => ({ kind: 'sent', reference: 'L-1', dealerName: 'Star Toyota' }));
    fill();
    submit();
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(calls[0].lead).toEqual({ dealerId: 'D1', firstName: ' Ana ', lastName: 'García', email: 'ana@example.com', phone: '', consent: true, ...details });
    expect(actor.getSnapshot().context.receipt).toEqual({ reference: 'L-1', dealerName: 'Star Toyota', firstName: 'Ana' });
  });

  it("shows the first name the server stored when it sends one", async () => {
    const { actor, fill, submit } = start(async () => ({ kind: 'sent', reference: 'Q-1', dealerName: 'D', firstName: 'Ana María' }));
    fill();
    submit();
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(actor.getSnapshot().context.receipt?.firstName).toBe('Ana María');
  });

  it('a refusal lands in failed on its field, an unknown code or a failed send on the form; every retry reuses the key', async () => {
    const answers: Array<() => Promise<LeadResult>> = [
      async () => ({ kind: 'refused', code: 'invalid-email', field: 'email' }),
      async () => ({ kind: 'refused', code: 'something-new', field: '' }),
      () => Promise.reject(new TypeError('offline')),
      async () => ({ kind: 'sent', reference: 'L-2', dealerName: 'D' }),
    ];
    const { actor, calls, fill, submit } = start(() => answers.shift()!());
    fill();
    submit();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problems).toEqual({ email: 'invalid-email' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    submit();
    await waitFor(actor, (s) => s.matches('failed') && calls.length === 2);
    expect(actor.getSnapshot().context.problems).toEqual({ form: 'send-failed' });
    submit();
    await waitFor(actor, (s) => s.matches('failed') && calls.length === 3);
    expect(actor.getSnapshot().context.problems).toEqual({ form: 'send-failed' });
    // Correcting a field goes back to editing; the problem stays on screen until the next submit.
    actor.send({ type: 'user.editContact', field: 'email', value: 'ana@example.org' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({ form: 'send-failed' });
    submit();
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(calls[3].lead.email).toBe('ana@example.org');
  });

  it('closing a confirmed request starts a new form with a new key; closing an unsent one keeps it', async () => {
    const { actor, calls, fill, submit } = start();
    fill();
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'user.closed' });
    expect(actor.getSnapshot().context.idempotencyKey).toBe(key);
    submit();
    await waitFor(actor, (s) => s.hasTag('sent'));
    actor.send({ type: 'user.closed' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ receipt: null, consent: false, dealerId: 'D1', contact: { firstName: ' Ana ' } });
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(calls[0].idempotencyKey);
  });
});
