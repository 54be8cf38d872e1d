import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A handler whose identity never changes but which always calls the latest `handler` given. A
 * memoised child (one option card among many) can then take it as a prop and still skip the
 * renders its own data does not need, without calling a stale closure. Only for event handlers:
 * the latest handler is stored in the commit, so calling it while rendering would see the last one.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
