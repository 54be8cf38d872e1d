import { yieldToBrowser } from './yield-to-browser';

type Global = { scheduler?: unknown; MessageChannel?: unknown };
const global = globalThis as Global;
const original = { scheduler: global.scheduler, MessageChannel: global.MessageChannel };

afterEach(() => {
  global.scheduler = original.scheduler;
  global.MessageChannel = original.MessageChannel;
});

/** True once `promise` settles within `microtaskTurns` microtask turns (no new task). */
async function settlesWithinMicrotasks(promise: Promise<void>, microtaskTurns = 50): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < microtaskTurns; i += 1) await Promise.resolve();
  return settled;
}

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    global.scheduler = { yield: yieldFn };
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a new task (a message-channel message), not in the current one', async () => {
    global.scheduler = undefined;
    const promise = yieldToBrowser();
    expect(await settlesWithinMicrotasks(promise)).toBe(false);
    await promise;
  });

  it('falls back to a zero timer without MessageChannel', async () => {
    global.scheduler = undefined;
    global.MessageChannel = undefined;
    jest.useFakeTimers();
    try {
      const promise = yieldToBrowser();
      expect(await settlesWithinMicrotasks(promise)).toBe(false);
      jest.advanceTimersByTime(0);
      await expect(promise).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
