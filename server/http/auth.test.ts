import { DEFAULT_API_KEY, configuredApiKey, isValidApiKey } from './auth';

describe('API-key mode', () => {
  it('uses API_KEY from the environment, else the development default', () => {
    expect(configuredApiKey({ API_KEY: 'prod-key' })).toBe('prod-key');
    expect(configuredApiKey({ API_KEY: '  ' })).toBe(DEFAULT_API_KEY);
    expect(configuredApiKey({})).toBe('local-dev-key');
  });

  it('accepts exactly the configured key', () => {
    expect(isValidApiKey('local-dev-key', 'local-dev-key')).toBe(true);
    expect(isValidApiKey('local-dev-ke', 'local-dev-key')).toBe(false);
    expect(isValidApiKey('local-dev-keyX', 'local-dev-key')).toBe(false);
    expect(isValidApiKey('', 'local-dev-key')).toBe(false);
    expect(isValidApiKey(undefined, 'local-dev-key')).toBe(false);
    expect(isValidApiKey(['local-dev-key'], 'local-dev-key')).toBe(false);
  });
});
