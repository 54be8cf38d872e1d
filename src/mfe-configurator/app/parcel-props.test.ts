import { createEventBus } from '../../platform/event-bus';
import { readParcelProps } from './parcel-props';

describe('readParcelProps', () => {
  const good = { brand: 'Toyota', endpoint: ' /graphql ', apiKey: 'local-dev-key' };

  it('reads the slot props, normalising the brand and trimming text', () => {
    const bus = createEventBus();
    expect(readParcelProps({ ...good, language: 'es', bus })).toEqual({
      brand: 'toyota',
      endpoint: '/graphql',
      apiKey: 'local-dev-key',
      cloud: { endpoint: '/graphql', apiKey: 'local-dev-key' },
      language: 'es',
      bus,
    });
  });

  it('leaves the language to the page path and ignores a bus that is not one', () => {
    expect(readParcelProps({ ...good, language: 'fr', bus: { publish: 1 } })).toMatchObject({ language: null, bus: null });
  });

  it('passes the other cloud settings on, and needs no key in IAM mode', () => {
    const settings = readParcelProps({ brand: 'lexus', endpoint: '/graphql', authMode: 'iam', identityPoolId: 'us-east-1:pool', realtimeEndpoint: '/graphql/realtime', region: 7 });
    expect(settings.cloud).toEqual({ endpoint: '/graphql', authMode: 'iam', identityPoolId: 'us-east-1:pool', realtimeEndpoint: '/graphql/realtime' });
    expect(settings.apiKey).toBe('');
  });

  it.each([
    [{ ...good, brand: 'acme' }, /data-brand must be one of toyota, lexus/],
    [{ ...good, endpoint: '' }, /No GraphQL endpoint configured/],
    [{ ...good, apiKey: undefined }, /API-key mode without key/],
    // The platform's own check runs at mount too: IAM without a pool, a bad mode, a bad URL.
    [{ ...good, apiKey: undefined, authMode: 'iam' }, /IAM auth mode is configured but no credentials/],
    [{ ...good, authMode: 'oauth' }, /unknown auth mode "oauth"/],
    [{ ...good, endpoint: 'http://[bad' }, /Invalid cloud client settings/],
  ])('rejects a misconfigured slot with a clear message (%#)', (props, message) => {
    expect(() => readParcelProps(props)).toThrow(message);
  });
});
