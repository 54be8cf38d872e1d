import type { FastifyInstance } from 'fastify';

// A readiness probe must answer before the load balancer's own time-out (typically 5-10 s).
const READY_TIMEOUT_MS = 3_000;

/**
 * GET /healthz: the process is alive and serving HTTP (no dependency checked, so a slow database
 * never gets the process restarted). GET /readyz: the store answers a statement now; 503 with a
 * Retry-After otherwise, and while the server is shutting down, so a load balancer stops sending
 * traffic before the process exits. The store's state is logged when it changes, not on every
 * probe (a balancer probing every second through an outage would flood the log).
 */
export async function registerHealthRoutes(app: FastifyInstance, checkStore: () => Promise<void>): Promise<void> {
  let closing = false;
  let wasReady = true;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (closing) return reply.code(503).header('Retry-After', '5').send({ status: 'unavailable', reason: 'shutting down' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        checkStore(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`the store did not answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      if (!wasReady) request.log.info('ready: the store answers again');
      wasReady = true;
      return reply.send({ status: 'ready' });
    } catch (error) {
      if (wasReady) request.log.warn({ err: error }, 'not ready: store unreachable');
      wasReady = false;
      return reply.code(503).header('Retry-After', '5').send({ status: 'unavailable', reason: 'store unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
