/**
 * The data layer's own chunk (see data-connection.ts): the urql client, the cloud client and every
 * typed document. Nothing on the vehicle page's first paint needs it when the root config's early
 * series list arrives, so it loads with the first call that does.
 */
import type { CloudSettings } from '../../platform/cloud-client/cloud-settings';
import type { CloudClient } from '../../platform/cloud-client/cloud-client';
import type { ConfiguratorApi } from './configurator-api';
import { connectWithSettings } from './urql-client';
import { createUrqlConfiguratorApi, type UrqlConfiguratorApiOptions } from './urql-configurator-api';

export interface OpenedData {
  api: ConfiguratorApi;
  cloud: CloudClient;
}

export function openData(settings: CloudSettings, options: Omit<UrqlConfiguratorApiOptions, 'client'>): OpenedData {
  const { client, cloud } = connectWithSettings(settings);
  return { api: createUrqlConfiguratorApi({ client, ...options }), cloud };
}
