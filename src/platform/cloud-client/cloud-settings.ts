import { CloudClientError } from './cloud-errors';

/**
 * Page-level settings of the data endpoint (product.md section 7: "the host comes from a page-level
 * setting"), read from the configurator slot's data-* attributes and validated once, so a
 * misconfigured page fails with a clear message instead of a mysterious 401 later.
 */
export type AuthMode = 'apiKey' | 'iam';

export interface CloudSettingsInput {
  endpoint?: string;
  realtimeEndpoint?: string;
  authMode?: string;
  apiKey?: string;
  region?: string;
  identityPoolId?: string;
  identityEndpoint?: string;
  userPoolId?: string;
}

export interface CloudSettings {
  /** Absolute URL of the GraphQL data endpoint. */
  endpoint: string;
  /** ws(s) URL of the realtime endpoint, when the page has one. */
  realtimeEndpoint?: string;
  authMode: AuthMode;
  apiKey?: string;
  region: string;
  identityPoolId?: string;
  /** Absolute URL of the guest-credentials service (IAM mode). */
  identityEndpoint?: string;
  userPoolId?: string;
}

export const DEFAULT_REGION = 'us-east-1';
/** Where the local server issues guest credentials, relative to the data endpoint's origin. */
export const DEFAULT_IDENTITY_PATH = '/identity/guest-credentials';

function absolute(url: string, base: string | undefined, protocols: readonly string[], what: string): string {
  let parsed: URL;
  try {
    // Without a base (outside a page) only absolute URLs are valid.
    parsed = base ? new URL(url, base) : new URL(url);
  } catch {
    throw new CloudClientError('INVALID_SETTINGS', `${what} "${url}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new CloudClientError('INVALID_SETTINGS', `${what} must use ${protocols.join(' or ')}`);
  return parsed.href;
}

/**
 * Validates settings and picks the auth mode: the explicit `authMode`, else API key (the spec's
 * default, section 6). Throws CloudClientError: no endpoint; API-key mode without a key; IAM mode
 * without an identity pool; an identity pool id without a colon or a user pool id without an
 * underscore (the cloud's id formats). Relative URLs resolve against `baseUrl` (the page); without
 * one, the endpoint must be absolute.
 */
export function validateCloudSettings(input: CloudSettingsInput, baseUrl?: string): CloudSettings {
  const trimmed = (value?: string) => (value?.trim() ? value.trim() : undefined);
  const endpointInput = trimmed(input.endpoint);
  if (!endpointInput) throw new CloudClientError('NO_ENDPOINT');
  const endpoint = absolute(endpointInput, baseUrl, ['http:', 'https:'], 'endpoint');

  const mode = trimmed(input.authMode) ?? 'apiKey';
  if (mode !== 'apiKey' && mode !== 'iam') throw new CloudClientError('INVALID_SETTINGS', `unknown auth mode "${mode}" (expected apiKey or iam)`);

  const identityPoolId = trimmed(input.identityPoolId);
  if (identityPoolId !== undefined && !identityPoolId.includes(':')) {
    throw new CloudClientError('INVALID_SETTINGS', 'identity pool id must contain a colon (<region>:<id>)');
  }
  const userPoolId = trimmed(input.userPoolId);
  if (userPoolId !== undefined && !userPoolId.includes('_')) {
    throw new CloudClientError('INVALID_SETTINGS', 'user pool id must contain an underscore (<region>_<id>)');
  }
  const apiKey = trimmed(input.apiKey);
  if (mode === 'apiKey' && !apiKey) throw new CloudClientError('NO_API_KEY');
  if (mode === 'iam' && !identityPoolId) throw new CloudClientError('NO_CREDENTIALS');

  const realtimeInput = trimmed(input.realtimeEndpoint);
  return {
    endpoint,
    realtimeEndpoint: realtimeInput ? absolute(realtimeInput, endpoint.replace(/^http/, 'ws'), ['ws:', 'wss:'], 'realtime endpoint') : undefined,
    authMode: mode,
    apiKey: mode === 'apiKey' ? apiKey : undefined,
    region: trimmed(input.region) ?? identityPoolId?.split(':')[0] ?? DEFAULT_REGION,
    identityPoolId,
    identityEndpoint: mode === 'iam' ? absolute(trimmed(input.identityEndpoint) ?? DEFAULT_IDENTITY_PATH, endpoint, ['http:', 'https:'], 'identity endpoint') : undefined,
    userPoolId,
  };
}

/** Reads the settings from a slot's data-* attributes (`data-endpoint`, `data-auth-mode`, ...). */
export function cloudSettingsFromDataset(dataset: DOMStringMap): CloudSettingsInput {
  return {
    endpoint: dataset.endpoint,
    realtimeEndpoint: dataset.realtimeEndpoint,
    authMode: dataset.authMode,
    apiKey: dataset.apiKey,
    region: dataset.region,
    identityPoolId: dataset.identityPoolId,
    identityEndpoint: dataset.identityEndpoint,
    userPoolId: dataset.userPoolId,
  };
}
