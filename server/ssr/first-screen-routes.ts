import type { FastifyInstance } from 'fastify';
import { configuredApiKey, API_KEY_HEADER } from '../http/auth';
import { createFirstScreenService, type FirstScreenService } from './first-screen-service';
import { loadFirstScreenRenderer, type DataRequest } from './first-screens';

/** The visitor's saved ZIP from a Cookie header (the parcels' `zipcode` cookie: five digits), if any. */
export function zipcodeOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === 'zipcode' && /^\d{5}$/.test(value ?? '')) return value;
  }
  return undefined;
}

/**
 * The first-screen service of this server, rendering from its own data endpoint (in process, with
 * the configured API key, through the same route, checks and caches as a browser's query), or
 * undefined when `ssrDir` holds no renderer.
 */
export function firstScreenServiceFor(app: FastifyInstance, ssrDir: string): FirstScreenService | undefined {
  const renderer = loadFirstScreenRenderer(ssrDir);
  if (!renderer) return undefined;
  const apiKey = configuredApiKey();
  const fetchData = async (request: DataRequest): Promise<unknown> => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [API_KEY_HEADER]: apiKey },
      payload: JSON.stringify(request),
    });
    if (response.statusCode !== 200) throw new Error(`the data endpoint answered ${response.statusCode} to ${request.operationName}`);
    return response.json();
  };
  return createFirstScreenService({ renderer, fetchData, log: app.log });
}
