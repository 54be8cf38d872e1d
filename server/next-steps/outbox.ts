import { randomUUID } from 'node:crypto';
import type { Queryable, SqlStore } from '../db/sql-store';
import type { MailLanguage, RenderedMail } from './mail-render';

export type MailKind = 'share' | 'quote-confirmation';
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'kept';

/** One outbox row as the dev mail page and the deliverer read it. */
export interface OutboxMail {
  id: number;
  createdAt: string;
  kind: MailKind;
  lang: MailLanguage;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
}

const COLUMNS = 'id, created_at, kind, lang, recipient, subject, html, text_body, status, attempts, last_error';

interface Row {
  id: number;
  created_at: Date | string;
  kind: MailKind;
  lang: MailLanguage;
  recipient: string;
  subject: string;
  html: string;
  text_body: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
}

function toMail(row: Row): OutboxMail {
  return {
    id: Number(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    kind: row.kind,
    lang: row.lang,
    recipient: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text_body,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
  };
}

/**
 * Writes a mail to the outbox inside the caller's transaction, so a share or lead and its mail
 * are stored together or not at all. With SMTP configured it waits for the deliverer
 * ('pending'); without, it is kept for the local mail page ('kept') and never sent later.
 */
export async function enqueueMail(tx: Queryable, mail: RenderedMail & { kind: MailKind; lang: MailLanguage; recipient: string }, smtp: boolean): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (kind, lang, recipient, subject, html, text_body, delivery, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [mail.kind, mail.lang, mail.recipient, mail.subject, mail.html, mail.text, smtp ? 'smtp' : 'local', smtp ? 'pending' : 'kept'],
  );
  return Number(rows[0]!.id);
}

/** The newest mails first (the dev mail page). */
export async function listMails(store: Queryable, limit = 100): Promise<OutboxMail[]> {
  const { rows } = await store.query<Row>(`SELECT ${COLUMNS} FROM outbox ORDER BY id DESC LIMIT $1`, [limit]);
  return rows.map(toMail);
}

export async function getMail(store: Queryable, id: number): Promise<OutboxMail | undefined> {
  const { rows } = await store.query<Row>(`SELECT ${COLUMNS} FROM outbox WHERE id = $1`, [id]);
  return rows[0] ? toMail(rows[0]) : undefined;
}

/** What sends one mail; nodemailer's SMTP transport in production, anything with sendMail in tests. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; html: string; text: string }): Promise<unknown>;
}

export const MAX_ATTEMPTS = 5;
// A claim older than this belongs to a process that died mid-send: the mail is due again
// (at-least-once delivery; a duplicate mail beats a lost one).
const STALE_CLAIM = "interval '5 minutes'";

/**
 * The relay is not there, whatever the mail: the connection was refused, dropped or timed out, its
 * name did not resolve (nodemailer's connection codes) or it answered 421 "service not available".
 */
export function isRelayUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; responseCode?: unknown } | null;
  return e?.responseCode === 421 || ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS'].includes(String(e?.code));
}

/** deliverDueMails stopped because the relay is unreachable; its batch is back in the queue. */
export class RelayUnavailableError extends Error {
  override readonly name = 'RelayUnavailableError';
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One deliverer (one per server process): its name on the claims it takes, and the mails it sent
 * while the store could not record them. It runs one pass at a time, so at the start of a pass it
 * holds no claim it is still working on.
 */
export interface Deliverer {
  readonly id: string;
  readonly unrecorded: Set<number>;
}

export function newDeliverer(): Deliverer {
  return { id: randomUUID(), unrecorded: new Set() };
}

/** Records as sent the mails this deliverer sent and has not recorded yet. */
async function recordSent(store: SqlStore, self: Deliverer): Promise<void> {
  if (self.unrecorded.size === 0) return;
  const ids = [...self.unrecorded];
  await store.query(`UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ANY($1::int[])`, [ids]);
  for (const id of ids) self.unrecorded.delete(id);
}

/**
 * Settles what the last pass could not tell the store: the mails it sent are recorded as sent,
 * and any other claim of this deliverer (its answer lost in a database restart, or a release that
 * failed) goes back to the queue uncounted. Throws while the store is down.
 */
async function settleLastPass(store: SqlStore, self: Deliverer): Promise<void> {
  await recordSent(store, self);
  await store.query(
    `UPDATE outbox SET status = 'pending', attempts = attempts - 1, claimed_at = NULL, claimed_by = NULL
     WHERE status = 'sending' AND claimed_by = $1`,
    [self.id],
  );
}

/**
 * Sends due mails once: claims up to `batch` rows with FOR UPDATE SKIP LOCKED (so several server
 * processes never claim the same mail), sends each, and records sent or the error with a backoff
 * (failed for good after MAX_ATTEMPTS). Returns how many were sent.
 *
 * A relay that cannot be reached (isRelayUnavailable) is not the mail's fault: that mail and the
 * rest of the batch go back to the queue due at once, the attempt not counted, and the pass
 * throws RelayUnavailableError so the deliverer probes the relay instead of backing off (issue
 * 30). A mail sent while the store cannot record it is recorded by the deliverer's next pass
 * (settleLastPass), so a database restart does not send it twice.
 */
export async function deliverDueMails(store: SqlStore, transport: MailTransport, from: string, batch = 20, self: Deliverer = newDeliverer()): Promise<number> {
  await settleLastPass(store, self);
  const claimed = await store.query<Row>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now(), claimed_by = $2
     WHERE id IN (
       SELECT id FROM outbox
       WHERE delivery = 'smtp' AND next_attempt_at <= now()
         AND (status = 'pending' OR (status = 'sending' AND claimed_at < now() - ${STALE_CLAIM}))
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [batch, self.id],
  );
  const mails = claimed.rows.map(toMail);
  let sent = 0;
  for (const [index, mail] of mails.entries()) {
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text });
    } catch (error) {
      const reason = reasonOf(error);
      if (isRelayUnavailable(error)) {
        const back = mails.slice(index).map((m) => m.id);
        // If the store is down too, the next pass releases them (settleLastPass).
        await store
          .query(`UPDATE outbox SET status = 'pending', attempts = attempts - 1, claimed_at = NULL, claimed_by = NULL, last_error = $2 WHERE id = ANY($1::int[])`, [back, reason])
          .catch(() => undefined);
        throw new RelayUnavailableError(reason);
      }
      const final = mail.attempts >= MAX_ATTEMPTS;
      // Unrecorded (the store is down): the next pass releases the claim (settleLastPass).
      await store
        .query(
          `UPDATE outbox SET status = $2, last_error = $3,
             next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
          [mail.id, final ? 'failed' : 'pending', reason, 2 ** mail.attempts * 5],
        )
        .catch(() => undefined);
      continue;
    }
    sent += 1;
    self.unrecorded.add(mail.id);
    // The store may be down now: keep sending this batch (the rows are ours), record later.
    await recordSent(store, self).catch(() => undefined);
  }
  return sent;
}
