import { validateCloudSettings, type CloudSettings, type CloudSettingsInput } from '../../platform/cloud-client/cloud-settings';

/**
 * Checks the data endpoint settings at mount, before the data layer's own chunk is loaded: the
 * spec's client messages (product.md section 8) when the endpoint or, in API-key mode, the key is
 * missing, and a CloudClientError for the other invalid settings (IAM without an identity pool, a
 * malformed URL). `baseUrl` is what a relative endpoint resolves against (the page URL by default).
 */
export function validateConnectionSettings(input: CloudSettingsInput & { endpoint: string }, baseUrl?: string): CloudSettings {
  if (!input.endpoint?.trim()) throw new Error('No GraphQL endpoint configured');
  const authMode = input.authMode?.trim() || 'apiKey';
  if (authMode === 'apiKey' && !input.apiKey?.trim()) throw new Error('API-key mode without key');
  return validateCloudSettings(input, baseUrl ?? globalThis.location?.href);
}
