import type { Language, NoInventoryConfig } from '../domain/entities';

/**
 * Calls of the no-inventory page: its per-model configuration (`GET /api/no-inventory-config`)
 * and the dealer lookup for the contact-dealer flyout (`GET /api/dealers`). Answers are
 * shape-checked here so the page only ever sees well-formed data.
 */

/** A dealer as the flyout lists it. */
export interface DealerContact {
  id: string;
  name: string;
  city: string;
  state: string;
  phone: string;
  distance: number;
}

export type DealerSearch =
  | { kind: 'found'; dealers: DealerContact[] }
  /** A real ZIP with no dealer in the radius (result code 2). */
  | { kind: 'none' }
  | { kind: 'invalid'; statusCode: number };

export interface NoInventoryServices {
  config(modelCode: string, language: Language, signal?: AbortSignal): Promise<NoInventoryConfig>;
  dealers(zip: string, signal?: AbortSignal): Promise<DealerSearch>;
}

export class NoInventoryServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoInventoryServiceError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const REQUIRED = ['header', 'subHeader', 'altModel', 'ctaURL', 'exploreCta', 'raqCta', 'backToVehicles'] as const;
const CUSTOM = ['customHeader', 'customSubHeader', 'customRaqCta', 'customExploreCta'] as const;

async function getJson(fetchImpl: typeof fetch, url: string, signal?: AbortSignal): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new NoInventoryServiceError(`${url} unreachable: ${(error as Error)?.message ?? String(error)}`);
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    throw new NoInventoryServiceError(`${url} answered HTTP ${response.status} without JSON`);
  }
}

function toConfig(body: unknown): NoInventoryConfig | undefined {
  if (!isRecord(body) || !REQUIRED.every((key) => typeof body[key] === 'string')) return undefined;
  if (!CUSTOM.every((key) => body[key] === undefined || typeof body[key] === 'string')) return undefined;
  const config = Object.fromEntries([...REQUIRED, ...CUSTOM].filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
  return config as unknown as NoInventoryConfig;
}

function toDealer(value: unknown): DealerContact | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, city, state, phone, distance } = value;
  if ([id, name, city, state, phone].some((field) => typeof field !== 'string') || typeof distance !== 'number') return undefined;
  return { id, name, city, state, phone, distance } as DealerContact;
}

export function createNoInventoryServices(fetchImpl: typeof fetch = (...args) => fetch(...args), origin = ''): NoInventoryServices {
  return {
    async config(modelCode, language, signal) {
      const url = `${origin}/api/no-inventory-config?model=${encodeURIComponent(modelCode)}&locale=${language}`;
      const { status, body } = await getJson(fetchImpl, url, signal);
      const config = status < 400 ? toConfig(body) : undefined;
      if (!config) throw new NoInventoryServiceError(`${url} answered HTTP ${status} with an unexpected body`);
      return config;
    },
    async dealers(zip, signal) {
      const url = `${origin}/api/dealers?zip=${encodeURIComponent(zip)}`;
      const { body } = await getJson(fetchImpl, url, signal);
      if (!isRecord(body) || typeof body.statusCode !== 'number' || !Array.isArray(body.dealers)) {
        throw new NoInventoryServiceError(`${url} answered with an unexpected body`);
      }
      if (body.statusCode !== 0) return { kind: 'invalid', statusCode: body.statusCode };
      const dealers = body.dealers.map(toDealer).filter((dealer): dealer is DealerContact => dealer !== undefined);
      return dealers.length > 0 ? { kind: 'found', dealers } : { kind: 'none' };
    },
  };
}
