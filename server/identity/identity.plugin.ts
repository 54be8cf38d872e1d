import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CredentialStore,
  DEFAULT_IDENTITY_POOL_ID,
  DEFAULT_IDENTITY_REGION,
  type CredentialStoreOptions,
  type IdentityPool,
} from './guest-credentials';
import { isSigV4Request, verifySignedRequest, type SignedRequestParts, type VerifyResult } from './sigv4-verifier';

/** Where browsers get guest credentials (the local stand-in for a cloud identity service). */
export const GUEST_CREDENTIALS_PATH = '/identity/guest-credentials';

export interface IdentityOptions extends CredentialStoreOptions {
  /** Signing region; default IDENTITY_REGION or us-east-1. */
  region?: string;
}

/** What the data endpoint and the realtime endpoint use to check a signed request. */
export interface IdentityService {
  readonly store: CredentialStore;
  readonly region: string;
  verify(request: SignedRequestParts): Promise<VerifyResult>;
  /** Marks a request whose headers verified: its body must still hash to the signed value. */
  expectPayloadHash(request: FastifyRequest, hash: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

/** Pools from env: IDENTITY_POOL_ID (guests allowed), else the development default. */
export function configuredPools(env: NodeJS.ProcessEnv = process.env): IdentityPool[] {
  const id = env.IDENTITY_POOL_ID?.trim();
  return [{ id: id && id.includes(':') ? id : DEFAULT_IDENTITY_POOL_ID, allowGuests: true }];
}

const UNAUTHORIZED = { data: null, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] };

/**
 * Registers the guest-credentials endpoint and the IAM verification service on the root instance
 * (not encapsulated), so the data endpoint registered after it can verify signatures. Call before
 * registerGraphql.
 */
export async function registerIdentity(app: FastifyInstance, options: IdentityOptions = {}): Promise<IdentityService> {
  const store = new CredentialStore({ ...options, pools: options.pools ?? configuredPools() });
  const region = options.region ?? (process.env.IDENTITY_REGION?.trim() || DEFAULT_IDENTITY_REGION);
  const pendingHashes = new WeakMap<FastifyRequest, string>();
  const service: IdentityService = {
    store,
    region,
    verify: (request) => verifySignedRequest(request, { store, region }),
    expectPayloadHash: (request, hash) => pendingHashes.set(request, hash),
  };
  app.decorate('identity', service);

  app.post(GUEST_CREDENTIALS_PATH, async (request, reply) => {
    const body = request.body as { identityPoolId?: unknown } | undefined;
    const result = store.issue(body?.identityPoolId);
    void reply.header('cache-control', 'no-store');
    if (!result.ok) return reply.code(result.status).send({ code: result.code, message: result.message });
    const { identityId, accessKeyId, secretAccessKey, sessionToken, expiresAt } = result.credentials;
    return { identityId, credentials: { accessKeyId, secretAccessKey, sessionToken, expiration: new Date(expiresAt).toISOString() } };
  });

  // The signature covers the body only through its hash header; here the body itself is checked
  // against it before anything parses it, so a tampered body never reaches a resolver.
  app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const expected = pendingHashes.get(request);
    if (expected === undefined) return payload;
    const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > limit) throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
      chunks.push(buffer);
    }
    const body = Buffer.concat(chunks);
    if (createHash('sha256').update(body).digest('hex') !== expected) {
      request.log.warn({ url: request.url }, 'signed request body does not match its signed hash');
      await reply.code(401).send(UNAUTHORIZED);
      return Readable.from([]);
    }
    const replay = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    replay.receivedEncodedLength = body.length;
    return replay;
  });
  return service;
}

/** True when the request carries a valid SigV4 signature from guest credentials issued here. */
export async function iamAuthorizes(request: FastifyRequest): Promise<boolean> {
  if (!isSigV4Request(request.headers) || !request.server.hasDecorator('identity')) return false;
  const identity = request.server.identity;
  const result = await identity.verify({ method: request.method, url: request.url, headers: request.headers });
  if (!result.ok) {
    request.log.warn({ url: request.url, reason: result.reason }, 'signed request refused');
    return false;
  }
  identity.expectPayloadHash(request, result.payloadHash);
  return true;
}
