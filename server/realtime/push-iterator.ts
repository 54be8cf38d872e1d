/**
 * An async iterator fed by pushes, for GraphQL subscriptions over an event source. `return()`
 * (the client unsubscribed or the socket closed) runs `onClose` once and ends pending reads,
 * so listeners never outlive their subscription. A reader that falls `maxQueued` events behind is
 * ended rather than allowed to grow server memory without bound.
 */
export function pushIterator<T>(onClose: () => void, maxQueued = 100): { push(value: T): void; iterator: AsyncIterableIterator<T> } {
  const queue: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let done = false;
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      onClose();
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      queue.length = 0;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: (error?: unknown) => finish().then(() => Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return {
    push(value: T) {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else if (queue.length >= maxQueued) void finish();
      else queue.push(value);
    },
    iterator,
  };
}
