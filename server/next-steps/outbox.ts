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
 * Sends due mails once: claims up to `batch` rows with FOR UPDATE SKIP LOCKED (so several server
 * processes never claim the same mail), sends each, and records sent or the error with a backoff
 * (failed for good after MAX_ATTEMPTS). Returns how many were sent.
 */
export async function deliverDueMails(store: SqlStore, transport: MailTransport, from: string, batch = 20): Promise<number> {
  const claimed = await store.query<Row>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now()
     WHERE id IN (
       SELECT id FROM outbox
       WHERE delivery = 'smtp' AND next_attempt_at <= now()
         AND (status = 'pending' OR (status = 'sending' AND claimed_at < now() - ${STALE_CLAIM}))
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [batch],
  );
  let sent = 0;
  for (const mail of claimed.rows.map(toMail)) {
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text });
      await store.query(`UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [mail.id]);
      sent += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = mail.attempts >= MAX_ATTEMPTS;
      await store.query(
        `UPDATE outbox SET status = $2, last_error = $3,
           next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [mail.id, final ? 'failed' : 'pending', reason, 2 ** mail.attempts * 5],
      );
    }
  }
  return sent;
}

/**
 * Runs deliverDueMails every `intervalMs` and whenever `kick()` is called (a new mail), one pass
 * at a time. `stop()` waits for the pass in flight.
 */
export function startMailDelivery(
  getStore: () => Promise<SqlStore>,
  transport: MailTransport,
  from: string,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { kick(): void; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const pass = (): void => {
    if (stopped) return;
    if (running) { again = true; return; }
    running = (async () => {
      try {
        const store = await getStore();
        while (!stopped && (await deliverDueMails(store, transport, from)) > 0);
      } catch (error) {
        options.onError?.(error);
      }
    })().finally(() => {
      running = undefined;
      if (again) { again = false; pass(); }
    });
  };
  const timer = setInterval(pass, options.intervalMs ?? 5000);
  timer.unref();
  return {
    kick: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
