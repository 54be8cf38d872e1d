/** @jest-environment node */
import { CloudClientError } from './cloud-errors';
import { createGuestCredentialProvider, CREDENTIALS_REFRESH_MS, isExpired, TOKEN_EXPIRY_TOLERANCE_MS } from './guest-credentials';

const ENDPOINT = 'http://127.0.0.1:1/identity/guest-credentials';
const POOL = 'us-east-1:pool';

function answer(n: number, expiresInMs = 3_600_000) {
  return {
    identityId: `us-east-1:id-${n}`,
    credentials: { accessKeyId: `ASIA${n}`, secretAccessKey: `secret-${n}`, sessionToken: `token-${n}`, expiration: new Date(Date.now() + expiresInMs).toISOString() },
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function errorOf(promise: Promise<unknown>): Promise<CloudClientError> {
  try {
    await promise;
  } catch (error) {
    return error as CloudClientError;
  }
  throw new Error('expected a rejection');
}

describe('guest credential provider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches once for concurrent callers and refreshes on its own after 3,000,000 ms', async () => {
    let n = 0;
    const fetchMock = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(JSON.parse(String(init?.body))).toEqual({ identityPoolId: POOL });
      return json(answer(++n));
    });
    const provider = createGuestCredentialProvider({ identityEndpoint: ENDPOINT, identityPoolId: POOL, fetch: fetchMock as typeof fetch });
    const [a, b] = await Promise.all([provider.getCredentials(), provider.getCredentials()]);
    expect(a.accessKeyId).toBe('ASIA1');
    expect(b).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(CREDENTIALS_REFRESH_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await provider.getCredentials()).accessKeyId).toBe('ASIA2');
    await jest.advanceTimersByTimeAsync(CREDENTIALS_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    provider.dispose();
    await jest.advanceTimersByTimeAsync(CREDENTIALS_REFRESH_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('treats credentials within 5 s of expiry as expired and fetches new ones', async () => {
    expect(TOKEN_EXPIRY_TOLERANCE_MS).toBe(5000);
    let n = 0;
    const fetchMock = jest.fn(async () => json(answer(++n, 20_000)));
    const provider = createGuestCredentialProvider({ identityEndpoint: ENDPOINT, identityPoolId: POOL, fetch: fetchMock as typeof fetch });
    await provider.getCredentials();
    await jest.advanceTimersByTimeAsync(14_999);
    expect((await provider.getCredentials()).accessKeyId).toBe('ASIA1');
    await jest.advanceTimersByTimeAsync(1);
    expect(isExpired({ expiration: new Date(Date.now() + 5000) }, Date.now())).toBe(true);
    expect((await provider.getCredentials()).accessKeyId).toBe('ASIA2');
    provider.dispose();
  });

  it('keeps the current credentials when a background refresh fails, and reports it', async () => {
    let calls = 0;
    const fetchMock = jest.fn(async () => (++calls === 1 ? json(answer(1)) : json({ message: 'down' }, 503)));
    const onRefreshError = jest.fn();
    const provider = createGuestCredentialProvider({ identityEndpoint: ENDPOINT, identityPoolId: POOL, fetch: fetchMock as typeof fetch, onRefreshError });
    await provider.getCredentials();
    await jest.advanceTimersByTimeAsync(CREDENTIALS_REFRESH_MS);
    expect(onRefreshError).toHaveBeenCalledWith(expect.objectContaining({ code: 'AUTH_SESSION_NOT_FOUND' }));
    expect((await provider.getCredentials()).accessKeyId).toBe('ASIA1');
    provider.dispose();
  });

  it.each([
    ['the pool refuses guests (403)', async () => json({ code: 'NotAuthorizedException' }, 403), 'USER_NOT_AUTHENTICATED', 'User needs to be authenticated to call this API'],
    ['the identity service is unreachable', async () => { throw new TypeError('fetch failed'); }, 'AUTH_SESSION_NOT_FOUND', 'Auth session was not found: identity service unreachable'],
    ['the answer lacks a secret', async () => json({ credentials: { accessKeyId: 'A', sessionToken: 't', expiration: new Date().toISOString() } }), 'INVALID_TOKENS', 'Invalid tokens: the identity service answered unusable credentials'],
    ['the answer lacks a session token', async () => json({ credentials: { accessKeyId: 'A', secretAccessKey: 's', expiration: new Date(Date.now() + 1e6).toISOString() } }), 'MISSING_AUTH_TOKEN', 'Missing auth token: the credentials have no session token'],
    ['the answer is not JSON', async () => new Response('<html>', { status: 200 }), 'INVALID_TOKENS', expect.stringMatching(/^Invalid tokens/)],
  ])('fails with the spec message when %s', async (_label, fetchImpl, code, message) => {
    const provider = createGuestCredentialProvider({ identityEndpoint: ENDPOINT, identityPoolId: POOL, fetch: fetchImpl as unknown as typeof fetch });
    const error = await errorOf(provider.getCredentials());
    expect(error).toBeInstanceOf(CloudClientError);
    expect(error.code).toBe(code);
    expect(error.message).toEqual(message);
    provider.dispose();
  });
});
