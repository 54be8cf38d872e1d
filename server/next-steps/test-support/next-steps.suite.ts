import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { readBuildLinkQuery } from '../../../src/domain/build-link';
import { buildApp } from '../../app';
import { configuredApiKey } from '../../http/auth';
import { operationFor } from '../../graphql/graphql-test-client';
import { applyMigrations } from '../../db/migrate';
import { uniqueViolation, type SqlStore } from '../../db/sql-store';
import { UNSUPPORTED_CHARACTERS_MESSAGE } from '../next-steps-error';
import { registerNextSteps } from '../next-steps.routes';
import { deliverDueMails, enqueueMail, MAX_ATTEMPTS } from '../outbox';
import { startSmtpPeer } from './smtp-peer';
import { FAR_DEALER, interestQuote, validBuild, validQuote, validShare, VALID_BUILD_TOTAL_SRP } from './next-steps-fixtures';

/**
 * The store-backed behaviour of shares, quotes and the outbox, run unchanged against each driver
 * (next-steps.pglite.test.ts, next-steps.postgres.test.ts): the port's promise is that services
 * cannot tell them apart.
 */
export function describeNextStepsOn(driver: string, open: () => Promise<SqlStore>, close: (store: SqlStore) => Promise<void>): void {
  describe(`next steps on ${driver}`, () => {
    let store: SqlStore;
    let app: FastifyInstance;
    let base: string;

    beforeAll(async () => {
      store = await open();
      await applyMigrations(store);
      app = await buildApp({ mode: 'test', store });
      base = await app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await app?.close();
      if (store) await close(store);
    });

    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const count = async (table: 'shares' | 'leads' | 'outbox'): Promise<number> =>
      Number((await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

    it('applies migrations once: a second start finds nothing to apply', async () => {
      expect(await applyMigrations(store)).toEqual([]);
    });

    it('names a violated UNIQUE constraint the same way on both drivers, and rolls back on error', async () => {
      let violated: string | undefined;
      await expect(
        store.transaction(async (tx) => {
          await tx.exec('CREATE TABLE probe (k text CONSTRAINT probe_k_key UNIQUE)');
          await tx.query('INSERT INTO probe (k) VALUES ($1)', ['a']);
          try {
            await tx.query('INSERT INTO probe (k) VALUES ($1)', ['a']);
          } catch (error) {
            violated = uniqueViolation(error);
          }
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(violated).toBe('probe_k_key');
      const left = await store.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'probe'");
      expect(left.rows[0]!.n).toBe(0);
    });

    it('stores a share with its deep link and keeps its mail in the outbox for the mail page', async () => {
      const response = await post('/api/shares', validShare());
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toMatchObject({ success: true, message: 'Your email was sent!' });
      expect(body.deepLink).toBe(
        `${base}/configurator/build/step/summary/year/2025/series/rav4/model/4430/?ext=040&int=FB10&whl=W17S&pkg=RR&pkg=FE&pkg=QD&acc=CRGNET&acc=FAK`,
      );
      const { rows } = await store.query<{ recipient: string; total_srp: number; deep_link: string; mail_id: number; build: { seriesName: string } }>(
        'SELECT recipient, total_srp, deep_link, mail_id, build FROM shares WHERE reference = $1',
        [body.reference],
      );
      expect(rows[0]).toMatchObject({ recipient: 'friend@example.com', total_srp: VALID_BUILD_TOTAL_SRP, deep_link: body.deepLink });
      expect(rows[0]!.build.seriesName).toBe('RAV4');

      const list = await (await fetch(`${base}/dev/mail`)).text();
      expect(list).toContain('friend@example.com');
      const mailPage = await fetch(`${base}/dev/mail/${rows[0]!.mail_id}`);
      expect(mailPage.status).toBe(200);
      expect(await mailPage.text()).toContain('A 2025 RAV4 build was shared with you');
      const html = await (await fetch(`${base}/dev/mail/${rows[0]!.mail_id}/html`)).text();
      expect(html).toContain('$30,645');
      expect(html).toContain(`href="${body.deepLink.replace(/&/g, '&amp;')}"`);
      const status = await store.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1', [rows[0]!.mail_id]);
      expect(status.rows[0]!.status).toBe('kept');
    });

    it('mails a link with the build\'s wheels, which GetDeepLinkConfig restores', async () => {
      // RAV4 4456's default wheels are W18A; W19B is the $650 option.
      const build = { ...validBuild(), trimCode: '4456', exteriorColorCode: '2PU', interiorColorCode: 'ST10', wheelsCode: 'W19B', packageCodes: [], accessoryCodes: [] };
      const response = await post('/api/shares', validShare({ build }));
      expect(response.status).toBe(201);
      const { reference, deepLink } = await response.json();
      const link = new URL(deepLink);
      expect(link.searchParams.get('whl')).toBe('W19B');
      const { rows } = await store.query<{ html: string }>('SELECT o.html FROM shares s JOIN outbox o ON o.id = s.mail_id WHERE s.reference = $1', [reference]);
      expect(rows[0]!.html).toContain(`href="${deepLink.replace(/&/g, '&amp;')}"`);

      const { dropped, ...codes } = readBuildLinkQuery(link.search);
      expect(dropped).toEqual([]);
      const restored = await post(
        '/graphql',
        { query: operationFor('GET_DEEP_LINK_CONFIG'), variables: { deepLinkConfigInput: { brand: 'toyota', seriesId: 'rav4', year: 2025, trim: '4456', ...codes, language: 'EN', region: 'CA' } } },
        { 'x-api-key': configuredApiKey() },
      );
      const answer = (await restored.json()).data.getDeepLinkConfig;
      expect(answer.isDeepLinkValid).toBe(true);
      expect(answer.config.currentConfig).toMatchObject({ trimId: '4456', exteriorColorCode: '2PU', wheelsCode: 'W19B' });
    });

    it('writes the mail in Spanish for a Spanish page, with a /espanol link', async () => {
      const response = await post('/api/shares', validShare({ lang: 'es', comment: '¿Qué te parece?' }));
      expect(response.status).toBe(201);
      const { reference, deepLink } = await response.json();
      expect(new URL(deepLink).pathname.startsWith('/espanol/configurator/')).toBe(true);
      const { rows } = await store.query<{ subject: string; html: string }>(
        'SELECT o.subject, o.html FROM shares s JOIN outbox o ON o.id = s.mail_id WHERE s.reference = $1',
        [reference],
      );
      expect(rows[0]!.subject).toBe('Te compartieron un RAV4 2025 configurado');
      expect(rows[0]!.html).toContain('¿Qué te parece?');
      expect(rows[0]!.html).toContain('Precio total sugerido por el fabricante (MSRP)');
    });

    it.each([
      ['no recipient', validShare({ recipient: '' }), 'recipient-required', 'recipient'],
      ['an invalid email', validShare({ recipient: 'friend@example' }), 'invalid-email', 'recipient'],
      ['a script in the comment', validShare({ comment: '<script>alert(1)</script>' }), 'unsupported-characters', 'comment'],
      ['an oversized comment', validShare({ comment: 'a'.repeat(501) }), 'too-long', 'comment'],
      ['an unknown series', validShare({ build: { ...validBuild(), seriesId: 'delorean' } }), 'unknown-series', 'build.seriesId'],
      ['an unknown trim', validShare({ build: { ...validBuild(), trimCode: '9999' } }), 'unknown-trim', 'build.trimCode'],
      ['a colour the trim does not offer', validShare({ build: { ...validBuild(), exteriorColorCode: 'ZZZ' } }), 'invalid-build-code', 'build.exteriorColorCode'],
      ['a tampered accessory code', validShare({ build: { ...validBuild(), accessoryCodes: ['CRGNET', "X' OR 1=1"] } }), 'invalid-build-code', 'build.accessoryCodes'],
    ])('refuses a share with %s and stores nothing', async (_case, body, code, field) => {
      const before = [await count('shares'), await count('outbox')];
      const response = await post('/api/shares', body);
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error).toMatchObject({ statusCode: 400, code, field });
      if (code === 'unsupported-characters') expect(error.message).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
      expect([await count('shares'), await count('outbox')]).toEqual(before);
    });

    it('refuses an oversized body with 413 and stores nothing', async () => {
      const before = await count('shares');
      const response = await post('/api/shares', validShare({ padding: 'x'.repeat(40_000) }));
      expect(response.status).toBe(413);
      expect(await count('shares')).toBe(before);
    });

    it('stores a lead with the consent wording and time, and confirms it by reference', async () => {
      const started = Date.now();
      const response = await post('/api/quotes', validQuote(), { 'Idempotency-Key': 'key-single-0001' });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body.reference).toMatch(/^Q-[0-9A-Z]{8}$/);
      expect(body).toMatchObject({ firstName: 'Ana María', dealer: { id: '24011', name: 'Harbor Motors' }, vehicle: { year: 2025, seriesName: 'RAV4', totalSRP: VALID_BUILD_TOTAL_SRP } });
      const { rows } = await store.query<{ consent_text: string; consent_at: Date | string; phone: string; email: string; mail_id: number }>(
        'SELECT consent_text, consent_at, phone, email, mail_id FROM leads WHERE reference = $1',
        [body.reference],
      );
      expect(rows[0]!.consent_text).toBe('I agree to be contacted by the selected dealer and the manufacturer by email or phone about this quote request.');
      expect(new Date(rows[0]!.consent_at).getTime()).toBeGreaterThanOrEqual(started - 5000);
      expect(rows[0]).toMatchObject({ phone: '3105550199', email: 'ana@example.com' });
      const mail = await store.query<{ subject: string; recipient: string }>('SELECT subject, recipient FROM outbox WHERE id = $1', [rows[0]!.mail_id]);
      expect(mail.rows[0]).toEqual({ subject: `Your quote request ${body.reference}`, recipient: 'ana@example.com' });

      const confirmation = await fetch(`${base}/api/quotes/${body.reference}`);
      expect(confirmation.status).toBe(200);
      expect(await confirmation.json()).toMatchObject({ reference: body.reference, dealer: { name: 'Harbor Motors' } });
      expect((await fetch(`${base}/api/quotes/Q-00000000`)).status).toBe(404);
    });

    it('answers a retry with the same key with the first lead, and a different request on that key with 422', async () => {
      const key = 'key-retry-0001';
      const first = await (await post('/api/quotes', validQuote(), { 'Idempotency-Key': key })).json();
      const before = await count('leads');
      const retry = await post('/api/quotes', validQuote(), { 'Idempotency-Key': key });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect((await retry.json()).reference).toBe(first.reference);
      const other = await post('/api/quotes', validQuote({ firstName: 'Someone' }), { 'Idempotency-Key': key });
      expect(other.status).toBe(422);
      expect((await other.json()).code).toBe('idempotency-key-reused');
      expect(await count('leads')).toBe(before);
    });

    it.each([
      ['no Idempotency-Key', validQuote(), undefined, 'idempotency-key-required'],
      ['an invalid email', validQuote({ email: 'ana at example.com' }), 'key-bad-0001', 'invalid-email'],
      ['consent left unchecked', validQuote({ consent: false }), 'key-bad-0002', 'consent-required'],
      ['an unknown dealer', validQuote({ dealerId: '99999' }), 'key-bad-0003', 'unknown-dealer'],
      ['a dealer far from the ZIP', validQuote({ dealerId: FAR_DEALER }), 'key-bad-0004', 'dealer-too-far'],
      ['an invalid ZIP', validQuote({ zip: '00000' }), 'key-bad-0005', 'invalid-zip'],
      ['an oversized name', validQuote({ firstName: 'A'.repeat(51) }), 'key-bad-0006', 'too-long'],
      ['markup in a name', validQuote({ lastName: '<img src=x>' }), 'key-bad-0007', 'invalid-name'],
      ['a tampered package code', validQuote({ build: { ...validBuild(), packageCodes: ['NOPE'] } }), 'key-bad-0008', 'invalid-build-code'],
      ['an interest in a series-year the catalog lacks', interestQuote({ interest: { seriesId: 'mirai', year: 2019 } }), 'key-bad-0009', 'unknown-series'],
      ['both a build and an interest', interestQuote({ build: validBuild() }), 'key-bad-0010', 'invalid-request'],
      ['a model interest without consent', interestQuote({ consent: false }), 'key-bad-0011', 'consent-required'],
    ])('refuses a quote with %s and stores nothing', async (_case, body, key, code) => {
      const before = [await count('leads'), await count('outbox')];
      const response = await post('/api/quotes', body, key ? { 'Idempotency-Key': key } : {});
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe(code);
      expect([await count('leads'), await count('outbox')]).toEqual(before);
    });

    it.each([
      ['en', '/api/quotes', 'cannot be built'],
      ['es', '/api/quotes', 'no se puede fabricar'],
      ['en', '/api/shares', 'cannot be built'],
    ])('refuses a build the rules reject (%s, %s) with 422 in the page language and stores nothing', async (language, route, words) => {
      // Tacoma TRD Off-Road with the Premium Package but not the Technology Package it requires.
      const unbuildable = { brand: 'toyota', environment: 'live', seriesId: 'tacoma', year: 2024, trimCode: '7141', exteriorColorCode: '218', interiorColorCode: 'SB20', packageCodes: ['PR'], accessoryCodes: [] };
      const body = route === '/api/quotes' ? validQuote({ build: unbuildable, lang: language }) : validShare({ build: unbuildable, lang: language });
      const before = [await count('leads'), await count('shares'), await count('outbox')];
      const response = await post(route, body, { 'Idempotency-Key': `key-unbuildable-${language}-${route.length}` });
      expect(response.status).toBe(422);
      const answer = await response.json();
      expect(answer).toMatchObject({ code: 'build-not-buildable', field: 'build' });
      expect(answer.message).toContain(words);
      expect([await count('leads'), await count('shares'), await count('outbox')]).toEqual(before);
      // The same build with what Premium requires is accepted.
      const fixed = { ...unbuildable, packageCodes: ['PR', 'TC'] };
      const ok = await post(route, route === '/api/quotes' ? validQuote({ build: fixed, lang: language }) : validShare({ build: fixed, lang: language }), { 'Idempotency-Key': `key-buildable-${language}-${route.length}` });
      expect(ok.status).toBe(201);
    });

    it('stores a model-interest lead (series and year, no build) once per key, with its consent and mail', async () => {
      const key = 'key-model-0001';
      const before = await count('leads');
      const response = await post('/api/quotes', interestQuote(), { 'Idempotency-Key': key });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toMatchObject({ kind: 'model', dealer: { id: '24011' }, vehicle: { year: 2025, seriesName: 'Mirai', trimTitle: '', totalSRP: null } });
      expect(body.deepLink).toBe(`${base}/configurator/build/step/model/year/2025/series/mirai/`);
      const retry = await post('/api/quotes', interestQuote(), { 'Idempotency-Key': key });
      expect([retry.status, (await retry.json()).reference]).toEqual([200, body.reference]);
      const other = await post('/api/quotes', interestQuote({ interest: { seriesId: 'prius', year: 2025 } }), { 'Idempotency-Key': key });
      expect(other.status).toBe(422);
      expect(await count('leads')).toBe(before + 1);
      const { rows } = await store.query<{ kind: string; brand: string; trim_code: null; build: null; consent_text: string; mail_id: number }>(
        'SELECT kind, brand, trim_code, build, consent_text, mail_id FROM leads WHERE reference = $1',
        [body.reference],
      );
      expect(rows[0]).toMatchObject({ kind: 'model', brand: 'toyota', trim_code: null, build: null });
      expect(rows[0]!.consent_text).toMatch(/^I agree to be contacted/);
      const mail = await store.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE id = $1', [rows[0]!.mail_id]);
      expect(mail.rows[0]!.text_body).toContain('Vehicle of interest: 2025 Mirai');
      expect(await (await fetch(`${base}/api/quotes/${body.reference}`)).json()).toMatchObject({ kind: 'model', vehicle: { seriesName: 'Mirai' } });
      // The schema itself refuses a model lead carrying a build.
      await expect(store.query("UPDATE leads SET trim_code = 'X' WHERE reference = $1", [body.reference])).rejects.toThrow();
    });

    it('makes exactly 150 leads from 200 concurrent submissions with 50 duplicate keys, losing none', async () => {
      const before = await count('leads');
      const keys = Array.from({ length: 150 }, (_, i) => `key-burst-${String(i).padStart(4, '0')}`);
      const sends = [...keys, ...keys.slice(0, 50)].map((key) => post('/api/quotes', validQuote(), { 'Idempotency-Key': key }).then(async (r) => ({ key, status: r.status, body: await r.json() })));
      const results = await Promise.all(sends);
      expect(results.filter((r) => r.status !== 201 && r.status !== 200)).toEqual([]);
      expect(results.filter((r) => r.status === 201)).toHaveLength(150);
      const byKey = new Map<string, Set<string>>();
      for (const r of results) byKey.set(r.key, (byKey.get(r.key) ?? new Set()).add(r.body.reference));
      expect([...byKey.values()].every((refs) => refs.size === 1)).toBe(true);
      expect(await count('leads')).toBe(before + 150);
      const stored = await store.query<{ reference: string }>("SELECT reference FROM leads WHERE idempotency_key LIKE 'key-burst-%'");
      expect(new Set(stored.rows.map((r) => r.reference))).toEqual(new Set(results.map((r) => r.body.reference)));
    }, 60_000);

    it('delivers outbox mail over SMTP when SMTP_URL is set, and marks it sent', async () => {
      const smtp = await startSmtpPeer();
      const mailApp = Fastify();
      await registerNextSteps(mailApp, { store, mode: 'test', smtpUrl: smtp.url, mailFrom: 'Configurator <no-reply@example.com>' });
      try {
        const response = await mailApp.inject({ method: 'POST', url: '/api/shares', payload: validShare({ recipient: 'smtp-friend@example.com' }) });
        expect(response.statusCode).toBe(201);
        const deadline = Date.now() + 10_000;
        while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual(['smtp-friend@example.com']);
        expect(smtp.received[0]!.data).toContain('Subject: A 2025 RAV4 build was shared with you');
        let status = '';
        while (status !== 'sent' && Date.now() < deadline) {
          status = (await store.query<{ status: string }>("SELECT status FROM outbox WHERE recipient = 'smtp-friend@example.com'")).rows[0]!.status;
          if (status !== 'sent') await new Promise((r) => setTimeout(r, 50));
        }
        expect(status).toBe('sent');
      } finally {
        await mailApp.close();
        await smtp.close();
      }
    }, 30_000);

    const smtpMail = (recipient: string) => ({ kind: 'share' as const, lang: 'en' as const, recipient, subject: 'Subject', html: '<p>x</p>', text: 'x' });

    it('keeps a failed send for a retry with backoff, and gives up after the last attempt', async () => {
      const id = await store.transaction((tx) => enqueueMail(tx, smtpMail('bounce@example.com'), true));
      const failing = { sendMail: async () => { throw new Error('550 mailbox unavailable'); } };
      expect(await deliverDueMails(store, failing, 'from@example.com')).toBe(0);
      const row = async () => (await store.query<{ status: string; attempts: number; last_error: string; due: boolean }>(
        'SELECT status, attempts, last_error, next_attempt_at <= now() AS due FROM outbox WHERE id = $1', [id])).rows[0]!;
      expect(await row()).toEqual({ status: 'pending', attempts: 1, last_error: '550 mailbox unavailable', due: false });
      const sent: string[] = [];
      expect(await deliverDueMails(store, { sendMail: async (m) => sent.push(m.to) }, 'from@example.com')).toBe(0);
      expect(sent).toEqual([]);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await store.query('UPDATE outbox SET next_attempt_at = now() WHERE id = $1', [id]);
        await deliverDueMails(store, failing, 'from@example.com');
      }
      expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    });

    it('never hands one mail to two deliverers at once', async () => {
      const ids = await store.transaction(async (tx) => {
        const out: number[] = [];
        for (let i = 0; i < 10; i += 1) out.push(await enqueueMail(tx, smtpMail(`many-${i}@example.com`), true));
        return out;
      });
      const sent: string[] = [];
      const slow = { sendMail: async (m: { to: string }) => { await new Promise((r) => setTimeout(r, 5)); sent.push(m.to); } };
      const [a, b] = await Promise.all([deliverDueMails(store, slow, 'f@example.com', 4), deliverDueMails(store, slow, 'f@example.com', 4)]);
      await deliverDueMails(store, slow, 'f@example.com', 10);
      expect(a + b).toBeLessThanOrEqual(8);
      expect(sent.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `many-${i}@example.com`).sort());
      const statuses = await store.query<{ status: string }>('SELECT DISTINCT status FROM outbox WHERE id = ANY($1::int[])', [ids]);
      expect(statuses.rows).toEqual([{ status: 'sent' }]);
    });
  });
}
