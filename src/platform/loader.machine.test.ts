import { createActor, fromPromise, waitFor } from 'xstate';
import { createLoaderMachine, knownAnswer } from './loader.machine';

/** The loader's state by name (its value is a plain string: the machine has no nested states). */
const at = (name: string) => (s: { value: unknown }) => s.value === name;

interface Query {
  zip: string;
}

function loader(load: (input: Query, signal: AbortSignal) => Promise<string[]>) {
  const machine = createLoaderMachine<Query, string[]>({ id: 'test-loader', canLoad: (q) => q.zip !== '' }).provide({
    actors: { load: fromPromise(({ input, signal }) => load(input.query, signal)) },
  });
  return (zip: string) => createActor(machine, { input: { zip } }).start();
}

describe('loader machine', () => {
  it('starts ready with a known answer, loading only when the input changes', async () => {
    const load = jest.fn(async (q: Query) => [`near ${q.zip}`]);
    const machine = createLoaderMachine<Query, string[]>({ id: 'test-loader' }).provide({ actors: { load: fromPromise(({ input }) => load(input.query)) } });
    const actor = createActor(machine, { input: { zip: '90210' }, snapshot: knownAnswer(machine, { zip: '90210' }, ['from the island']) }).start();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.output]).toEqual(['ready', ['from the island']]);
    actor.send({ type: 'input.changed', input: { zip: '90210' } });
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'input.changed', input: { zip: '10001' } });
    await waitFor(actor, at('ready'));
    expect([actor.getSnapshot().context.output, load.mock.calls.length]).toEqual([['near 10001'], 1]);
  });

  it('loads, keeps the answer, and loads again only for another input', async () => {
    const load = jest.fn(async (q: Query) => [`near ${q.zip}`]);
    const actor = loader(load)('90210');
    await waitFor(actor, at('ready'));
    expect(actor.getSnapshot().context.output).toEqual(['near 90210']);
    actor.send({ type: 'input.changed', input: { zip: '90210' } });
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'input.changed', input: { zip: '10001' } });
    await waitFor(actor, at('ready'));
    expect([actor.getSnapshot().context.output, load.mock.calls.length]).toEqual([['near 10001'], 2]);
  });

  it('waits without input it can load, and aborts the load of an input left behind', async () => {
    const signals: AbortSignal[] = [];
    const load = jest.fn((q: Query, signal: AbortSignal) => {
      signals.push(signal);
      return q.zip === '1' ? new Promise<string[]>(() => undefined) : Promise.resolve([q.zip]);
    });
    const actor = loader(load)('');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'input.changed', input: { zip: '1' } });
    actor.send({ type: 'input.changed', input: { zip: '2' } });
    await waitFor(actor, at('ready'));
    expect([signals[0]!.aborted, actor.getSnapshot().context.output]).toEqual([true, ['2']]);
  });

  it('fails with the error, says so in the console, and retries on request', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const actor = loader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return ['back'];
    })('90210');
    await waitFor(actor, at('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('offline');
    expect(warn).toHaveBeenCalledWith('[test-loader] load failed', expect.any(Error));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, at('ready'));
    expect(actor.getSnapshot().context.output).toEqual(['back']);
    warn.mockRestore();
  });
});
