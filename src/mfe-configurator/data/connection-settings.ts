import { validateCloudSettings, type CloudSettings, type CloudSettingsInput } from '../../platform/cloud-client/cloud-settings';

/**
 * The parcel's one check of its data endpoint settings (the platform's validateCloudSettings, with
 * the page URL for a relative endpoint): at mount (parcel-props.ts) and again when the data layer
 * creates its client. It throws the spec's client messages (product.md section 8) as
 * CloudClientErrors: no endpoint, API-key mode without a key, IAM without an identity pool, a
 * malformed URL. `baseUrl` is what a relative endpoint resolves against (the page URL by default).
 */
export function validateConnectionSettings(input: CloudSettingsInput & { endpoint: string }, baseUrl?: string): CloudSettings {
  return validateCloudSettings(input, baseUrl ?? globalThis.location?.href);
}
