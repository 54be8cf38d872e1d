import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, getOperationAST, parse } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { loadCatalog, subscribeCatalog } from '../catalog/catalog-loader';
import { configuredApiKey, isValidApiKey } from '../http/auth';
import { corsOrigins } from '../http/cors';
import type { IdentityService } from '../identity/identity.plugin';
import { isSigV4Request } from '../identity/sigv4-verifier';
import { CatalogChangeFeed } from './catalog-changes';
import { watchCatalogDir } from './catalog-watcher';
import { realtimeSchema } from './realtime-schema';

/** The websocket endpoint (graphql-ws protocol, `graphql-transport-ws` subprotocol). */
export const REALTIME_PATH = '/graphql/realtime';
/** IAM clients sign `POST /graphql/connect` with body `{}` and send the signed headers as connection params. */
export const REALTIME_SIGNED_PATH = '/graphql/connect';
export const REALTIME_SIGNED_BODY = '{}';
/** Server keep-alive: a protocol ping every 60 s; clients count one as missed after 65 s. */
export const SERVER_KEEP_ALIVE_MS = 60_000;
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface RealtimeOptions {
  catalogDir?: string;
  /** Watch the catalog folder and publish edits (off unless asked for). */
  watchCatalog?: boolean;
  watchDebounceMs?: number;
  keepAliveMs?: number;
}

/** Connection params a client sends in `connection_init`: the headers it would send over HTTP. */
export interface RealtimeConnectionParams {
  headers?: Record<string, string>;
}

function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser: CORS-style origin checks do not apply
  try {
    const url = new URL(origin);
    return url.host === request.headers.host || corsOrigins().includes(origin);
  } catch {
    return false;
  }
}

async function authorized(params: unknown, request: IncomingMessage, apiKey: string, identity: IdentityService | undefined): Promise<boolean> {
  const headers = (params as RealtimeConnectionParams | undefined)?.headers;
  if (!headers || typeof headers !== 'object') return false;
  if (isValidApiKey(headers['x-api-key'], apiKey)) return true;
  if (!identity || !isSigV4Request(headers)) return false;
  // The signed host must be this server's, so a signature made for another API cannot be replayed here.
  if (headers.host !== request.headers.host) return false;
  const result = await identity.verify({ method: 'POST', url: REALTIME_SIGNED_PATH, headers });
  return result.ok && result.payloadHash === createHash('sha256').update(REALTIME_SIGNED_BODY).digest('hex');
}

/**
 * The realtime endpoint: catalog changes pushed to open configurators over graphql-ws. Auth is
 * the data endpoint's (API key or SigV4 from guest credentials), checked at connection_init;
 * a refused connection is closed with 4403 Forbidden. Register after registerIdentity.
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions = {}): Promise<CatalogChangeFeed> {
  const catalog = loadCatalog(options.catalogDir);
  const feed = new CatalogChangeFeed(catalog);
  const unsubscribeCatalog = subscribeCatalog((next) => feed.update(next));
  const watcher = options.watchCatalog
    ? watchCatalogDir(catalog.dir, { debounceMs: options.watchDebounceMs, onError: (error) => app.log.error({ err: error }, 'catalog reload failed; previous content still served') })
    : undefined;
  const apiKey = configuredApiKey();
  const keepAliveMs = options.keepAliveMs ?? SERVER_KEEP_ALIVE_MS;
  const identity = () => (app.hasDecorator('identity') ? app.identity : undefined);

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const server = useServer(
    {
      schema: realtimeSchema(feed),
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        if (!(await authorized(ctx.connectionParams, request, apiKey, identity()))) {
          app.log.warn({ url: request.url }, 'realtime connection refused: Unauthorized');
          return false;
        }
        const ping = setInterval(() => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
        }, keepAliveMs);
        socket.once('close', () => clearInterval(ping));
        return true;
      },
      // Subscriptions only: queries and mutations belong to POST /graphql.
      onSubscribe: (_ctx, _id, payload) => {
        let operation;
        try {
          operation = getOperationAST(parse(payload.query, { maxTokens: 2000 }), payload.operationName);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid document')];
        }
        if (operation?.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions are served on the realtime endpoint', { extensions: { code: 'BAD_USER_INPUT' } })];
        }
        return undefined;
      },
    },
    wss,
  );

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== REALTIME_PATH) {
      // Another upgrade handler may own this path; answer only when nobody else listens.
      if (app.server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (!sameOrigin(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => wss.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);

  // preClose: sockets must go before the HTTP server waits for its connections to end.
  app.addHook('preClose', async () => {
    watcher?.close();
    unsubscribeCatalog();
    app.server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.terminate();
    await server.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return feed;
}
