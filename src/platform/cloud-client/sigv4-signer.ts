import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentials } from './guest-credentials';

/**
 * AWS Signature Version 4 for requests to the data and realtime endpoints, with the maintained
 * @smithy/signature-v4 signer and a pure-JS SHA-256 (no Node polyfills in the browser bundle).
 * This module is loaded on demand, only on pages in IAM mode.
 */
export const SIGNING_SERVICE = 'appsync';

export interface SignInput {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export type RequestSigner = (input: SignInput) => Promise<Record<string, string>>;

/**
 * A signer with credentials from `credentials` (called per request, so refreshed credentials are
 * used as soon as they exist). Returns the headers to send: the input headers plus authorization,
 * x-amz-date, x-amz-security-token and x-amz-content-sha256. `host` is signed but not returned,
 * since browsers set it themselves.
 */
export function createRequestSigner(region: string, credentials: () => Promise<AwsCredentials>): RequestSigner {
  const signer = new SignatureV4({
    credentials: async () => {
      const { accessKeyId, secretAccessKey, sessionToken, expiration } = await credentials();
      return { accessKeyId, secretAccessKey, sessionToken, expiration };
    },
    region,
    service: SIGNING_SERVICE,
    sha256: Sha256,
    // Puts the body hash in a signed header, so the server can check the body against it.
    applyChecksum: true,
  });
  return async ({ url, method, headers, body }) => {
    const target = new URL(url);
    const query: Record<string, string> = {};
    target.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    const lowered: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) lowered[name.toLowerCase()] = value;
    const signed = await signer.sign({
      method: method.toUpperCase(),
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port ? Number(target.port) : undefined,
      path: target.pathname,
      query,
      headers: { ...lowered, host: target.host },
      body,
    });
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(signed.headers)) if (name !== 'host') out[name] = String(value);
    return out;
  };
}
