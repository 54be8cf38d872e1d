import { CloudClientError, toCloudClientError } from './cloud-errors';
import { API_KEY_HEADER } from './api-key-header';
import type { CloudSettings } from './cloud-settings';
import type { GuestCredentialProvider } from './guest-credentials';
import { operationTypeOf } from './operation-type';
import { withRetry, type BackoffOptions } from './retry';
import type { RequestSigner } from './sigv4-signer';

/**
 * The data endpoint's client side: auth by the page's mode (x-api-key, or SigV4 with guest
 * credentials), retry of idempotent queries, and the spec's messages. `fetch` plugs into urql's
 * `fetch` option; `request` is for callers without urql. The signer is imported on first use, so
 * API-key pages never download it.
 */

/** Path the realtime connection is signed for (the server checks the same). */
export const REALTIME_SIGNED_PATH = '/graphql/connect';

export interface CloudClientOptions extends BackoffOptions {
  fetch?: typeof fetch;
  /** Attempts per query in all (default RETRY_ATTEMPTS, 3); 1 turns retries off. */
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Hears each retry and background credential failures (logging). */
  onRetry?: (retry: number, delayMs: number) => void;
  onCredentialsError?: (error: CloudClientError) => void;
  now?: () => number;
}

export interface CloudClient {
  readonly settings: CloudSettings;
  /** A fetch with auth and retries, for urql's `fetch` option. */
  fetch: typeof fetch;
  /** Runs a query or mutation and returns `data`; throws CloudClientError. */
  request<T>(document: string, variables?: Record<string, unknown>, operationName?: string): Promise<T>;
  /** The graphql-ws connection_init payload for the realtime endpoint: the auth headers. */
  realtimeConnectionParams(): Promise<{ headers: Record<string, string> }>;
  /** The server refused our auth: in IAM mode, fetch new guest credentials next time. */
  invalidateCredentials(): void;
  dispose(): void;
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function operationOfRequest(url: URL, body: string | undefined): { query?: string; operationName?: string } {
  if (body) {
    try {
      const parsed = JSON.parse(body) as { query?: unknown; operationName?: unknown };
      return {
        query: typeof parsed.query === 'string' ? parsed.query : undefined,
        operationName: typeof parsed.operationName === 'string' ? parsed.operationName : undefined,
      };
    } catch {
      return {};
    }
  }
  return { query: url.searchParams.get('query') ?? undefined, operationName: url.searchParams.get('operationName') ?? undefined };
}

/** Creates the client for validated settings (see validateCloudSettings). */
export function createCloudClient(settings: CloudSettings, options: CloudClientOptions = {}): CloudClient {
  const baseFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let credentials: GuestCredentialProvider | undefined;
  let signer: Promise<RequestSigner> | undefined;

  function getSigner(): Promise<RequestSigner> {
    const { identityEndpoint, identityPoolId } = settings;
    if (!identityEndpoint || !identityPoolId) return Promise.reject(new CloudClientError('NO_CREDENTIALS'));
    // One lazy chunk holds everything IAM needs (signer, SHA-256, credential provider).
    signer ??= Promise.all([
      import(/* webpackChunkName: "cloud-sigv4" */ './sigv4-signer'),
      import(/* webpackChunkName: "cloud-sigv4" */ './guest-credentials'),
    ]).then(([sigv4, guest]) => {
      const provider = guest.createGuestCredentialProvider({ identityEndpoint, identityPoolId, fetch: baseFetch, now: options.now, onRefreshError: options.onCredentialsError });
      credentials = provider;
      return sigv4.createRequestSigner(settings.region, () => provider.getCredentials());
    });
    signer.catch(() => {
      signer = undefined; // a failed chunk load may succeed next time
    });
    return signer;
  }

  async function authorize(url: string, method: string, headers: Record<string, string>, body: string): Promise<Record<string, string>> {
    if (settings.authMode === 'apiKey') {
      if (!settings.apiKey) throw new CloudClientError('NO_API_KEY');
      return { ...headers, [API_KEY_HEADER]: settings.apiKey };
    }
    const sign = await getSigner();
    return sign({ url, method, headers, body });
  }

  const cloudFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new CloudClientError('UNKNOWN', 'only string request bodies can be signed');
    }
    const body = (init.body as string | undefined) ?? '';
    const { query, operationName } = operationOfRequest(url, body);
    const type = query ? operationTypeOf(query, operationName) : undefined;
    if (type === 'subscription') throw new CloudClientError('SUBSCRIBE_REALTIME_ONLY');
    const headers = headerRecord(init.headers);
    const attempt = async () =>
      // Signed per attempt: a retry minutes later needs a fresh date and maybe fresh credentials.
      baseFetch(url.href, { ...init, method, headers: await authorize(url.href, method, headers, body), body: method === 'GET' ? undefined : body });
    // A 401 in IAM mode usually means the server no longer knows our guest credentials (it
    // restarted, or they were revoked): once, fetch new ones and send again. Nothing ran on the
    // server, so this is safe for mutations too.
    const authorizedAttempt = async () => {
      const response = await attempt();
      if (response.status !== 401 || settings.authMode !== 'iam' || !credentials) return response;
      credentials.invalidate();
      return attempt();
    };
    if (type !== 'query') return authorizedAttempt();
    return withRetry(authorizedAttempt, {
      ...options,
      isRetryable: (outcome) =>
        'value' in outcome ? isRetryableStatus(outcome.value.status) : !(outcome.error instanceof CloudClientError) || outcome.error.code === 'AUTH_SESSION_NOT_FOUND',
    });
  };

  return {
    settings,
    fetch: cloudFetch as typeof fetch,
    async request<T>(document: string, variables: Record<string, unknown> = {}, operationName?: string): Promise<T> {
      const type = operationTypeOf(document, operationName);
      if (type === 'subscription') throw new CloudClientError('SUBSCRIBE_REALTIME_ONLY');
      if (type === undefined) throw new CloudClientError('INVALID_OPERATION', operationName ? `no operation named ${operationName}` : 'expected one query or mutation');
      let response: Response;
      try {
        response = await cloudFetch(settings.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: document, variables, ...(operationName ? { operationName } : {}) }),
        });
      } catch (error) {
        throw toCloudClientError(error);
      }
      if (response.status === 401 || response.status === 403) throw new CloudClientError('UNAUTHORIZED');
      let body: { data?: T | null; errors?: Array<{ message?: string }> };
      try {
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new CloudClientError('UNKNOWN', `response status ${response.status} without a JSON body`, { cause: error });
      }
      if (body.errors?.length || body.data == null) {
        throw new CloudClientError('UNKNOWN', body.errors?.map((e) => e.message).join('; ') || `response status ${response.status}`);
      }
      return body.data;
    },
    async realtimeConnectionParams() {
      const url = new URL(REALTIME_SIGNED_PATH, settings.endpoint).href;
      const base = { accept: 'application/json, text/javascript', 'content-type': 'application/json; charset=UTF-8' };
      const headers = await authorize(url, 'POST', base, '{}');
      return { headers: settings.authMode === 'iam' ? { ...headers, host: new URL(url).host } : headers };
    },
    invalidateCredentials() {
      credentials?.invalidate();
    },
    dispose() {
      credentials?.dispose();
    },
  };
}
