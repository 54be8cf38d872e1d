import { createActor, fromPromise, waitFor } from 'xstate';
import { createDealerSearchMachine, DealerSearchFailure, type DealerSearch } from './dealer-search.machine';

type Dealer = { id: string };
const dealer = (id: string): Dealer => ({ id });
const searchMachine = createDealerSearchMachine<Dealer>();

function start(search: (s: DealerSearch) => Promise<readonly Dealer[]> = async () => [dealer('1')], zipInput?: string) {
  const searches: DealerSearch[] = [];
  const machine = searchMachine.provide({
    actors: {
      searchDealers: fromPromise(({ input }) => {
        searches.push(input);
        return search(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { zipInput } }).start();
  return { actor, searches };
}

describe('dealer search machine', () => {
  it('searches the cookie ZIP on the first opening, then widens through the radii', async () => {
    const { actor, searches } = start();
    actor.send({ type: 'user.opened', zipcode: '90210' });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    await waitFor(actor, (s) => s.matches('listed'));
    actor.send({ type: 'user.widenRadius' });
    await waitFor(actor, (s) => s.matches('listed'));
    expect(searches).toEqual([{ zip: '90210', radius: 25 }, { zip: '90210', radius: 50 }]);
    expect(actor.getSnapshot().context.zipInput).toBe('90210');
  });

  it('asks again when opened again, and stops widening at the widest radius', async () => {
    const { actor, searches } = start();
    actor.send({ type: 'user.opened', zipcode: '90210' });
    await waitFor(actor, (s) => s.matches('listed'));
    actor.send({ type: 'user.closed' });
    actor.send({ type: 'user.opened', zipcode: '10001' });
    await waitFor(actor, (s) => s.matches('listed'));
    for (let i = 0; i < 6; i++) {
      actor.send({ type: 'user.widenRadius' });
      await waitFor(actor, (s) => s.matches('listed'));
    }
    expect(searches.map((s) => `${s.zip}@${s.radius}`)).toEqual(['90210@25', '90210@25', '90210@50', '90210@100', '90210@250', '90210@500']);
  });

  it('prefills the ZIP box without searching, and flags a typed ZIP that is not five digits', () => {
    const { actor, searches } = start(undefined, '10001');
    expect(actor.getSnapshot().context.zipInput).toBe('10001');
    actor.send({ type: 'user.opened' });
    actor.send({ type: 'user.typeZip', value: '123' });
    actor.send({ type: 'user.findDealers' });
    expect(searches).toEqual([]);
    expect(actor.getSnapshot().context.problem).toBe('invalid-zip');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('a refused ZIP lands in failed with its problem, and a later search recovers', async () => {
    let fail = true;
    const { actor } = start(async () => (fail ? Promise.reject(new DealerSearchFailure('invalid-zip')) : [dealer('2')]));
    actor.send({ type: 'user.opened', zipcode: '00000' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ dealers: [], problem: 'invalid-zip' });
    fail = false;
    actor.send({ type: 'user.typeZip', value: '90210' });
    actor.send({ type: 'user.findDealers' });
    await waitFor(actor, (s) => s.matches('listed'));
    expect(actor.getSnapshot().context).toMatchObject({ dealers: [dealer('2')], problem: undefined });
  });

  it('any other error is a failed search, never its raw text', async () => {
    const { actor } = start(async () => Promise.reject(new TypeError('boom')));
    actor.send({ type: 'user.opened', zipcode: '90210' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('search-failed');
  });

  it('keeps only the answer of the latest search when the shopper searches again', async () => {
    const answers: Array<(dealers: Dealer[]) => void> = [];
    const { actor } = start(() => new Promise((resolve) => answers.push(resolve)));
    actor.send({ type: 'user.opened', zipcode: '90210' });
    actor.send({ type: 'user.typeZip', value: '10001' });
    actor.send({ type: 'user.findDealers' });
    answers[1]([dealer('new')]);
    answers[0]([dealer('old')]);
    await waitFor(actor, (s) => s.matches('listed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.dealers.map((d) => d.id)).toEqual(['new']);
    expect(actor.getSnapshot().context.search.zip).toBe('10001');
  });
});
