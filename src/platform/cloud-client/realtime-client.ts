import { createClient, type Client } from 'graphql-ws';
import { CloudClientError, toCloudClientError } from './cloud-errors';
import { operationTypeOf } from './operation-type';

/**
 * Realtime subscriptions over graphql-ws with the spec's timings (section 9): connection and
 * subscription acknowledgement within 15 s, keep-alive checked every 5 s and missed after 65 s,
 * reconnect first after 5 s then every 60 s. Subscriptions survive reconnects (graphql-ws
 * resubscribes). Loaded on demand: only pages with live content download it.
 */
export const ACK_TIMEOUT_MS = 15_000;
export const KEEP_ALIVE_CHECK_MS = 5000;
export const KEEP_ALIVE_MISSED_MS = 65_000;
export const FIRST_RECONNECT_MS = 5000;
export const LATER_RECONNECT_MS = 60_000;

/** Delay before reconnect attempt `retries` (0 = the first after a drop). */
export function reconnectDelay(retries: number): number {
  return retries === 0 ? FIRST_RECONNECT_MS : LATER_RECONNECT_MS;
}

export type RealtimeStatus = 'connecting' | 'connected' | 'closed';

export interface RealtimeClientOptions {
  url: string;
  /** Auth headers for connection_init, computed per connection (signatures expire). */
  connectionParams: () => Promise<Record<string, unknown>>;
  /** Problems on the connection (time-outs, refusals, drops); the client keeps reconnecting. */
  onError?: (error: CloudClientError) => void;
  onStatus?: (status: RealtimeStatus, detail: { reconnect: boolean }) => void;
  /** The server refused the connection's auth (so the next attempt can use fresh credentials). */
  onAuthRejected?: () => void;
  /** A WebSocket constructor (tests on Node pass `ws`); the browser's otherwise. */
  webSocketImpl?: unknown;
}

/**
 * Receives a subscription's events. The data is `unknown`: the realtime schema is the server's, not
 * schema.graphql, so each subscriber reads its payload with a guard of its own (no casts).
 */
export interface SubscriptionSink {
  next(data: unknown): void;
  error(error: CloudClientError): void;
}

export interface RealtimeClient {
  /**
   * Starts a subscription; its first event is the server's acknowledgement. Throws when the
   * document is not a subscription or the client was disposed. Returns the unsubscribe function.
   */
  subscribe(document: string, variables: Record<string, unknown>, sink: SubscriptionSink): () => void;
  dispose(): void;
}

function closeError(event: { code?: number; reason?: string }): CloudClientError | undefined {
  switch (event.code) {
    case 1000: // normal closure: nothing to report
    case 4499: // terminated by our own keep-alive watchdog, already reported
      return undefined;
    case 4504:
      return new CloudClientError('CONNECTION_TIMEOUT');
    case 4401:
    case 4403:
      return new CloudClientError('UNAUTHORIZED');
    default:
      return new CloudClientError('NOT_CONNECTED', `closed with code ${event.code ?? 'unknown'}${event.reason ? ` (${event.reason})` : ''}`);
  }
}

