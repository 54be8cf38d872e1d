/*
 * Issue 30: the service survives its database. Two real server processes (server/index.ts, what
 * `npm start` runs) on one real PostgreSQL (as CI installs it) and a real SMTP relay
 * (smtp-server), under about 40 quote writes a second from clients that retry with the same
 * Idempotency-Key until acknowledged: the database restarted (fast and immediate), a backend
 * terminated mid-transaction, an instance killed and started again while the database is down,
 * the relay away. Nothing acknowledged is lost or doubled, no process exits, every answer is 2xx,
 * 429 or 503 + Retry-After.
 * DB_FAULT_RESTARTS (default 3) and SMTP_OUTAGE_SECONDS (default 15) size the drill;
 * `npm run test:faults:db-long` runs issue 30's "done when": 20 restarts, a 60 s relay outage.
 */
import fs from 'node:fs';
import { Pool } from 'pg';
import { freePort, startPostgresCluster, type PostgresCluster } from '../../server/db/test-support/postgres-cluster';
import { startSmtpPeer, type SmtpPeer } from '../../server/next-steps/test-support/smtp-peer';
import { fetchWithin, killChild, spawnServer, type ServerChild } from './fault-support';
import { startQuoteLoad, type QuoteLoad, type Write } from './quote-load';
import { acceptingAgain, expectOnlyAllowedAnswers, terminateMidTransaction, type Figures } from './database-drill';

const RESTARTS = Number(process.env.DB_FAULT_RESTARTS ?? 3);
const OUTAGE_S = Number(process.env.SMTP_OUTAGE_SECONDS ?? 15);
// Issue 30's figures are 2 s and 10 s; measured values are printed. The bounds leave room for a
// shared 2-core machine and still fail the old behaviour (a crashed process never serves again;
// the old backoff delivered mail queued early in a 15 s outage 15-20 s after the relay returned).
const SERVING_WITHIN_MS = 4_000;
const MAIL_WITHIN_MS = 10_000;

jest.setTimeout(240_000 + RESTARTS * 15_000 + OUTAGE_S * 2_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
}

let cluster: PostgresCluster;
let admin: Pool;
let smtp: SmtpPeer;
const children: ServerChild[] = [];
const urls: { a?: string; b?: string } = {};
let load: QuoteLoad | undefined;
const loads: QuoteLoad[] = [];
// Start-up against a database that never comes and against a wrong database name (issue 30, point 2).
const failedStarts: ServerChild[] = [];
let killedUrl = '';
let killedAt = 0;
const figures: Figures = { restarts: [], terminatedMidTransaction: 0 };

const env = (): Record<string, string> => ({ DATABASE_URL: cluster.url, SMTP_URL: smtp.url, RATE_LIMITS: 'off' });
const spawn = (extra: Record<string, string> = {}): ServerChild => {
  const child = spawnServer({ ...env(), ...extra });
  children.push(child);
  return child;
};
/** The time each server first served a 2xx at or after `since`, minus `since`. */
const servingAgain = (servers: string[], since: number) =>
  Promise.all(servers.map((url) => waitFor(() => load!.firstSuccess(url, since), 30_000, `${url} serving 2xx`).then((at) => at - since)));

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([startPostgresCluster(), startSmtpPeer()]);
  // A pool: the drill's own connections die with every restart too, and a pool reconnects.
  admin = new Pool({ connectionString: cluster.url, application_name: 'fault-admin', max: 2 });
  admin.on('error', () => undefined);
  const nowhere = `postgres://app:hunter2@127.0.0.1:${await freePort()}/configurator`;
  failedStarts.push(
    spawnServer({ DATABASE_URL: nowhere, STORE_OPEN_TIMEOUT_MS: '1000', STORE_RETRY_MS: '200' }),
    spawnServer({ DATABASE_URL: cluster.url.replace(/\/postgres$/, '/no_such_database') }),
  );
  const [a, b] = [spawn(), spawn()];
  [urls.a, urls.b] = await Promise.all([a.listening, b.listening]);
});

