/**
 * The props the root config mounts the configurator parcel with: the slot's data-* attributes
 * (camelCased: data-brand, data-endpoint, data-api-key) plus the page's event bus. They come from
 * a CMS page, so they are checked here and a misconfigured slot fails with a clear message.
 */
import type { Brand, Language } from '../../domain/entities';
import { cloudSettingsFromDataset, type CloudSettingsInput } from '../../platform/cloud-client/cloud-settings';
import type { EventBus } from '../../platform/event-bus';
import { validateConnectionSettings } from '../data/connection-settings';

export interface ConfiguratorParcelProps {
  brand?: unknown;
  endpoint?: unknown;
  apiKey?: unknown;
  language?: unknown;
  bus?: unknown;
  /** The other page-level cloud settings (ADR 0100): data-auth-mode, data-realtime-endpoint, ... */
  authMode?: unknown;
  region?: unknown;
  identityPoolId?: unknown;
  identityEndpoint?: unknown;
  userPoolId?: unknown;
  realtimeEndpoint?: unknown;
  /** The slot the root config mounted the parcel in (single-spa's domElement): early data waits there. */
  domElement?: Element;
}

export interface ConfiguratorSettings {
  brand: Brand;
  endpoint: string;
  /** Empty in IAM mode (data-auth-mode="iam"), which signs requests instead. */
  apiKey: string;
  /** Everything the cloud client needs, validated when the client is created (data/urql-client.ts). */
  cloud: CloudSettingsInput & { endpoint: string };
  /** From the slot when given, else from the page path (/espanol). */
  language: Language | null;
  bus: EventBus | null;
}

const BRANDS: readonly Brand[] = ['toyota', 'lexus'];

export const isEventBus = (value: unknown): value is EventBus =>
  typeof value === 'object' && value !== null && ['publish', 'subscribe', 'last'].every((k) => typeof (value as Record<string, unknown>)[k] === 'function');

/** Reads and checks the parcel props; throws an Error naming the bad attribute. `baseUrl`: the page's address (default: this page's). */
export function readParcelProps(props: ConfiguratorParcelProps, baseUrl?: string): ConfiguratorSettings {
  const brand = String(props.brand ?? '').trim().toLowerCase();
  if (!BRANDS.includes(brand as Brand)) throw new Error(`configurator: data-brand must be one of ${BRANDS.join(', ')} (got ${JSON.stringify(props.brand)})`);
  const endpoint = typeof props.endpoint === 'string' ? props.endpoint.trim() : '';
  const apiKey = typeof props.apiKey === 'string' ? props.apiKey.trim() : '';
  const language = props.language === 'en' || props.language === 'es' ? props.language : null;
  // The props are the slot's dataset (camelCased): the platform reads its cloud settings from it.
  const dataset: DOMStringMap = Object.fromEntries(Object.entries(props).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const cloud = { ...cloudSettingsFromDataset(dataset), endpoint, apiKey: apiKey || undefined };
  // Checked now, so a misconfigured slot fails at mount, before any data chunk loads.
  validateConnectionSettings(cloud, baseUrl);
  return { brand: brand as Brand, endpoint, apiKey, cloud, language, bus: isEventBus(props.bus) ? props.bus : null };
}
