import { timingSafeEqual } from 'node:crypto';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { CredentialStore } from './guest-credentials';

/**
 * Verifies AWS Signature Version 4 on requests signed with guest credentials. The signature is
 * recomputed with the same library the client signs with (@smithy/signature-v4) over exactly the
 * headers the client listed as signed, so the two sides cannot drift apart. The payload enters
 * the signature through the signed `x-amz-content-sha256` header; the caller checks that the body
 * really hashes to it (see identity.plugin.ts) because the body is not read yet when this runs.
 */

/** The data endpoint's signing service name, as for a cloud GraphQL API. */
export const SIGNING_SERVICE = 'appsync';
/** A signed request older (or newer) than this is refused: a captured request cannot be replayed later. */
export const MAX_REQUEST_AGE_MS = 5 * 60 * 1000;

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]{16,128})\/(\d{8})\/([a-z0-9-]{1,32})\/([a-z0-9-]{1,32})\/aws4_request, ?SignedHeaders=([a-z0-9-;]{1,1024}), ?Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

export interface SignedRequestParts {
  method: string;
  /** Path and query exactly as received, e.g. `/graphql`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export type VerifyResult =
  | { ok: true; identityId: string; payloadHash: string }
  | { ok: false; reason: string };

export interface VerifierOptions {
  store: CredentialStore;
  region: string;
  service?: string;
  now?: () => number;
}

/** True when the request claims SigV4 (whether or not the claim holds). */
export function isSigV4Request(headers: SignedRequestParts['headers']): boolean {
  const auth = headers.authorization;
  return typeof auth === 'string' && auth.startsWith('AWS4-HMAC-SHA256 ');
}

function header(headers: SignedRequestParts['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function parseAmzDate(value: string): number | undefined {
  const m = AMZ_DATE.exec(value);
  if (!m) return undefined;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return Number.isNaN(time) ? undefined : time;
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Checks a signed request: known unexpired credentials, matching token, fresh date, scope and signature. */
export async function verifySignedRequest(request: SignedRequestParts, options: VerifierOptions): Promise<VerifyResult> {
  const now = (options.now ?? options.store.now)();
  const service = options.service ?? SIGNING_SERVICE;
  const auth = AUTHORIZATION.exec(header(request.headers, 'authorization') ?? '');
  if (!auth) return { ok: false, reason: 'malformed Authorization header' };
  const [, accessKeyId, scopeDate, region, scopeService, signedHeaderList, signature] = auth as unknown as string[];
  if (region !== options.region || scopeService !== service) return { ok: false, reason: 'wrong credential scope' };

  const amzDate = header(request.headers, 'x-amz-date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  if (signedAt === undefined || amzDate.slice(0, 8) !== scopeDate) return { ok: false, reason: 'bad x-amz-date' };
  if (Math.abs(now - signedAt) > MAX_REQUEST_AGE_MS) return { ok: false, reason: 'signature expired' };

  const token = header(request.headers, 'x-amz-security-token') ?? '';
  if (!token) return { ok: false, reason: 'missing security token' };
  const found = options.store.lookup(accessKeyId!, token);
  if (found.status !== 'valid') return { ok: false, reason: found.status === 'expired' ? 'credentials expired' : 'unknown credentials' };
  const { credentials } = found;

  const signed = signedHeaderList!.split(';');
  for (const name of ['host', 'x-amz-date', 'x-amz-security-token', 'x-amz-content-sha256']) {
    if (!signed.includes(name)) return { ok: false, reason: `${name} is not signed` };
  }
  const payloadHash = header(request.headers, 'x-amz-content-sha256') ?? '';
  if (!SHA256_HEX.test(payloadHash)) return { ok: false, reason: 'bad x-amz-content-sha256' };

  const headers: Record<string, string> = {};
  for (const name of signed) {
    const value = header(request.headers, name);
    if (value === undefined) return { ok: false, reason: `signed header ${name} is missing` };
    headers[name] = value;
  }
  const url = new URL(request.url, 'http://placeholder.invalid');
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const signer = new SignatureV4({
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, sessionToken: credentials.sessionToken },
    region: options.region,
    service,
    sha256: Hash.bind(null, 'sha256'),
  });
  const expected = await signer.sign(
    { method: request.method.toUpperCase(), protocol: 'http:', hostname: headers.host ?? '', path: url.pathname, query, headers },
    { signingDate: new Date(signedAt), signableHeaders: new Set(signed) },
  );
  const expectedSignature = /Signature=([0-9a-f]{64})$/.exec(String(expected.headers.authorization))?.[1] ?? '';
  if (!sameHex(expectedSignature, signature!)) return { ok: false, reason: 'signature does not match' };
  return { ok: true, identityId: credentials.identityId, payloadHash };
}
