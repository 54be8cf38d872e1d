/** @jest-environment node */
import { backoffDelay, MAX_RETRY_DELAY_MS, RETRY_ATTEMPTS, RETRY_DELAY_MS, withRetry } from './retry';
import { operationTypeOf } from './operation-type';

describe('backoffDelay', () => {
  it('doubles from the 5000 ms retry delay, adds up to one delay of jitter and caps at 300000 ms', () => {
    expect([RETRY_ATTEMPTS, RETRY_DELAY_MS, MAX_RETRY_DELAY_MS]).toEqual([3, 5000, 300_000]);
    expect(backoffDelay(1, { random: () => 0 })).toBe(5000);
    expect(backoffDelay(2, { random: () => 0 })).toBe(10_000);
    expect(backoffDelay(2, { random: () => 0.5 })).toBe(12_500);
    expect(backoffDelay(7, { random: () => 0 })).toBe(300_000);
    expect(backoffDelay(30, { random: () => 0.99 })).toBe(300_000);
  });
});

describe('withRetry', () => {
  it('tries 3 times in all, sleeping the backoff delays between attempts', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const task = async () => {
      calls++;
      throw new Error('down');
    };
    await expect(withRetry(task, { isRetryable: () => true, random: () => 0, sleep: async (ms) => void sleeps.push(ms) })).rejects.toThrow('down');
    expect(calls).toBe(3);
    expect(sleeps).toEqual([5000, 10_000]);
  });

  it('stops at the first outcome that is not retryable', async () => {
    let calls = 0;
    const value = await withRetry(async () => ++calls, { isRetryable: (o) => 'value' in o && o.value < 2, sleep: async () => undefined });
    expect([value, calls]).toEqual([2, 2]);
  });
});

describe('operationTypeOf', () => {
  it('finds the named operation past comments, strings and fragments', () => {
    const doc = `# mutation Fake { x }
      fragment F on Series { id }
      query GET_SERIES($b: String = "mutation {") { getSeries(brand: $b) { ...F } }
      mutation SAVE { save }
      subscription LIVE { catalogChanged(environment: "preview") { version } }`;
    expect(operationTypeOf(doc, 'GET_SERIES')).toBe('query');
    expect(operationTypeOf(doc, 'SAVE')).toBe('mutation');
    expect(operationTypeOf(doc, 'LIVE')).toBe('subscription');
    expect(operationTypeOf(doc, 'NOPE')).toBeUndefined();
    expect(operationTypeOf(doc)).toBeUndefined();
  });

  it('reads an anonymous shorthand document as a query', () => {
    expect(operationTypeOf('{ getSeries { id } }')).toBe('query');
    expect(operationTypeOf('"""doc"""\nsubscription { a }')).toBe('subscription');
  });
});
