import { CloudClientError } from './cloud-errors';

/**
 * Temporary guest credentials for IAM mode, fetched from the identity service and refreshed on a
 * timer (product.md section 9: refresh after 3,000,000 ms; a token within 5 s of expiry counts as
 * expired). Concurrent callers share one in-flight fetch.
 */
export const CREDENTIALS_REFRESH_MS = 3_000_000;
export const TOKEN_EXPIRY_TOLERANCE_MS = 5000;

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** When they stop working. */
  expiration: Date;
  identityId: string;
}

export interface GuestCredentialOptions {
  identityEndpoint: string;
  identityPoolId: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Hears a failed background refresh (the current credentials stay in use until they expire). */
  onRefreshError?: (error: CloudClientError) => void;
}

export interface GuestCredentialProvider {
  /** Current credentials, fetching new ones when there are none or they are (nearly) expired. */
  getCredentials(): Promise<AwsCredentials>;
  /** Forgets the current credentials (the server refused them, e.g. after it restarted). */
  invalidate(): void;
  /** Stops the refresh timer. */
  dispose(): void;
}

/** True when `credentials` expire within the tolerance (or already have). */
export function isExpired(credentials: Pick<AwsCredentials, 'expiration'>, now: number): boolean {
  return credentials.expiration.getTime() - TOKEN_EXPIRY_TOLERANCE_MS <= now;
}

function parseCredentials(body: unknown): AwsCredentials {
  const root = (body ?? {}) as { identityId?: unknown; credentials?: Record<string, unknown> };
  const c = root.credentials ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
  const accessKeyId = text(c.accessKeyId);
  const secretAccessKey = text(c.secretAccessKey);
  const expiration = new Date(typeof c.expiration === 'string' || typeof c.expiration === 'number' ? c.expiration : NaN);
  if (!accessKeyId || !secretAccessKey || Number.isNaN(expiration.getTime())) throw new CloudClientError('INVALID_TOKENS');
  const sessionToken = text(c.sessionToken);
  if (!sessionToken) throw new CloudClientError('MISSING_AUTH_TOKEN');
  return { accessKeyId, secretAccessKey, sessionToken, expiration, identityId: text(root.identityId) ?? '' };
}

/** A provider of guest credentials for one identity pool. */
export function createGuestCredentialProvider(options: GuestCredentialOptions): GuestCredentialProvider {
  const now = options.now ?? Date.now;
  let current: AwsCredentials | undefined;
  let inFlight: Promise<AwsCredentials> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  async function request(): Promise<AwsCredentials> {
    const fetchImpl = options.fetch ?? fetch;
    let response: Response;
    try {
      response = await fetchImpl(options.identityEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identityPoolId: options.identityPoolId }),
      });
    } catch (error) {
      throw new CloudClientError('AUTH_SESSION_NOT_FOUND', 'identity service unreachable', { cause: error });
    }
    if (response.status === 401 || response.status === 403) throw new CloudClientError('USER_NOT_AUTHENTICATED');
    if (!response.ok) throw new CloudClientError('AUTH_SESSION_NOT_FOUND', `identity service answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new CloudClientError('INVALID_TOKENS', 'identity service answer is not JSON', { cause: error });
    }
    return parseCredentials(body);
  }

  function refresh(): Promise<AwsCredentials> {
    inFlight ??= request()
      .then((credentials) => {
        current = credentials;
        schedule();
        return credentials;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  function schedule(): void {
    clearTimeout(timer);
    if (disposed) return;
    // Refresh well before the (typically one-hour) expiry, so a request never waits for it.
    timer = setTimeout(() => {
      refresh().catch((error: CloudClientError) => options.onRefreshError?.(error));
    }, CREDENTIALS_REFRESH_MS);
  }

  return {
    getCredentials() {
      if (disposed) return Promise.reject(new CloudClientError('AUTH_SESSION_NOT_FOUND', 'the credential provider was disposed'));
      if (current && !isExpired(current, now())) return Promise.resolve(current);
      return refresh();
    },
    invalidate() {
      current = undefined;
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
