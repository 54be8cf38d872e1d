/**
 * The configurator parcel's one urql client (architecture.md convention 6): an ordered exchange list
 * with fetch last, talking to the data endpoint through the platform cloud client (ADR 0100): the
 * page-level settings (slot data-* attributes) are validated once, and the cloud client's `fetch`
 * adds the auth of the page's mode (x-api-key, or SigV4 with guest credentials) and retries
 * idempotent queries on the spec's schedule.
 */
import { cacheExchange, Client, fetchExchange } from '@urql/core';
import { createCloudClient, type CloudClient, type CloudClientOptions } from '../../platform/cloud-client/cloud-client';
import type { CloudSettings, CloudSettingsInput } from '../../platform/cloud-client/cloud-settings';
import { validateConnectionSettings } from './connection-settings';

export interface ConfiguratorClientOptions extends CloudSettingsInput {
  /** Data endpoint URL (the page-level setting, passed as a parcel prop). */
  endpoint: string;
  /** What a relative endpoint resolves against: the page URL (default: window.location). */
  baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Retry and clock overrides of the cloud client (tests). */
  cloudOptions?: Omit<CloudClientOptions, 'fetch'>;
}

export interface ConfiguratorConnection {
  client: Client;
  /** The same endpoint's cloud client: live content (realtime) uses its settings and auth. */
  cloud: CloudClient;
}

/**
 * Creates the urql client and its cloud client. Throws the spec's client messages (product.md section 8)
 * when the settings are invalid (see validateConnectionSettings), so a misconfigured page fails at mount.
 */
export function createConfiguratorConnection(options: ConfiguratorClientOptions): ConfiguratorConnection {
  const { baseUrl, fetch: baseFetch, cloudOptions, ...input } = options;
  return connectWithSettings(validateConnectionSettings(input, baseUrl), { ...cloudOptions, ...(baseFetch ? { fetch: baseFetch } : {}) });
}

/** The urql client and its cloud client for settings already validated. */
export function connectWithSettings(settings: CloudSettings, cloudOptions: CloudClientOptions = {}): ConfiguratorConnection {
  const cloud = createCloudClient(settings, cloudOptions);
  const client = new Client({
    url: settings.endpoint,
    // Identical selections give identical answers, so the document cache may serve repeats
    // (going back to a colour already seen costs no request); fetch stays last.
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetch: cloud.fetch,
  });
  return { client, cloud };
}

/** The urql client alone (callers that need no live content). */
export function createConfiguratorClient(options: ConfiguratorClientOptions): Client {
  return createConfiguratorConnection(options).client;
}
