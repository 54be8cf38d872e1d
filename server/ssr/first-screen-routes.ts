import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiKeyGuard, configuredApiKey, API_KEY_HEADER } from '../http/auth';
import { createFirstScreenService, FIRST_SCREEN_TTL_MS, type FirstScreenService } from './first-screen-service';
import { loadFirstScreenRenderer, styleGroupsOf, type DataRequest, type FirstScreenRenderer } from './first-screens';

/** Where a CMS asks for a page's first screens (README "First screen in the HTML", ADR 0213). */
export const FIRST_SCREEN_ROUTE = '/first-screen';

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
  const service = createFirstScreenService({ renderer, fetchData: dataFetcher(app), fetchService: serviceFetcher(app), log: app.log });
  registerFirstScreenRoute(app, service, renderer);
  return service;
}

/** Runs a GraphQL request on this server's own data endpoint. */
function dataFetcher(app: FastifyInstance): (request: DataRequest) => Promise<unknown> {
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
  return fetchData;
}

/**
 * A fetch of this server's own GET services (the region lookup, the content lists), in process:
 * only the path and query of the address are used, whatever origin the page names.
 */
function serviceFetcher(app: FastifyInstance): typeof fetch {
  const fetchService = async (input: string | URL | Request): Promise<Response> => {
    const address = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url, 'http://localhost');
    const response = await app.inject({ method: 'GET', url: `${address.pathname}${address.search}`, headers: { accept: 'application/json' } });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
  };
  return fetchService as typeof fetch;
}

const firstScreenBody = z.object({
  /** The page's absolute address: its path decides scene, language and content environment. */
  url: z.string().url().refine((url) => /^https?:/.test(url), 'url must be http or https'),
  /** The page's HTML as the CMS publishes it, slots empty. */
  html: z.string().min(1).max(200_000),
  /** The visitor's saved ZIP (the `zipcode` cookie) for a per-request render; none at publish time. */
  zipcode: z.string().regex(/^\d{5}$/, 'zipcode is five digits').optional(),
});

/**
 * POST /first-screen {url, html, zipcode?} (the data endpoint's API key in x-api-key): each slot's
 * first screen (its attributes, inner markup, island and the chunk groups whose stylesheets it
 * needs) and the page with them inlined (stylesheets not linked: the bundle's address is the CMS's), as the
 * demo pages get them. The answer holds for FIRST_SCREEN_TTL_MS (`maxAgeSeconds`), the catalog
 * being its only other input.
 */
export function registerFirstScreenRoute(app: FastifyInstance, service: FirstScreenService, renderer: FirstScreenRenderer): void {
  app.post(FIRST_SCREEN_ROUTE, { preHandler: apiKeyGuard(configuredApiKey()) }, async (request, reply) => {
    const parsed = firstScreenBody.safeParse(request.body);
    if (!parsed.success) {
      const problem = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
      request.log.warn({ problem }, 'first screen: bad request');
      return reply.code(400).send({ error: 'Bad Request', message: problem });
    }
    const page = parsed.data;
    const screens = await service.render(page);
    return reply.header('Cache-Control', 'no-store').send({
      version: 1,
      maxAgeSeconds: FIRST_SCREEN_TTL_MS / 1000,
      screens: [...screens].map(([slotIndex, screen]) => {
        const island = renderer.islandElement(screen.island);
        return { slotIndex, slot: screen.slot, attributes: screen.attributes, html: screen.html, island, styleGroups: styleGroupsOf(screen.html + island) };
      }),
      page: await service.inline(page),
    });
  });
}
