import type { FastifyInstance } from 'fastify';

const CONNECT_SOURCE = /^(?:https?|wss?):\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * Further endpoints the pages may connect to (fetch, WebSocket), from CSP_CONNECT_SRC: origins
 * such as `https://api.example.com wss://live.example.com`, separated by spaces or commas.
 * Anything that is not a plain origin is ignored (a wildcard or a bare scheme would reopen the
 * policy to every host).
 */
export function connectSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter((entry) => CONNECT_SOURCE.test(entry));
}

/**
 * Strict Content-Security-Policy for every response: no inline scripts and no eval, so the
 * production bundle proves it can run on a locked-down CMS page. Images may be data: URLs
 * (the ZIP-modal illustrations) and blob: for generated renders. Connections go to this origin
 * only ('self' covers its ws:/wss: too, CSP Level 3) plus configured endpoints; `ws: wss:` would
 * allow WebSockets to any host (issue 18, point 9).
 */
export function contentSecurityPolicy(connectSources: readonly string[] = [], nonce?: string): string {
  return [
    "default-src 'self'",
    // A nonce-based page (ADR 0210): only scripts carrying the nonce, and what they load ('strict-dynamic').
    nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const policy = contentSecurityPolicy(connectSourcesFromEnv());
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route that wrote its own policy (the nonce demo page) keeps it.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return payload;
  });
  // Errors reach clients as a short message; the stack stays in the server log.
  app.setErrorHandler((error: { statusCode?: number; message?: string; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.warn({ err: error }, 'request rejected');
    const message = status >= 500 ? 'Internal Server Error' : (error.message ?? 'Bad Request');
    void reply.status(status).send({ error: message, statusCode: status });
  });
}
