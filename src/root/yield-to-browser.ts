type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one: `scheduler.yield()` where the browser has it
 * (the continuation keeps its place ahead of other queued work), else a message-channel task,
 * else a zero timer. Used between loading a parcel and mounting it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
