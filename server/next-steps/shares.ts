import type { Catalog } from '../catalog/catalog-loader';
import type { SqlStore } from '../db/sql-store';
import { uniqueViolation } from '../db/sql-store';
import { checkBuild } from './build-check';
import { buildDeepLink } from './build-link';
import { checkComment, checkEmail, checkLanguage } from './input-rules';
import { renderShareMail } from './mail-render';
import { badInput } from './next-steps-error';
import { enqueueMail } from './outbox';
import { newReference } from './reference';

/** What the share and quote services need besides their input. */
export interface NextStepsDeps {
  store: SqlStore;
  catalog: Catalog;
  /** SMTP configured: mails wait for delivery; otherwise they are kept for the local mail page. */
  smtp: boolean;
  /** Origin of the links in mails, e.g. https://www.example.com. */
  origin: string;
  /** Called after a mail is written, so the deliverer sends it without waiting for its timer. */
  mailQueued?: () => void;
}

export interface ShareReceipt {
  reference: string;
  createdAt: string;
  deepLink: string;
}

/**
 * Share by email: checks the recipient, comment and build, then stores the share and its mail in
 * one transaction. The mail (page language) shows the build, prices and a restoring link.
 */
export async function createShare(deps: NextStepsDeps, body: unknown): Promise<ShareReceipt> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('invalid-request', 'body', 'Expected a JSON object.');
  const raw = body as Record<string, unknown>;
  const recipient = checkEmail(raw.recipient, 'recipient');
  const comment = checkComment(raw.comment);
  const lang = checkLanguage(raw.lang);
  const build = checkBuild(deps.catalog, raw.build, lang);
  const deepLink = buildDeepLink(deps.origin, build.selection, lang);
  const mail = renderShareMail(lang, build, deepLink, comment);
  const s = build.selection;
  for (let attempt = 0; ; attempt += 1) {
    const reference = newReference('S');
    try {
      const row = await deps.store.transaction(async (tx) => {
        const mailId = await enqueueMail(tx, { ...mail, kind: 'share', lang, recipient }, deps.smtp);
        const { rows } = await tx.query<{ created_at: Date | string }>(
          `INSERT INTO shares (reference, recipient, comment, lang, brand, environment, series_id, year, trim_code, build, total_srp, deep_link, mail_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13) RETURNING created_at`,
          [reference, recipient, comment, lang, s.brand, s.environment, s.seriesId, s.year, s.trimCode, JSON.stringify(build), build.totalSRP, deepLink, mailId],
        );
        return rows[0]!;
      });
      deps.mailQueued?.();
      return { reference, createdAt: new Date(row.created_at).toISOString(), deepLink };
    } catch (error) {
      if (uniqueViolation(error) === 'shares_reference_key' && attempt < 3) continue;
      throw error;
    }
  }
}
