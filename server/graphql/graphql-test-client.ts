import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp, type AppOptions } from '../app';
import { configuredApiKey } from '../http/auth';

// The integration tests speak to the server with the client's own documents.
// eslint-disable-next-line no-restricted-imports -- test support only: product server code never imports platform.
export { ENVIRONMENT_SUFFIXES, OPERATION_NAMES, operationFor, resultField, type EnvironmentSuffix } from '../../src/platform/graphql/operations';

/** Test helper: the whole app on an ephemeral 127.0.0.1 port, spoken to over real HTTP with fetch. */
export interface LiveApp {
  app: FastifyInstance;
  baseUrl: string;
  /** POST /graphql with the API key (unless `apiKey` is given, null = no header). */
  gql(query: string, variables?: object, apiKey?: string | null): Promise<{ status: number; body: GqlBody }>;
  /** POST a raw body to a path. */
  post(path: string, body: string, headers?: Record<string, string>): Promise<{ status: number; body: GqlBody }>;
  close(): Promise<void>;
}

export interface GqlBody {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response data by path
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string } }>;
  [key: string]: unknown;
}

async function readBody(response: Response): Promise<GqlBody> {
  const text = await response.text();
  try {
    return JSON.parse(text) as GqlBody;
  } catch {
    return { raw: text };
  }
}

export async function startLiveApp(options: AppOptions = { mode: 'test' }): Promise<LiveApp> {
  const app = await buildApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return { status: response.status, body: await readBody(response) };
  };
  return {
    app,
    baseUrl,
    post,
    gql: (query, variables = {}, apiKey: string | null = configuredApiKey()) =>
      post('/graphql', JSON.stringify({ query, variables }), apiKey === null ? {} : { 'x-api-key': apiKey }),
    close: () => app.close(),
  };
}
