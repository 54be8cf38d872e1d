import { openStore } from '../db/open-store';
import { StoreUnavailableError, type SqlStore } from '../db/sql-store';
import { smtpTransport, startMailDelivery, type RelayTransport } from './mail-delivery';
import { deliverDueMails, enqueueMail, isRelayUnavailable, newDeliverer } from './outbox';
import { startSmtpPeer, type SmtpPeer } from './test-support/smtp-peer';

/**
 * Issue 30, point 3: mail queued while the relay is away goes out within seconds of its return
 * (a probe wakes the queue; the outage does not use up attempts), exactly once, over real SMTP.
 */
jest.setTimeout(120_000);

let store: SqlStore;
let peer: SmtpPeer;
beforeAll(async () => {
  store = await openStore({});
  peer = await startSmtpPeer();
});
// Pooled transports keep their connections until closed.
const transports: RelayTransport[] = [];
const transport = (url = peer.url): RelayTransport => {
  const made = smtpTransport(url);
  transports.push(made);
  return made;
};
afterAll(async () => {
  for (const made of transports) made.close();
  await peer?.close();
  await store?.close();
});

const mail = (recipient: string) => ({ kind: 'share' as const, lang: 'en' as const, recipient, subject: `For ${recipient}`, html: '<p>x</p>', text: 'x' });
const enqueue = (recipients: string[]) => store.transaction(async (tx) => Promise.all(recipients.map((r) => enqueueMail(tx, mail(r), true))));
const rowsOf = async (ids: number[]) =>
  (await store.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox WHERE id = ANY($1::int[]) ORDER BY id', [ids])).rows;
const receivedBy = (recipient: string): number => peer.received.filter((m) => m.to.includes(recipient)).length;
async function until(condition: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('tells a relay that is not there from a mail the relay refuses', async () => {
  const closed = await startSmtpPeer();
  await closed.halt();
  const refused = await transport(closed.url).sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't', html: 't' }).catch((e: unknown) => e);
  expect(isRelayUnavailable(refused)).toBe(true);
  expect(isRelayUnavailable(Object.assign(new Error('550 mailbox unavailable'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(false);
  expect(isRelayUnavailable(Object.assign(new Error('421 try later'), { code: 'EPROTOCOL', responseCode: 421 }))).toBe(true);
});

it('keeps mail queued through a relay outage without using up attempts, and sends it within seconds of the return, once', async () => {
  const events: string[] = [];
  const recipients = Array.from({ length: 6 }, (_, i) => `outage-${i}@example.com`);
  await peer.halt();
  const delivery = startMailDelivery(async () => store, transport(), 'from@example.com', {
    intervalMs: 1_000,
    probeMs: 250,
    onError: (error) => events.push(`error ${String(error)}`),
    onRelay: (state) => events.push(state.up ? 'up' : 'down'),
  });
  try {
    const ids = await enqueue(recipients);
    delivery.kick();
    await until(() => events.includes('down'), 10_000);
    // Several probes and timer ticks pass: no attempt is counted, nothing gives up.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await rowsOf(ids)).toEqual(recipients.map(() => ({ status: 'pending', attempts: 0 })));

    await peer.resume();
    const back = Date.now();
    await until(() => recipients.every((r) => receivedBy(r) === 1), 10_000);
    const ms = Date.now() - back;
    // The probe runs every 250 ms; the old backoff waited 10 s and more after the first failure.
    expect(ms).toBeLessThan(5_000);
    await until(async () => (await rowsOf(ids)).every((r) => r.status === 'sent'), 5_000);
    expect(await rowsOf(ids)).toEqual(recipients.map(() => ({ status: 'sent', attempts: 1 })));
    // 'up' is told once the pass has found nothing more to send.
    await until(() => events.includes('up'), 5_000);
    expect(events).toEqual(['down', 'up']);
  } finally {
    await delivery.stop();
  }
  expect(recipients.map(receivedBy)).toEqual(recipients.map(() => 1));
});

it('records a mail sent while the store could not be told at the next pass, and never sends it twice', async () => {
  const [id] = await enqueue(['unrecorded@example.com']);
  let refuseMark = true;
  const flaky: SqlStore = {
    ...store,
    query: (sql, params) => {
      if (refuseMark && /SET status = 'sent'/.test(sql)) {
        refuseMark = false;
        return Promise.reject(new StoreUnavailableError('the database is restarting'));
      }
      return store.query(sql, params);
    },
  };
  const self = newDeliverer();
  const relay = transport();
  expect(await deliverDueMails(flaky, relay, 'from@example.com', 20, self)).toBe(1);
  expect([...self.unrecorded]).toEqual([id]);
  expect(await rowsOf([id!])).toEqual([{ status: 'sending', attempts: 1 }]);
  expect(await deliverDueMails(flaky, relay, 'from@example.com', 20, self)).toBe(0);
  expect(self.unrecorded.size).toBe(0);
  expect(await rowsOf([id!])).toEqual([{ status: 'sent', attempts: 1 }]);
  expect(receivedBy('unrecorded@example.com')).toBe(1);
});

it('takes back a claim whose answer was lost (committed, never seen by its deliverer) at its next pass, uncounted', async () => {
  const [id] = await enqueue(['lost-claim@example.com']);
  const self = newDeliverer();
  // The claim commits, then the answer is lost as the database restarts.
  const lossy: SqlStore = {
    ...store,
    query: <R>(sql: string, params?: readonly unknown[]) =>
      store.query<R>(sql, params).then((result) => {
        if (/SET status = 'sending'/.test(sql)) throw new StoreUnavailableError('Connection terminated unexpectedly');
        return result;
      }),
  };
  await expect(deliverDueMails(lossy, transport(), 'from@example.com', 20, self)).rejects.toThrow('Connection terminated');
  expect(await rowsOf([id!])).toEqual([{ status: 'sending', attempts: 1 }]);
  // Another process does not take it (a fresh claim), but its own deliverer does at once.
  expect(await deliverDueMails(store, transport(), 'from@example.com', 20, newDeliverer())).toBe(0);
  expect(await deliverDueMails(store, transport(), 'from@example.com', 20, self)).toBe(1);
  expect(await rowsOf([id!])).toEqual([{ status: 'sent', attempts: 1 }]);
  expect(receivedBy('lost-claim@example.com')).toBe(1);
});
