/** @jest-environment node */
import { CloudClientError } from './cloud-errors';
import { ACK_TIMEOUT_MS, createRealtimeClient, FIRST_RECONNECT_MS, KEEP_ALIVE_CHECK_MS, KEEP_ALIVE_MISSED_MS, LATER_RECONNECT_MS } from './realtime-client';

/** A scripted WebSocket: the test plays the server (graphql-transport-ws messages). */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: Array<{ type: string; id?: string; payload?: unknown }> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly createdAt = Date.now();
  constructor(readonly url: string, readonly protocol: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
  // server side
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  subscribeId(): string {
    return this.sent.find((m) => m.type === 'subscribe')!.id!;
  }
}

const SUBSCRIPTION = 'subscription LIVE($environment: String!) { catalogChanged(environment: $environment) { kind version } }';
const flush = () => jest.advanceTimersByTimeAsync(0);

async function connectedClient() {
  const errors: CloudClientError[] = [];
  const events: unknown[] = [];
  const sinkErrors: CloudClientError[] = [];
  const client = createRealtimeClient({
    url: 'ws://127.0.0.1:1/graphql/realtime',
    connectionParams: async () => ({ headers: { 'x-api-key': 'k' } }),
    onError: (e) => errors.push(e),
    webSocketImpl: FakeSocket,
  });
  const stop = client.subscribe(SUBSCRIPTION, { environment: 'preview' }, { next: (d) => events.push(d), error: (e) => sinkErrors.push(e) });
  await flush();
  return { client, stop, errors, events, sinkErrors, socket: FakeSocket.instances.at(-1)! };
}

async function ack(socket: FakeSocket, ready = true) {
  socket.open();
  await flush();
  expect(socket.sent[0]).toEqual({ type: 'connection_init', payload: { headers: { 'x-api-key': 'k' } } });
  socket.receive({ type: 'connection_ack' });
  await flush();
  if (ready) {
    socket.receive({ type: 'next', id: socket.subscribeId(), payload: { data: { catalogChanged: { kind: 'READY', version: 'v1' } } } });
    await flush();
  }
}

describe('realtime client timings and messages', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => jest.useRealTimers());

  it('reports "Connection timeout" when no connection ack comes within 15000 ms, then reconnects after 5 s', async () => {
    const { client, errors, socket } = await connectedClient();
    socket.open();
    await jest.advanceTimersByTimeAsync(ACK_TIMEOUT_MS - 1);
    expect(errors).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(errors.map((e) => e.message)).toEqual(['Connection timeout: ack not received after 15000 ms']);
    await jest.advanceTimersByTimeAsync(FIRST_RECONNECT_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    client.dispose();
  });

  it('reconnects first after 5 s, then every 60 s, and resubscribes once connected', async () => {
    const { client, errors, events, socket } = await connectedClient();
    await ack(socket);
    expect(events).toEqual([{ catalogChanged: { kind: 'READY', version: 'v1' } }]);
    socket.close(1006, 'server gone');
    await flush();
    expect(errors.at(-1)!.message).toBe('WebSocket is not connected or closed: closed with code 1006 (server gone)');
    const dropAt = Date.now();
    const attemptTimes = async (count: number) => {
      while (FakeSocket.instances.length < count) await jest.advanceTimersByTimeAsync(1000);
      return FakeSocket.instances.at(-1)!;
    };
    const first = await attemptTimes(2);
    expect(first.createdAt - dropAt).toBe(FIRST_RECONNECT_MS);
    first.close(1006); // server still down
    await flush();
    const second = await attemptTimes(3);
    expect(second.createdAt - first.createdAt).toBe(LATER_RECONNECT_MS);
    second.close(1006);
    await flush();
    const third = await attemptTimes(4);
    expect(third.createdAt - second.createdAt).toBe(LATER_RECONNECT_MS);
    await ack(third, false);
    expect(third.sent.map((m) => m.type)).toEqual(['connection_init', 'subscribe']);
    client.dispose();
  });

  it('checks keep-alive every 5 s and drops a connection silent for more than 65 s', async () => {
    expect([KEEP_ALIVE_CHECK_MS, KEEP_ALIVE_MISSED_MS]).toEqual([5000, 65_000]);
    const { client, errors, socket } = await connectedClient();
    await ack(socket);
    await jest.advanceTimersByTimeAsync(60_000);
    socket.receive({ type: 'ping' }); // the server's keep-alive
    expect(socket.sent.at(-1)).toEqual({ type: 'pong' });
    await jest.advanceTimersByTimeAsync(65_000);
    expect(errors).toEqual([]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(errors.map((e) => e.message)).toEqual(['WebSocket is not connected or closed: no keep-alive for 65000 ms']);
    await jest.advanceTimersByTimeAsync(FIRST_RECONNECT_MS);
    expect(FakeSocket.instances).toHaveLength(2);
    client.dispose();
  });

  it('ends a subscription without an ack within 15 s with "Subscription timeout"', async () => {
    const { client, sinkErrors, socket } = await connectedClient();
    await ack(socket, false);
    await jest.advanceTimersByTimeAsync(ACK_TIMEOUT_MS);
    expect(sinkErrors.map((e) => e.message)).toEqual(['Subscription timeout: ack not received after 15000 ms']);
    expect(socket.sent.at(-1)).toEqual({ type: 'complete', id: socket.subscribeId() });
    client.dispose();
  });

  it('says "Subscription has not been initialized" when the server refuses it before the ack', async () => {
    const { client, sinkErrors, socket } = await connectedClient();
    await ack(socket, false);
    socket.receive({ type: 'error', id: socket.subscribeId(), payload: [{ message: 'Unknown environment "moon"' }] });
    await flush();
    expect(sinkErrors.map((e) => e.message)).toEqual(['Subscription has not been initialized: Unknown environment "moon"']);
    client.dispose();
  });

  it('reports Unauthorized when the server refuses the connection', async () => {
    const { client, errors, socket } = await connectedClient();
    socket.open();
    await flush();
    socket.close(4403, 'Forbidden');
    await flush();
    expect(errors.map((e) => e.message)).toEqual(['Unauthorized']);
    client.dispose();
  });

  it('refuses non-subscription documents and use after dispose', async () => {
    const { client } = await connectedClient();
    const sink = { next: () => undefined, error: () => undefined };
    expect(() => client.subscribe('query Q { a }', {}, sink)).toThrow(/^Invalid operation type: expected a subscription, got query$/);
    client.dispose();
    expect(() => client.subscribe(SUBSCRIPTION, {}, sink)).toThrow('WebSocket is not connected or closed: the realtime client was disposed');
  });
});
