import { createActor, fromPromise, waitFor } from 'xstate';
import { modelLeadMachine } from './model-lead.machine';
import { noInventoryMessages } from './no-inventory.messages';
import type { ModelLeadInput, ModelLeadResult } from './no-inventory-services';

const lead = { zip: '90210', lang: 'en' as const, seriesId: 'tacoma', year: 2025 };

function start(answer: () => Promise<ModelLeadResult>) {
  const calls: Array<{ lead: ModelLeadInput; idempotencyKey: string }> = [];
  const machine = modelLeadMachine.provide({
    actors: {
      requestLead: fromPromise(({ input }) => {
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
  return { actor, calls, fill };
}

describe('model-interest lead machine', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names the first problem and sends nothing until the form is complete', () => {
    const { actor, calls } = start(async () => ({ kind: 'sent', reference: 'R', dealerName: 'D' }));
    actor.send({ type: 'user.submit', lead });
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'dealerId', message: noInventoryMessages.quoteDealerRequired });
    actor.send({ type: 'user.pickDealer', dealerId: 'D1' });
    actor.send({ type: 'user.submit', lead });
    expect(actor.getSnapshot().context.problem?.field).toBe('firstName');
    expect(calls).toEqual([]);
  });

  it("checks the contact fields by the server's own rules before sending: a bad phone, a digit in a name, an overlong name", () => {
    const { actor, calls, fill } = start(async () => ({ kind: 'sent', reference: 'R', dealerName: 'D' }));
    fill();
    const problemAfter = (field: 'firstName' | 'lastName' | 'email' | 'phone', value: string) => {
      actor.send({ type: 'user.editContact', field, value });
      actor.send({ type: 'user.submit', lead });
      return actor.getSnapshot().context.problem;
    };
    expect(problemAfter('phone', '555-0100')).toEqual({ field: 'phone', message: noInventoryMessages.quoteInvalidPhone });
    expect(problemAfter('phone', '(310) 555-0100')).toBeUndefined();
    // Sent: a fresh start for the other checks.
    expect(calls).toHaveLength(1);
    const next = start(async () => ({ kind: 'sent', reference: 'R', dealerName: 'D' }));
    next.fill();
    next.actor.send({ type: 'user.editContact', field: 'lastName', value: 'R2D2' });
    next.actor.send({ type: 'user.submit', lead });
    expect(next.actor.getSnapshot().context.problem).toEqual({ field: 'lastName', message: noInventoryMessages.quoteInvalidName });
    next.actor.send({ type: 'user.editContact', field: 'lastName', value: 'García' });
    next.actor.send({ type: 'user.editContact', field: 'firstName', value: 'A'.repeat(51) });
    next.actor.send({ type: 'user.submit', lead });
    expect(next.actor.getSnapshot().context.problem).toEqual({ field: 'firstName', message: noInventoryMessages.quoteTooLong });
    next.actor.send({ type: 'user.editContact', field: 'firstName', value: 'Ana' });
    next.actor.send({ type: 'user.editContact', field: 'email', value: 'ana@localhost' });
    next.actor.send({ type: 'user.submit', lead });
    expect(next.actor.getSnapshot().context.problem).toEqual({ field: 'email', message: noInventoryMessages.quoteInvalidEmail });
    expect(next.calls).toEqual([]);
  });

  it('sends the lead with the page facts and shows the receipt with the trimmed first name', async () => {
    const { actor, calls, fill } = start(async () => ({ kind: 'sent', reference: 'L-1', dealerName: 'Star Toyota' }));
    fill();
    actor.send({ type: 'user.submit', lead });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(calls[0].lead).toEqual({ dealerId: 'D1', firstName: ' Ana ', lastName: 'García', email: 'ana@example.com', phone: '', consent: true, ...lead });
    expect(actor.getSnapshot().context.sent).toEqual({ reference: 'L-1', dealerName: 'Star Toyota', firstName: 'Ana' });
  });

  it('a refusal lands in failed on its field; an unknown code or a network failure on the form; retries reuse the key', async () => {
    const answers: Array<() => Promise<ModelLeadResult>> = [
      async () => ({ kind: 'refused', code: 'invalid-name', field: 'lastName' }),
      async () => ({ kind: 'refused', code: 'something-new', field: '' }),
      () => Promise.reject(new TypeError('offline')),
      async () => ({ kind: 'sent', reference: 'L-2', dealerName: 'D' }),
    ];
    const { actor, calls, fill } = start(() => answers.shift()!());
    fill();
    actor.send({ type: 'user.submit', lead });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'lastName', message: noInventoryMessages.quoteInvalidName });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'user.submit', lead });
    await waitFor(actor, (s) => s.matches('failed') && s.context.problem?.field === 'form');
    actor.send({ type: 'user.submit', lead });
    await waitFor(actor, (s) => s.matches('failed') && calls.length === 3);
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'form', message: noInventoryMessages.quoteSendFailed });
    actor.send({ type: 'user.submit', lead });
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });
});
