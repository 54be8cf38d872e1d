import type { FastifyInstance } from 'fastify';
import { CONTENT_LOCALES, type ContentData, type ContentLocale } from './content-data';

/** Content changes with publishing, not per request: a short shared cache keeps pages fast. */
const CONTENT_CACHE = 'public, max-age=300';
const FRAGMENT = /^vehicles~(en|es)~([a-z0-9]{1,50})~(\d{4})~vehicle-card$/;

function isLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value);
}

/**
 * Content calls: the vehicle-card disclaimer fragment, the suppression list, the no-inventory
 * config and the Hawaii region-redirect list. Errors are JSON `{ error, statusCode }`.
 */
export async function registerContentRoutes(app: FastifyInstance, content: ContentData): Promise<void> {
  app.get<{ Params: { locale: string; fragment: string } }>(
    '/service/tcom/ContentFragmentData/:locale/:fragment/',
    async (request, reply) => {
      const { locale, fragment } = request.params;
      const match = FRAGMENT.exec(fragment);
      if (!isLocale(locale) || !match) {
        return reply.status(404).send({ error: `Unknown content fragment "${fragment.slice(0, 100)}".`, statusCode: 404 });
      }
      const [, fragmentLocale, seriesId, year] = match;
      if (fragmentLocale !== locale) {
        return reply.status(400).send({ error: `Fragment locale "${fragmentLocale}" does not match path locale "${locale}".`, statusCode: 400 });
      }
      const card = content.vehicleCard(seriesId!, Number(year), locale);
      if (!card) {
        return reply.status(404).send({ error: `No vehicle card for series "${seriesId}" year ${year}.`, statusCode: 404 });
      }
      void reply.header('Cache-Control', CONTENT_CACHE);
      return {
        contents: [
          { seriesId, year: Number(year), locale, mpgDisclaimerCode: { value: card.mpg }, mpgeDisclaimerCode: { value: card.mpge } },
        ],
      };
    },
  );

  app.get('/api/suppression-list', async (_request, reply) => reply.header('Cache-Control', CONTENT_CACHE).send(content.suppressionList));

  app.get('/api/region-redirects', async (_request, reply) => reply.header('Cache-Control', CONTENT_CACHE).send(content.regionRedirects));

  app.get<{ Querystring: Record<string, unknown> }>('/api/no-inventory-config', async (request, reply) => {
    const { model, locale = 'en' } = request.query ?? {};
    if (typeof model !== 'string' || !/^[a-z0-9]{1,50}$/.test(model)) {
      return reply.status(400).send({ error: 'Parameter "model" must be a lower-case model code of 1-50 letters or digits.', statusCode: 400 });
    }
    if (!isLocale(locale)) {
      return reply.status(400).send({ error: `Parameter "locale" must be one of ${CONTENT_LOCALES.join(', ')}.`, statusCode: 400 });
    }
    return reply.header('Cache-Control', CONTENT_CACHE).send(content.noInventory(model, locale));
  });
}