afterAll(async () => {
  await Promise.all(loads.map((l) => l.stop()));
  await Promise.all([...children, ...failedStarts].map(killChild));
  // DB_DRILL_LOGS=<path prefix> keeps each server's output for a look after a failure.
  if (process.env.DB_DRILL_LOGS) children.forEach((c, i) => fs.writeFileSync(`${process.env.DB_DRILL_LOGS}-${i}.log`, c.stdout() + c.stderr()));
  await smtp?.close();
  await admin?.end().catch(() => undefined);
  await cluster?.stop();
  console.log(`database drill figures: ${JSON.stringify(figures)}`);
});

it('stops with one line naming DATABASE_URL and the host: at once on a wrong database name, after STORE_OPEN_TIMEOUT_MS on an unreachable one', async () => {
  const [nowhere, wrong] = failedStarts;
  const lastLine = (child: ServerChild) => child.stderr().trim().split('\n').pop()!;
  expect((await wrong!.exited).code).toBe(1);
  expect(wrong!.stdout()).not.toMatch(/running at/);
  expect(wrong!.stderr().trim().split('\n')).toEqual([
    `Cannot start: the database in DATABASE_URL (PostgreSQL at 127.0.0.1:${new URL(cluster.url).port}, database no_such_database): database "no_such_database" does not exist`,
  ]);
  expect((await nowhere!.exited).code).toBe(1);
  expect(lastLine(nowhere!)).toMatch(/^Cannot start: the database in DATABASE_URL \(PostgreSQL at 127\.0\.0\.1:\d+, database configurator\) did not accept connections within 1 s: connect ECONNREFUSED/);
  expect(nowhere!.stderr()).not.toContain('hunter2');
});

it(`keeps both servers up through ${RESTARTS} database restarts under ~40 writes/s: 503 + Retry-After while it is down, 2xx again within ${SERVING_WITHIN_MS} ms of it accepting connections`, async () => {
  const servers = [urls.a!, urls.b!];
  load = startQuoteLoad(servers, { tag: 'restart' });
  loads.push(load);
  // The rate the load reaches while the database is up (issue 30: about 40 writes a second).
  await sleep(1_000);
  const from = Date.now();
  await sleep(3_000);
  figures.writesPerSecondWhileUp = load.writes.filter((w) => w.acknowledgedAt! >= from && w.acknowledgedAt! < from + 3_000).length / 3;
  for (let i = 0; i < RESTARTS; i += 1) {
    const mode = i % 3 === 2 ? 'immediate' : 'fast';
    await cluster.halt(mode);
    for (const url of servers) {
      const ready = await fetchWithin(`${url}/readyz`, {}, 10_000);
      expect([url, ready.status, Number(ready.headers.get('retry-after')) > 0]).toEqual([url, 503, true]);
    }
    await sleep(1_000);
    const [since] = await Promise.all([acceptingAgain(cluster.url), cluster.resume()]);
    const back = await servingAgain(servers, since);
    figures.restarts.push({ mode, servingAfterMs: back });
    expect(Math.max(...back)).toBeLessThan(SERVING_WITHIN_MS);
    await sleep(2_000);
  }
});

it('answers a backend terminated mid-transaction with a 503 that the retry settles', async () => {
  figures.terminatedMidTransaction = await terminateMidTransaction(admin, 3, 15_000);
  expect(figures.terminatedMidTransaction).toBeGreaterThan(0);
  await sleep(1_000);
});

it('loses nothing when an instance is killed; a new one started while the database is down waits for it (503, /readyz 503) and serves once it is back', async () => {
  const [a, b] = children;
  killedUrl = urls.b!;
  killedAt = Date.now();
  b!.child.kill('SIGKILL');
  load!.setServers([urls.a!]);
  await b!.exited;
  await cluster.halt('fast');
  const started = spawn();
  const url = await started.listening;
  expect(started.stderr()).toMatch(/store: the database in DATABASE_URL \(PostgreSQL at 127\.0\.0\.1:\d+, database postgres\) is unreachable/);
  const ready = await fetchWithin(`${url}/readyz`);
  expect([ready.status, Number(ready.headers.get('retry-after')) > 0]).toEqual([503, true]);
  expect((await fetchWithin(`${url}/healthz`)).status).toBe(200);
  urls.b = url;
  load!.setServers([urls.a!, url]);

  const [since] = await Promise.all([acceptingAgain(cluster.url), cluster.resume()]);
  const back = await servingAgain([urls.a!, url], since);
  const readyAgain = await waitFor(async () => ((await fetchWithin(`${url}/readyz`)).status === 200 ? Date.now() : undefined), 30_000, 'readyz 200');
  figures.afterStartWait = { servingAfterMs: back, readyAfterMs: readyAgain - since };
  // The waiting server retries every STORE_RETRY_MS (2 s): ready within that and a margin.
  expect(readyAgain - since).toBeLessThan(2_000 + SERVING_WITHIN_MS);
  expect(a!.child.exitCode).toBeNull();
  await load!.stop();
});

