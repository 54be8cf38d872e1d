import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The identity side of IAM mode (spec section 7: "fetches guest credentials from an identity
 * service"). Anonymous shoppers get short-lived credentials, like a cloud identity pool's
 * unauthenticated role: an access key id, a secret and a session token that expire together.
 * The server keeps every unexpired set in memory so it can verify the signatures made with them.
 */

/** Identity pool ids look like `<region>:<uuid>`: the client rejects one without a colon. */
export const DEFAULT_IDENTITY_POOL_ID = 'us-east-1:00000000-0000-4000-8000-00000000c0de';
export const DEFAULT_IDENTITY_REGION = 'us-east-1';
/** Cloud identity pools hand out one-hour credentials; the client refreshes after 50 minutes. */
export const DEFAULT_CREDENTIAL_LIFETIME_MS = 60 * 60 * 1000;
/** Bounds memory if a client hammers the endpoint: the oldest sets go first. */
export const MAX_LIVE_CREDENTIALS = 20_000;

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
  maxLive?: number;
}

/** Issues guest credentials for known pools and looks them up by access key id until they expire. */
export class CredentialStore {
  private readonly pools: Map<string, IdentityPool>;
  private readonly live = new Map<string, GuestCredentials>();
  readonly lifetimeMs: number;
  readonly now: () => number;
  private readonly maxLive: number;

  constructor(options: CredentialStoreOptions = {}) {
    const pools = options.pools ?? [{ id: DEFAULT_IDENTITY_POOL_ID, allowGuests: true }];
    this.pools = new Map(pools.map((pool) => [pool.id, pool]));
    this.lifetimeMs = options.lifetimeMs ?? DEFAULT_CREDENTIAL_LIFETIME_MS;
    this.now = options.now ?? Date.now;
    this.maxLive = options.maxLive ?? MAX_LIVE_CREDENTIALS;
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
    this.prune();
    const credentials: GuestCredentials = {
      identityId: `${identityPoolId.split(':')[0]}:${randomUUID()}`,
      // Temporary keys start with ASIA in the cloud; keeping the shape makes logs familiar.
      accessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
      secretAccessKey: randomBytes(30).toString('base64'),
      sessionToken: randomBytes(48).toString('base64'),
      expiresAt: this.now() + this.lifetimeMs,
    };
    this.live.set(credentials.accessKeyId, credentials);
    return { ok: true, credentials };
  }

  /** The credentials of `accessKeyId`, or whether they expired or were never issued here. */
  lookup(accessKeyId: string): { status: 'valid'; credentials: GuestCredentials } | { status: 'expired' | 'unknown' } {
    const found = this.live.get(accessKeyId);
    if (!found) return { status: 'unknown' };
    if (found.expiresAt <= this.now()) return { status: 'expired' };
    return { status: 'valid', credentials: found };
  }

  private prune(): void {
    const now = this.now();
    for (const [key, value] of this.live) if (value.expiresAt <= now) this.live.delete(key);
    // Map iteration is insertion order, so the first keys are the oldest.
    for (const key of this.live.keys()) {
      if (this.live.size < this.maxLive) break;
      this.live.delete(key);
    }
  }
}
