import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './mail-render';
import { getMail, listMails } from './outbox';
import type { StoreProvider } from './store-provider';

// The mail body uses inline styles (mail clients ignore style sheets), which the site-wide CSP
// forbids; its own frame gets a policy that allows them and nothing else.
const MAIL_FRAME_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n${body}\n</body></html>`;
}

/**
 * The local mail page (not in production): GET /dev/mail lists the outbox, /dev/mail/:id shows
 * one mail (headers, HTML in a frame, plain text), /dev/mail/:id/html is the mail's HTML alone.
 * This is where shares and confirmations go when no SMTP_URL is set.
 */
export async function registerDevMailRoutes(app: FastifyInstance, stores: StoreProvider): Promise<void> {
  app.get('/dev/mail', async (_request, reply) => {
    const mails = await listMails(await stores.get());
    const rows = mails.map(
      (m) => `<tr><td><a href="/dev/mail/${m.id}">${m.id}</a></td><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td><td>${m.kind}</td><td>${m.status}</td></tr>`,
    );
    const table = mails.length
      ? `<table><thead><tr><th>#</th><th>Written</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`
      : '<p>No mail yet.</p>';
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page('Outbox', `<h1>Outbox</h1>\n${table}`));
  });

  const idOf = (raw: string): number | undefined => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

  app.get('/dev/mail/:id', async (request, reply) => {
    const id = idOf((request.params as { id: string }).id);
    const mail = id === undefined ? undefined : await getMail(await stores.get(), id);
    if (!mail) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such mail</h1><p><a href="/dev/mail">Outbox</a></p>'));
    const body = [
      '<p><a href="/dev/mail">Outbox</a></p>',
      `<h1>${escapeHtml(mail.subject)}</h1>`,
      `<dl><dt>To</dt><dd>${escapeHtml(mail.recipient)}</dd><dt>Written</dt><dd>${escapeHtml(mail.createdAt)}</dd><dt>Language</dt><dd>${mail.lang}</dd><dt>Status</dt><dd>${mail.status}</dd></dl>`,
      `<iframe title="Mail ${mail.id}" src="/dev/mail/${mail.id}/html" width="800" height="700" sandbox></iframe>`,
      `<h2>Plain text</h2>\n<pre>${escapeHtml(mail.text)}</pre>`,
    ].join('\n');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page(mail.subject, body));
  });

  await app.register(async (frame) => {
    // Runs after the site-wide onSend hook (child hooks run last), so this policy wins here only.
    frame.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', MAIL_FRAME_CSP);
      return payload;
    });
    frame.get('/dev/mail/:id/html', async (request, reply) => {
      const id = idOf((request.params as { id: string }).id);
      const mail = id === undefined ? undefined : await getMail(await stores.get(), id);
      if (!mail) return reply.code(404).type('text/plain').send('No such mail');
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(mail.html);
    });
  });
}
