/** @jest-environment node */
import { CloudClientError } from './cloud-errors';
import { cloudSettingsFromDataset, validateCloudSettings } from './cloud-settings';

const PAGE = 'https://www.example.com/configurator/preview/';

function errorOf(run: () => unknown): CloudClientError {
  try {
    run();
  } catch (error) {
    return error as CloudClientError;
  }
  throw new Error('expected an error');
}

describe('validateCloudSettings', () => {
  it('defaults to API-key mode and resolves relative endpoints against the page', () => {
    const settings = validateCloudSettings({ endpoint: '/graphql', apiKey: 'k', realtimeEndpoint: '/graphql/realtime' }, PAGE);
    expect(settings).toEqual(expect.objectContaining({ authMode: 'apiKey', apiKey: 'k', endpoint: 'https://www.example.com/graphql', realtimeEndpoint: 'wss://www.example.com/graphql/realtime', region: 'us-east-1' }));
  });

  it('takes an absolute endpoint without a page, and refuses a relative one there', () => {
    expect(validateCloudSettings({ endpoint: 'http://127.0.0.1:9/graphql', apiKey: 'k' }).endpoint).toBe('http://127.0.0.1:9/graphql');
    expect(errorOf(() => validateCloudSettings({ endpoint: '/graphql', apiKey: 'k' })).message).toMatch(/endpoint "\/graphql" is not a URL/);
  });

  it('says "No GraphQL endpoint configured" without an endpoint', () => {
    const error = errorOf(() => validateCloudSettings({ apiKey: 'k', endpoint: '  ' }, PAGE));
    expect(error).toBeInstanceOf(CloudClientError);
    expect([error.code, error.message]).toEqual(['NO_ENDPOINT', 'No GraphQL endpoint configured']);
  });

  it('refuses API-key mode without a key and IAM mode without an identity pool', () => {
    expect(errorOf(() => validateCloudSettings({ endpoint: '/graphql', authMode: 'apiKey' }, PAGE)).code).toBe('NO_API_KEY');
    const iam = errorOf(() => validateCloudSettings({ endpoint: '/graphql', authMode: 'iam' }, PAGE));
    expect(iam.code).toBe('NO_CREDENTIALS');
    expect(iam.message).toMatch(/^IAM auth mode is configured but no credentials are available/);
  });

  it('requires a colon in an identity pool id and an underscore in a user pool id', () => {
    expect(errorOf(() => validateCloudSettings({ endpoint: '/graphql', authMode: 'iam', identityPoolId: 'us-east-1-pool' }, PAGE)).message).toMatch(/identity pool id must contain a colon/);
    expect(errorOf(() => validateCloudSettings({ endpoint: '/graphql', apiKey: 'k', userPoolId: 'us-east-1pool' }, PAGE)).message).toMatch(/user pool id must contain an underscore/);
    const ok = validateCloudSettings({ endpoint: '/graphql', authMode: 'iam', identityPoolId: 'eu-west-1:abc', userPoolId: 'eu-west-1_abc' }, PAGE);
    expect(ok).toEqual(expect.objectContaining({ authMode: 'iam', region: 'eu-west-1', identityEndpoint: 'https://www.example.com/identity/guest-credentials', apiKey: undefined }));
  });

  it('refuses unknown auth modes and non-http endpoints with a clear message', () => {
    expect(errorOf(() => validateCloudSettings({ endpoint: '/graphql', authMode: 'oidc', apiKey: 'k' }, PAGE)).message).toMatch(/unknown auth mode "oidc"/);
    expect(errorOf(() => validateCloudSettings({ endpoint: 'ftp://x/graphql', apiKey: 'k' }, PAGE)).message).toMatch(/endpoint must use http: or https:/);
    expect(errorOf(() => validateCloudSettings({ endpoint: '/graphql', apiKey: 'k', realtimeEndpoint: 'http://x/rt' }, PAGE)).message).toMatch(/realtime endpoint must use ws: or wss:/);
  });

  it('reads the page-level setting from the slot data attributes', () => {
    const dataset = { endpoint: '/graphql', authMode: 'iam', identityPoolId: 'us-east-1:p', realtimeEndpoint: '/graphql/realtime' } as DOMStringMap;
    expect(validateCloudSettings(cloudSettingsFromDataset(dataset), PAGE).authMode).toBe('iam');
  });
});
