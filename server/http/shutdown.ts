import type { FastifyInstance } from 'fastify';

/** Closes something at shutdown (the store). */
interface Closable {
  close(): Promise<void>;
}

function deadlineFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 10_000;
}

/**
 * SIGTERM and SIGINT drain the server: it stops accepting connections, /readyz answers 503,
 * requests in flight finish, then the store closes (PGlite flushes and its lock is released). If
 * that takes longer than SHUTDOWN_TIMEOUT_MS (default 10 s: inside Kubernetes' 30 s grace period),
 * the process exits anyway with status 1, so a stuck store never keeps it alive (issue 18, point 1).
 */
export function shutdownOnSignals(app: FastifyInstance, store: Closable, deadlineMs: number = deadlineFromEnv()): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining (deadline ${deadlineMs} ms)`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown did not finish within ${deadlineMs} ms: exiting`);
      process.exit(1);
    }, deadlineMs);
    void (async () => {
      try {
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'closing the server failed');
      }
      await store.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the store failed'));
      clearTimeout(timer);
      process.exit(0);
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
