import Fastify, { type FastifyInstance } from 'fastify';
import { registerServices } from './index';

/** A listening server with only the services registered, on an ephemeral loopback port (tests only). */
export interface TestServer {
  app: FastifyInstance;
  base: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function startServer(register: (app: FastifyInstance) => Promise<void> = async (app) => {
  await registerServices(app);
}): Promise<TestServer> {
  const app = Fastify({ logger: false });
  await register(app);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    base: address,
    get: (path, headers) => fetch(`${address}${path}`, { headers }),
    close: () => app.close(),
  };
}