it(`delivers every mail queued in a ${OUTAGE_S} s relay outage within ${MAIL_WITHIN_MS} ms of its return, exactly once`, async () => {
  await smtp.halt();
  // About 100 quotes during the outage, each with its confirmation mail.
  const outage = startQuoteLoad([urls.a!, urls.b!], { workers: 2, periodMs: (OUTAGE_S * 1000 * 2) / 100, tag: 'outage' });
  loads.push(outage);
  await sleep(OUTAGE_S * 1000);
  await outage.stop();
  const queued = outage.writes.map((w) => w.email);
  expect(smtp.received.filter((m) => queued.includes(m.to[0]!))).toEqual([]);
  await smtp.resume();
  const back = Date.now();
  const received = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  await waitFor(() => (queued.every((email) => received(email).length > 0) ? true : undefined), MAIL_WITHIN_MS + 30_000, 'every queued mail');
  const arrivals = queued.map((email) => received(email)[0]!.at);
  const last = Math.max(...arrivals);
  figures.relayOutage = { seconds: OUTAGE_S, queued: queued.length, firstMailAfterMs: Math.min(...arrivals) - back, lastMailAfterMs: last - back };
  expect(last - back).toBeLessThan(MAIL_WITHIN_MS);
  await sleep(2_000);
  expect(queued.filter((email) => received(email).length !== 1)).toEqual([]);
});

it('stores every acknowledged quote exactly once under its reference, sends every mail once, and no server ever exited', async () => {
  const writes: Write[] = loads.flatMap((l) => l.writes);
  figures.writes = writes.length;
  expect(writes.filter((w) => !w.reference).map((w) => w.key)).toEqual([]);
  const { rows } = await admin.query<{ idempotency_key: string; reference: string }>('SELECT idempotency_key, reference FROM leads');
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.reference]);
  expect(writes.filter((w) => byKey.get(w.key)?.length !== 1 || byKey.get(w.key)![0] !== w.reference).map((w) => w.key)).toEqual([]);
  expect(rows).toHaveLength(writes.length);

  figures.answers = expectOnlyAllowedAnswers(loads.flatMap((l) => l.responses), { url: killedUrl, at: killedAt });

  // Every mail goes out once; only claims of the killed process may wait for the stale-claim rule.
  await waitFor(async () => ((await admin.query("SELECT 1 FROM outbox WHERE status = 'pending'")).rowCount === 0 ? true : undefined), 30_000, 'outbox drained');
  await sleep(1_000);
  const mails = (await admin.query<{ recipient: string; status: string; claimed_at: Date | null }>('SELECT recipient, status, claimed_at FROM outbox')).rows;
  const count = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;
  expect(mails.filter((m) => count(m.recipient) > 1).map((m) => m.recipient)).toEqual([]);
  expect(mails.filter((m) => m.status === 'sent' && count(m.recipient) !== 1).map((m) => m.recipient)).toEqual([]);
  const held = mails.filter((m) => m.status !== 'sent');
  figures.heldByKilledProcess = held.length;
  expect(held.filter((m) => m.status !== 'sending' || m.claimed_at!.getTime() > killedAt + 1_000)).toEqual([]);
  expect(held.length).toBeLessThanOrEqual(20);

  const [a, , b2] = children;
  expect([a!.child.exitCode, a!.child.signalCode, b2!.child.exitCode, b2!.child.signalCode]).toEqual([null, null, null, null]);
});
