/*
 * Quote writes at a steady rate against a changing set of servers, retried as real clients retry:
 * the same Idempotency-Key, on another server, until acknowledged (issue 30's drills). Every
 * response is kept, so a drill can check that only 2xx, 429 or 503 + Retry-After ever came back
 * and when each server served its first 2xx after the database returned.
 */
import { validQuote } from '../../server/next-steps/test-support/next-steps-fixtures';

export interface Response {
  /** The server's URL; the status 0 means no HTTP answer (connection refused or reset). */
  server: string;
  status: number;
  retryAfter: string | null;
  code?: string;
  /** When the answer arrived (Date.now()). */
  at: number;
}

export interface Write {
  key: string;
  email: string;
  /** The reference of the acknowledgement (201, or 200 for a replay). */
  reference?: string;
  acknowledgedAt?: number;
}

export interface QuoteLoad {
  readonly writes: Write[];
  readonly responses: Response[];
  /** The servers new attempts go to (a killed one removed, a new one added). */
  setServers(urls: string[]): void;
  /** The first 2xx answer of `server` at or after `since`, if any. */
  firstSuccess(server: string, since: number): number | undefined;
  /** Stops starting new writes and waits until every write started is acknowledged or gave up. */
  stop(): Promise<void>;
}

const RETRY_MS = 300;
// A write not acknowledged within this is abandoned (and fails the drill's checks).
const GIVE_UP_MS = 90_000;

let sequence = 0;

/**
 * `workers` clients, each writing a new quote every `periodMs` (40 a second with 12 workers every
 * 300 ms): a client retries its write every RETRY_MS until a 2xx, so an outage slows the rate
 * instead of piling up requests. Worker w's attempt n goes to server (w + n) mod servers.
 */
export function startQuoteLoad(initialServers: string[], options: { workers?: number; periodMs?: number; tag?: string } = {}): QuoteLoad {
  const workers = options.workers ?? 12;
  const periodMs = options.periodMs ?? 300;
  const tag = options.tag ?? 'load';
  let servers = [...initialServers];
  let stopping = false;
  const writes: Write[] = [];
  const responses: Response[] = [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const attempt = async (server: string, write: Write): Promise<Response> => {
    try {
      const answer = await fetch(`${server}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': write.key },
        body: JSON.stringify(validQuote({ email: write.email })),
        // A hang is a failure, never a stuck drill.
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await answer.json().catch(() => ({}))) as { reference?: string; code?: string };
      if (answer.status === 200 || answer.status === 201) {
        write.reference = body.reference;
        write.acknowledgedAt = Date.now();
      }
      return { server, status: answer.status, retryAfter: answer.headers.get('retry-after'), code: body.code, at: Date.now() };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return { server, status: timedOut ? -1 : 0, retryAfter: null, code: timedOut ? 'timeout' : String((error as Error).cause ?? error), at: Date.now() };
    }
  };

  const worker = async (w: number): Promise<void> => {
    let n = w;
    while (!stopping) {
      const started = Date.now();
      sequence += 1;
      const write: Write = { key: `${tag}-${process.pid}-${sequence}`, email: `${tag}-${sequence}@example.com` };
      writes.push(write);
      while (!write.reference && Date.now() - started < GIVE_UP_MS) {
        const targets = servers;
        if (targets.length === 0) {
          await sleep(RETRY_MS);
          continue;
        }
        const response = await attempt(targets[n++ % targets.length]!, write);
        responses.push(response);
        if (!write.reference) await sleep(RETRY_MS);
      }
      await sleep(Math.max(0, periodMs - (Date.now() - started)));
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));

  return {
    writes,
    responses,
    setServers(urls) {
      servers = [...urls];
    },
    firstSuccess(server, since) {
      const ok = responses.find((r) => r.server === server && r.at >= since && (r.status === 200 || r.status === 201));
      return ok?.at;
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}