function isCloseLike(value: unknown): value is { code: number; reason?: string } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** Creates the client; it connects on the first subscription and closes after the last one ends. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const report = (error: CloudClientError) => options.onError?.(error);
  let disposed = false;
  let connected = false;
  let lastActivity = 0;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  const awaitingAck = new Set<() => void>();
  // A reconnect wait pending at dispose is cancelled (its promise just never settles, and is
  // collected), so no timer outlives the client and no reconnect starts after it.
  const waits = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.add(timer);
    });

  const client: Client = createClient({
    url: options.url,
    connectionParams: options.connectionParams,
    lazy: true,
    connectionAckWaitTimeout: ACK_TIMEOUT_MS,
    retryAttempts: Infinity,
    retryWait: (retries) => wait(reconnectDelay(retries)),
    // Every drop is worth retrying on the spec's schedule (errors too, e.g. connection refused).
    shouldRetry: () => !disposed,
    webSocketImpl: options.webSocketImpl,
    on: {
      connecting: (reconnect) => options.onStatus?.('connecting', { reconnect }),
      connected: (_socket, _payload, reconnect) => {
        connected = true;
        lastActivity = Date.now();
        clearInterval(watchdog);
        watchdog = setInterval(() => {
          if (Date.now() - lastActivity <= KEEP_ALIVE_MISSED_MS) return;
          report(new CloudClientError('NOT_CONNECTED', `no keep-alive for ${KEEP_ALIVE_MISSED_MS} ms`));
          client.terminate();
        }, KEEP_ALIVE_CHECK_MS);
        options.onStatus?.('connected', { reconnect });
        for (const start of awaitingAck) start();
      },
      message: () => {
        lastActivity = Date.now();
      },
      closed: (event) => {
        connected = false;
        clearInterval(watchdog);
        const error = isCloseLike(event) ? closeError(event) : undefined;
        if (error?.code === 'UNAUTHORIZED') options.onAuthRejected?.();
        if (error && !disposed) report(error);
        options.onStatus?.('closed', { reconnect: false });
      },
    },
  });

  return {
    subscribe(document: string, variables: Record<string, unknown>, sink: SubscriptionSink) {
      if (disposed) throw new CloudClientError('NOT_CONNECTED', 'the realtime client was disposed');
      const type = operationTypeOf(document);
      if (type !== 'subscription') throw new CloudClientError('INVALID_OPERATION', `expected a subscription, got ${type ?? 'no operation'}`);
      let acknowledged = false;
      let ended = false;
      let ackTimer: ReturnType<typeof setTimeout> | undefined;
      const fail = (error: CloudClientError) => {
        if (ended) return;
        ended = true;
        clearTimeout(ackTimer);
        awaitingAck.delete(startAckTimer);
        unsubscribe();
        sink.error(error);
      };
      // Each (re)subscription must be acknowledged by its first event within 15 s of the connection.
      const startAckTimer = () => {
        acknowledged = false;
        clearTimeout(ackTimer);
        ackTimer = setTimeout(() => {
          if (!acknowledged) fail(new CloudClientError('SUBSCRIPTION_TIMEOUT'));
        }, ACK_TIMEOUT_MS);
      };
      awaitingAck.add(startAckTimer);
      const unsubscribe = client.subscribe(
        { query: document, variables },
        {
          next: (result) => {
            if (ended) return;
            if (result.errors?.length) return fail(new CloudClientError(acknowledged ? 'UNKNOWN' : 'SUBSCRIPTION_NOT_INITIALIZED', result.errors.map((e) => e.message).join('; ')));
            acknowledged = true;
            clearTimeout(ackTimer);
            if (result.data != null) sink.next(result.data);
          },
          error: (error) => {
            if (Array.isArray(error)) {
              const detail = error.map((e: { message?: string }) => e.message).join('; ');
              return fail(new CloudClientError(acknowledged ? 'UNKNOWN' : 'SUBSCRIPTION_NOT_INITIALIZED', detail));
            }
            if (isCloseLike(error)) return fail(closeError(error) ?? new CloudClientError('NOT_CONNECTED', `closed with code ${error.code}`));
            fail(toCloudClientError(error));
          },
          complete: () => {
            if (ended) return;
            if (!acknowledged && !disposed) return fail(new CloudClientError('SUBSCRIPTION_NOT_INITIALIZED', 'the server ended it before acknowledging'));
            ended = true;
            clearTimeout(ackTimer);
            awaitingAck.delete(startAckTimer);
          },
        },
      );
      if (connected) startAckTimer();
      return () => {
        ended = true;
        clearTimeout(ackTimer);
        awaitingAck.delete(startAckTimer);
        unsubscribe();
      };
    },
    dispose() {
      disposed = true;
      clearInterval(watchdog);
      awaitingAck.clear();
      for (const timer of waits) clearTimeout(timer);
      waits.clear();
      void client.dispose();
    },
  };
}
