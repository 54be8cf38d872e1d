import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The identity side of IAM mode (product.md section 7: "fetches guest credentials from an identity
 * service"). Anonymous shoppers get short-lived credentials, like a cloud identity pool's
 * unauthenticated role: an access key id, a secret and a session token that expire together.
 * Credentials are self-contained: the session token carries the key id, identity and expiry under
 * an HMAC of a server secret, and the secret key is derived from the token. So the server keeps no
 * per-guest state, and a restart (or a second instance) with the same IDENTITY_SECRET still
 * verifies credentials it issued earlier.
 */

/** Identity pool ids look like `<region>:<uuid>`: the client rejects one without a colon. */
export const DEFAULT_IDENTITY_POOL_ID = 'us-east-1:00000000-0000-4000-8000-00000000c0de';
export const DEFAULT_IDENTITY_REGION = 'us-east-1';
/** Cloud identity pools hand out one-hour credentials; the client refreshes after 50 minutes. */
export const DEFAULT_CREDENTIAL_LIFETIME_MS = 60 * 60 * 1000;

export interface IdentityPool {
  id: string;
  /** false models a pool whose unauthenticated (guest) role is disabled. */
  allowGuests: boolean;
}

export interface GuestCredentials {
  identityId: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type IssueResult =
  | { ok: true; credentials: GuestCredentials }
  | { ok: false; status: 400 | 403; code: 'ResourceNotFoundException' | 'NotAuthorizedException'; message: string };

export interface CredentialStoreOptions {
  pools?: IdentityPool[];
  lifetimeMs?: number;
  now?: () => number;
  /** Key for tokens and derived secrets; default env IDENTITY_SECRET, else random per process. */
  secret?: string;
}

/** Issues guest credentials for known pools and resolves them again from their session token. */
export class CredentialStore {
  private readonly pools: Map<string, IdentityPool>;
  readonly lifetimeMs: number;
  readonly now: () => number;
  private readonly secret: Buffer;

  constructor(options: CredentialStoreOptions = {}) {
    const pools = options.pools ?? [{ id: DEFAULT_IDENTITY_POOL_ID, allowGuests: true }];
    this.pools = new Map(pools.map((pool) => [pool.id, pool]));
    this.lifetimeMs = options.lifetimeMs ?? DEFAULT_CREDENTIAL_LIFETIME_MS;
    this.now = options.now ?? Date.now;
    const configured = options.secret ?? process.env.IDENTITY_SECRET?.trim();
    this.secret = configured ? Buffer.from(configured) : randomBytes(32);
  }

  /** New credentials for a guest of `identityPoolId`, or why there are none. */
  issue(identityPoolId: unknown): IssueResult {
    if (typeof identityPoolId !== 'string' || !identityPoolId.includes(':') || identityPoolId.length > 128) {
      return { ok: false, status: 400, code: 'ResourceNotFoundException', message: 'identityPoolId must be a string like <region>:<id>' };
    }
    const pool = this.pools.get(identityPoolId);
    if (!pool) return { ok: false, status: 400, code: 'ResourceNotFoundException', message: `Identity pool ${identityPoolId} not found` };
    if (!pool.allowGuests) {
      return { ok: false, status: 403, code: 'NotAuthorizedException', message: 'Unauthenticated access is not supported for this identity pool' };
    }
    const identityId = `${identityPoolId.split(':')[0]}:${randomUUID()}`;
    // Temporary keys start with ASIA in the cloud; keeping the shape makes logs familiar.
    const accessKeyId = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
    const expiresAt = this.now() + this.lifetimeMs;
    const payload = Buffer.from(JSON.stringify({ k: accessKeyId, i: identityId, e: expiresAt })).toString('base64url');
    const sessionToken = `${payload}.${this.mac(`token|${payload}`)}`;
    return { ok: true, credentials: { identityId, accessKeyId, secretAccessKey: this.mac(`secret|${sessionToken}`), sessionToken, expiresAt } };
  }

  /** The credentials behind `accessKeyId` and `sessionToken` if this server issued them and they have not expired. */
  lookup(accessKeyId: string, sessionToken: string): { status: 'valid'; credentials: GuestCredentials } | { status: 'expired' | 'unknown' } {
    const [payload, mac, extra] = sessionToken.split('.');
    if (!payload || !mac || extra !== undefined || !same(mac, this.mac(`token|${payload}`))) return { status: 'unknown' };
    let claims: { k?: unknown; i?: unknown; e?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return { status: 'unknown' };
    }
    if (claims.k !== accessKeyId || typeof claims.i !== 'string' || typeof claims.e !== 'number') return { status: 'unknown' };
    if (claims.e <= this.now()) return { status: 'expired' };
    return {
      status: 'valid',
      credentials: { identityId: claims.i, accessKeyId, secretAccessKey: this.mac(`secret|${sessionToken}`), sessionToken, expiresAt: claims.e },
    };
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
