import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/sql-store';
import { bucketOf, hit, purgeOldWindows, purgeThrottle, type RateLimit } from '../http/rate-limit';
import { NextStepsError } from './next-steps-error';

/** The forms a limit applies to: shares, and leads (build quotes and model-interest leads alike). */
export type LimitedForm = 'share' | 'lead';

/** Per form: how often one client (address) and one recipient (e-mail) may send it. */
export type RateLimitPolicy = Record<LimitedForm, { perClient: RateLimit; perRecipient: RateLimit }>;

/**
 * Defaults (ADR 0141): a shopper shares a build with a few people and asks a dealer or two for a
 * quote; these leave room for that and for a family behind one address, and stop a script (the
 * probe sent 300 shares to one address in 1.9 s) after a handful.
 */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  share: { perClient: { max: 10, windowSeconds: 600 }, perRecipient: { max: 5, windowSeconds: 3600 } },
  lead: { perClient: { max: 10, windowSeconds: 600 }, perRecipient: { max: 5, windowSeconds: 3600 } },
};

/** The recipient field of each form's body: a share's recipient, a lead's own e-mail. */
const RECIPIENT_FIELD: Record<LimitedForm, string> = { share: 'recipient', lead: 'email' };

function minutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Checks the request's client and recipient against `policy` in the database (every process on
 * the same PostgreSQL shares the counts) and throws a 429 NextStepsError with the wait when over.
 * The client is `request.ip` (set TRUST_PROXY behind a load balancer so it is the shopper's address).
 */
export function createFormLimiter(policy: RateLimitPolicy) {
  let purgeDb: Queryable | undefined;
  const purge = purgeThrottle(() => (purgeDb ? purgeOldWindows(purgeDb) : Promise.resolve()));
  return async function limit(db: Queryable, form: LimitedForm, request: FastifyRequest): Promise<void> {
    purgeDb = db;
    purge();
    const rules = policy[form];
    const checks: Array<[string, RateLimit]> = [[bucketOf(`${form}:client`, request.ip), rules.perClient]];
    const body = request.body as Record<string, unknown> | null | undefined;
    const recipient = body && typeof body === 'object' ? body[RECIPIENT_FIELD[form]] : undefined;
    // Only a plausible address is a bucket; anything else is refused by the form's own checks.
    if (typeof recipient === 'string' && recipient.length <= 254 && recipient.includes('@')) checks.push([bucketOf(`${form}:recipient`, recipient), rules.perRecipient]);
    let wait = 0;
    for (const [bucket, rule] of checks) {
      const decision = await hit(db, bucket, rule);
      if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
    }
    if (wait > 0) {
      throw new NextStepsError(429, 'rate-limited', `Too many requests. Please try again in ${minutes(wait)} minute(s).`, undefined, wait);
    }
  };
}
