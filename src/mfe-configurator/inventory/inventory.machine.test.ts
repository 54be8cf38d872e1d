import { createActor, fromPromise, waitFor } from 'xstate';
import type { InventoryMatches } from '../../platform/graphql/inventory-documents';
import type { InventoryQuery } from '../data/configurator-api';
import { inventoryMachine, RETRY_MS, SETTLE_MS } from './inventory.machine';

const input = (color: string): InventoryQuery => ({ config: { seriesId: 'rav4', year: 2025, trim: '4430', exteriorColorCode: color }, zipcode: '90210' });
const answer = (readiness: InventoryMatches['readiness']): InventoryMatches => ({ readiness, zipcode: '90210', city: 'Beverly Hills', state: 'CA', radius: 50, exactCount: 1, closeCount: 2, exact: [], close: [] });

function start(answers: InventoryMatches['readiness'][]) {
  const asked: InventoryQuery[] = [];
  const actor = createActor(
    inventoryMachine.provide({
      actors: {
        fetchMatches: fromPromise<InventoryMatches, InventoryQuery>(async ({ input: q }) => {
          asked.push(q);
          return answer(answers.shift() ?? 'READY');
        }),
      },
    }),
  );
  actor.start();
  return { actor, asked };
}

describe('inventory machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once, for the last build, after a run of picks has settled', async () => {
    const { actor, asked } = start(['READY']);
    for (const color of ['040', '1J9', '3U5']) {
      actor.send({ type: 'build.changed', input: input(color) });
      await jest.advanceTimersByTimeAsync(SETTLE_MS / 2);
    }
    expect(asked).toEqual([]);
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual([input('3U5')]);
    expect(actor.getSnapshot().context.result).toMatchObject({ exactCount: 1, closeCount: 2 });
    // The same build again asks nothing.
    actor.send({ type: 'build.changed', input: input('3U5') });
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(asked).toHaveLength(1);
  });

  it('asks again while the server is still loading its stock', async () => {
    const { actor, asked } = start(['LOADING', 'LOADING', 'READY']);
    actor.send({ type: 'build.changed', input: input('040') });
    await jest.advanceTimersByTimeAsync(SETTLE_MS + 1);
    expect(actor.getSnapshot().value).toBe('stockLoading');
    await jest.advanceTimersByTimeAsync(RETRY_MS * 2 + 10);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toHaveLength(3);
  });

  it('waits without a ZIP or build, and retries a failure on demand', async () => {
    const asked: InventoryQuery[] = [];
    let fail = true;
    const actor = createActor(
      inventoryMachine.provide({
        actors: {
          fetchMatches: fromPromise<InventoryMatches, InventoryQuery>(async ({ input: q }) => {
            asked.push(q);
            if (fail) throw new Error('network');
            return answer('READY');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'build.changed', input: null });
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect([actor.getSnapshot().value, asked.length]).toEqual(['waiting', 0]);
    actor.send({ type: 'build.changed', input: input('040') });
    await jest.advanceTimersByTimeAsync(SETTLE_MS + 1);
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toHaveLength(2);
  });
});
