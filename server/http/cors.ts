import type { FastifyCorsOptions } from '@fastify/cors';

/**
 * Origins allowed to call the data endpoint and the rules service from a browser, from env
 * CORS_ORIGINS (comma-separated, e.g. "https://www.example.com,https://cms.example.com").
 * Default: none, i.e. same-origin only (the demo pages are served by this server).
 */
export function corsOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
}

export function corsOptions(origins: readonly string[]): FastifyCorsOptions {
  return {
    // false sends no CORS headers at all, so browsers allow only same-origin calls.
    origin: origins.length > 0 ? [...origins] : false,
    methods: ['GET', 'POST', 'OPTIONS'],
    // IAM mode signs with SigV4 headers; quotes carry an Idempotency-Key.
    allowedHeaders: ['content-type', 'x-api-key', 'authorization', 'x-amz-date', 'x-amz-security-token', 'x-amz-content-sha256', 'idempotency-key'],
    maxAge: 600,
  };
}
