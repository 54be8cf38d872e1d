/**
 * @jest-environment node
 *
 * Live content against the real local server on 127.0.0.1: catalog edits reach a subscribed
 * client in IAM and API-key mode, and refusals and silence raise the spec's messages.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { DEFAULT_CATALOG_DIR, reloadCatalog } from '../../../server/catalog/catalog-loader';
import { registerGraphql } from '../../../server/graphql/graphql.plugin';
import { DEFAULT_IDENTITY_POOL_ID } from '../../../server/identity/guest-credentials';
import { registerIdentity } from '../../../server/identity/identity.plugin';
import { registerRealtime } from '../../../server/realtime/realtime.plugin';
import { createCloudClient } from './cloud-client';
import type { CloudClientError } from './cloud-errors';
import { validateCloudSettings, type CloudSettingsInput } from './cloud-settings';
import { watchLiveContent, type CatalogChangeEvent } from './live-content';

async function until<T>(read: () => T | undefined, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function cloud(base: string, input: CloudSettingsInput) {
  return createCloudClient(validateCloudSettings({ endpoint: '/graphql', realtimeEndpoint: '/graphql/realtime', ...input }, `${base}/configurator/preview/`));
}

describe('live content on the real server', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
    cpSync(DEFAULT_CATALOG_DIR, dir, { recursive: true });
    app = Fastify({ logger: false });
    await registerIdentity(app);
    await registerGraphql(app, { mode: 'test', catalogDir: dir });
    await registerRealtime(app, { catalogDir: dir });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['IAM (SigV4 with guest credentials)', { authMode: 'iam', identityPoolId: DEFAULT_IDENTITY_POOL_ID }],
    ['API key', { apiKey: 'local-dev-key' }],
  ])('delivers a changed series-year to a %s subscriber', async (_mode, input) => {
    const client = cloud(base, input);
    const changes: CatalogChangeEvent[] = [];
    const errors: CloudClientError[] = [];
    const statuses: string[] = [];
    const handle = await watchLiveContent({ cloud: client, environment: 'preview', onChange: (c) => changes.push(c), onError: (e) => errors.push(e), onStatus: (s) => statuses.push(s), webSocketImpl: WebSocket });
    await until(() => (statuses.includes('connected') ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100)); // let READY arrive
    const file = path.join(dir, 'preview/toyota/tacoma-2025.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/"Ice Cap[^"]*"/, `"Ice Cap ${Date.now()}"`));
    reloadCatalog(dir);
    const change = await until(() => changes[0]);
    expect(change).toEqual({ version: expect.any(String), environment: 'preview', brand: 'toyota', seriesId: 'tacoma', year: 2025 });
    expect(errors).toEqual([]);
    handle.stop();
    client.dispose();
  });

  it('reports Unauthorized when the realtime endpoint refuses the key', async () => {
    const errors: CloudClientError[] = [];
    const handle = await watchLiveContent({ cloud: cloud(base, { apiKey: 'wrong' }), environment: 'preview', onChange: () => undefined, onError: (e) => errors.push(e), webSocketImpl: WebSocket });
    const error = await until(() => errors[0]);
    expect(error.message).toBe('Unauthorized');
    handle.stop();
  });

  it('says the subscription was not initialized when the server refuses it', async () => {
    const errors: CloudClientError[] = [];
    const handle = await watchLiveContent({ cloud: cloud(base, { apiKey: 'local-dev-key' }), environment: 'moon', onChange: () => undefined, onError: (e) => errors.push(e), webSocketImpl: WebSocket });
    expect((await until(() => errors[0])).message).toMatch(/^Subscription has not been initialized: Unknown environment "moon"/);
    handle.stop();
  });

  it('says subscribe needs the realtime endpoint when the page configured none', async () => {
    const client = createCloudClient(validateCloudSettings({ endpoint: '/graphql', apiKey: 'k' }, `${base}/`));
    await expect(watchLiveContent({ cloud: client, environment: 'preview', onChange: () => undefined })).rejects.toThrow(
      'Subscribe is only available for the realtime endpoint: no realtime endpoint configured',
    );
  });
});

describe('live content against a server that never acknowledges', () => {
  it('reports "Connection timeout" after 15000 ms of silence', async () => {
    const silent = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: () => 'graphql-transport-ws' });
    const opened = new Promise<void>((resolve) => silent.on('connection', () => resolve()));
    await new Promise<void>((resolve) => silent.on('listening', () => resolve()));
    const { port } = silent.address() as AddressInfo;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'performance'] });
    const errors: CloudClientError[] = [];
    try {
      const client = createCloudClient(validateCloudSettings({ endpoint: `http://127.0.0.1:${port}/graphql`, realtimeEndpoint: `ws://127.0.0.1:${port}/graphql/realtime`, apiKey: 'k' }, 'http://127.0.0.1/'));
      const handle = await watchLiveContent({ cloud: client, environment: 'preview', onChange: () => undefined, onError: (e) => errors.push(e), webSocketImpl: WebSocket });
      await opened;
      await new Promise((resolve) => setImmediate(resolve));
      await jest.advanceTimersByTimeAsync(14_999);
      expect(errors).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(errors.map((e) => e.message)).toEqual(['Connection timeout: ack not received after 15000 ms']);
      handle.stop();
    } finally {
      jest.useRealTimers();
      for (const socket of silent.clients) socket.terminate();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
