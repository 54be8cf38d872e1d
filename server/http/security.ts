import type { FastifyInstance } from 'fastify';

/**
 * Strict Content-Security-Policy for every response: no inline scripts and no eval, so the
 * production bundle proves it can run on a locked-down CMS page. Images may be data: URLs
 * (the ZIP-modal illustrations) and blob: for generated renders.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
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
