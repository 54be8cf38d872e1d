import { createActor, fromPromise, waitFor } from 'xstate';
import { NextStepsFailure, type BuildRequest, type Dealer, type QuoteReceipt } from './next-steps-client';
import { quoteMachine, type DealerSearch } from './quote.machine';

const dealer = (id: string, distance = 1): Dealer => ({ id, name: `Dealer ${id}`, address: '', city: 'LA', state: 'CA', distance, participating: false, logoUrl: '' });
const build = { brand: 'toyota', seriesId: 'tacoma' } as BuildRequest;
const receipt: QuoteReceipt = { reference: 'Q-1', firstName: 'Ana', dealer: { name: 'Dealer 1' } };

function start({ search = async () => [dealer('1')], sendQuote = async () => receipt }: { search?: (s: DealerSearch) => Promise<Dealer[]>; sendQuote?: (input: { idempotencyKey: string }) => Promise<QuoteReceipt> } = {}) {
  const searches: DealerSearch[] = [];
  const keys: string[] = [];
  const machine = quoteMachine.provide({
    actors: {
      searchDealers: fromPromise(({ input }) => {
        searches.push(input);
        return search(input);
      }),
      sendQuote: fromPromise(({ input }) => {
        keys.push(input.idempotencyKey);
        return sendQuote(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { lang: 'en' } }).start();
  return { actor, searches, keys };
}

async function fillValidForm(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'user.opened', zipcode: '90210' });
  await waitFor(actor, (s) => s.matches({ dealers: 'listed' }));
  actor.send({ type: 'user.pickDealer', dealerId: '1' });
  actor.send({ type: 'user.editContact', field: 'firstName', value: 'Ana' });
  actor.send({ type: 'user.editContact', field: 'lastName', value: 'García' });
  actor.send({ type: 'user.editContact', field: 'email', value: 'ana@example.com' });
  actor.send({ type: 'user.setConsent', checked: true });
}

describe('quote machine', () => {
  it('searches the cookie ZIP on the first opening, then widens through the radii', async () => {
    const { actor, searches } = start();
    actor.send({ type: 'user.opened', zipcode: '90210' });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    await waitFor(actor, (s) => s.matches({ dealers: 'listed' }));
    actor.send({ type: 'user.widenRadius' });
    await waitFor(actor, (s) => s.matches({ dealers: 'listed' }));
    expect(searches).toEqual([{ zip: '90210', radius: 25 }, { zip: '90210', radius: 50 }]);
    expect(actor.getSnapshot().context.zipInput).toBe('90210');
  });

  it('does not search without a ZIP, and flags a typed ZIP that is not five digits', () => {
    const { actor, searches } = start();
    actor.send({ type: 'user.opened' });
    actor.send({ type: 'user.typeZip', value: '123' });
    actor.send({ type: 'user.findDealers' });
    expect(searches).toEqual([]);
    expect(actor.getSnapshot().context.errors.zip).toBe('invalidZip');
    expect(actor.getSnapshot().matches({ dealers: 'idle' })).toBe(true);
  });

  it('a failed search lands in the failed state with the message, and a later search recovers', async () => {
    let fail = true;
    const { actor } = start({ search: async () => (fail ? Promise.reject(new NextStepsFailure('invalidZip', 'zip')) : [dealer('2')]) });
    actor.send({ type: 'user.opened', zipcode: '00000' });
    await waitFor(actor, (s) => s.matches({ dealers: 'failed' }));
    expect(actor.getSnapshot().context).toMatchObject({ dealers: [], errors: { zip: 'invalidZip' } });
    fail = false;
    actor.send({ type: 'user.typeZip', value: '90210' });
    actor.send({ type: 'user.findDealers' });
    await waitFor(actor, (s) => s.matches({ dealers: 'listed' }));
    expect(actor.getSnapshot().context).toMatchObject({ dealers: [dealer('2')], errors: { zip: undefined } });
  });

  it('an unexpected search error shows the server error, never the raw text', async () => {
    const { actor } = start({ search: async () => Promise.reject(new TypeError('boom')) });
    actor.send({ type: 'user.opened', zipcode: '90210' });
    await waitFor(actor, (s) => s.matches({ dealers: 'failed' }));
    expect(actor.getSnapshot().context.errors.zip).toBe('serverError');
  });

  it('keeps only the answer of the latest search when the shopper searches again', async () => {
    const answers: Array<(dealers: Dealer[]) => void> = [];
    const { actor } = start({ search: () => new Promise((resolve) => answers.push(resolve)) });
    actor.send({ type: 'user.opened', zipcode: '90210' });
    actor.send({ type: 'user.typeZip', value: '10001' });
    actor.send({ type: 'user.findDealers' });
    answers[1]([dealer('new')]);
    answers[0]([dealer('old')]);
    await waitFor(actor, (s) => s.matches({ dealers: 'listed' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.dealers.map((d) => d.id)).toEqual(['new']);
  });

  it('shows every field error and sends nothing while the form is incomplete', async () => {
    const { actor, keys } = start();
    actor.send({ type: 'user.opened', zipcode: '90210' });
    await waitFor(actor, (s) => s.matches({ dealers: 'listed' }));
    actor.send({ type: 'user.submit', build });
    expect(keys).toEqual([]);
    expect(actor.getSnapshot().context.errors).toEqual({
      dealerId: 'dealerRequired',
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.any(String),
      consent: 'consentRequired',
    });
    expect(actor.getSnapshot().matches({ request: 'editing' })).toBe(true);
  });

  it('a refused request lands in failed with the error on its field; the retry reuses the key', async () => {
    let answer: () => Promise<QuoteReceipt> = () => Promise.reject(new NextStepsFailure('invalidEmail', 'email'));
    const { actor, keys } = start({ sendQuote: () => answer() });
    await fillValidForm(actor);
    actor.send({ type: 'user.submit', build });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.matches({ request: 'failed' }));
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'invalidEmail' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);

    answer = () => Promise.reject(new Error('network down'));
    actor.send({ type: 'user.submit', build });
    await waitFor(actor, (s) => s.matches({ request: 'failed' }));
    expect(actor.getSnapshot().context.errors).toEqual({ form: 'serverError' });

    answer = async () => receipt;
    actor.send({ type: 'user.editContact', field: 'email', value: 'ana@example.org' });
    expect(actor.getSnapshot().matches({ request: 'editing' })).toBe(true);
    actor.send({ type: 'user.submit', build });
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(new Set(keys).size).toBe(1);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
  });

  it('sends the form with the searched ZIP and the build; closing a confirmed request starts a new form and key', async () => {
    const sent: unknown[] = [];
    const { actor, keys } = start({ sendQuote: async (input) => (sent.push(input), receipt) });
    await fillValidForm(actor);
    actor.send({ type: 'user.submit', build });
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(sent[0]).toMatchObject({ request: { dealerId: '1', firstName: 'Ana', zip: '90210', consent: true, lang: 'en', build } });
    actor.send({ type: 'user.closed' });
    expect(actor.getSnapshot().context).toMatchObject({ receipt: null, consent: false });
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(keys[0]);
    expect(actor.getSnapshot().matches({ request: 'editing' })).toBe(true);
  });
});
