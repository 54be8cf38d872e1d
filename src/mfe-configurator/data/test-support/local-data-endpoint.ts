import Fastify, { type FastifyInstance } from 'fastify';
import { registerGraphql } from '../../../../server/graphql/graphql.plugin';

/**
 * The real local data endpoint (server/graphql) on an ephemeral 127.0.0.1 port for one test file:
 * started before its tests, closed after them. Returns a getter for its /graphql URL.
 */
export function useLocalDataEndpoint(): () => string {
  let app: FastifyInstance;
  let endpoint = '';
  beforeAll(async () => {
    delete process.env.API_KEY;
    app = Fastify();
    await registerGraphql(app, { mode: 'test' } as Parameters<typeof registerGraphql>[1]);
    endpoint = `${await app.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
  });
  afterAll(async () => {
    await app.close();
  });
  return () => endpoint;
}
