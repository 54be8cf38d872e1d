/**
 * The props the root config mounts the configurator parcel with: the slot's data-* attributes
 * (camelCased: data-brand, data-endpoint, data-api-key) plus the page's event bus. They come from
 * a CMS page, so they are checked here and a misconfigured slot fails with a clear message.
 */
import type { Brand, Language } from '../../domain/entities';
import type { EventBus } from '../../platform/event-bus';

export interface ConfiguratorParcelProps {
  brand?: unknown;
  endpoint?: unknown;
  apiKey?: unknown;
  language?: unknown;
  bus?: unknown;
}

export interface ConfiguratorSettings {
  brand: Brand;
  endpoint: string;
  apiKey: string;
  /** From the slot when given, else from the page path (/espanol). */
  language: Language | null;
  bus: EventBus | null;
}

const BRANDS: readonly Brand[] = ['toyota', 'lexus'];

export const isEventBus = (value: unknown): value is EventBus =>
  typeof value === 'object' && value !== null && ['publish', 'subscribe', 'last'].every((k) => typeof (value as Record<string, unknown>)[k] === 'function');

/** Reads and checks the parcel props; throws an Error naming the bad attribute. */
export function readParcelProps(props: ConfiguratorParcelProps): ConfiguratorSettings {
  const brand = String(props.brand ?? '').trim().toLowerCase();
  if (!BRANDS.includes(brand as Brand)) throw new Error(`configurator: data-brand must be one of ${BRANDS.join(', ')} (got ${JSON.stringify(props.brand)})`);
  const endpoint = typeof props.endpoint === 'string' ? props.endpoint.trim() : '';
  if (!endpoint) throw new Error('No GraphQL endpoint configured');
  const apiKey = typeof props.apiKey === 'string' ? props.apiKey.trim() : '';
  if (!apiKey) throw new Error('API-key mode without key');
  const language = props.language === 'en' || props.language === 'es' ? props.language : null;
  return { brand: brand as Brand, endpoint, apiKey, language, bus: isEventBus(props.bus) ? props.bus : null };
}
