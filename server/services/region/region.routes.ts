import type { FastifyInstance } from 'fastify';
import { regionForState } from './region-codes';
import { locateZip } from './zip-location';

/**
 * GET /api/region?zip= -> getRegionCode: { zip, state, regionCode, redirectUrl, statusCode }.
 * statusCode 0 with HTTP 200 for a real ZIP; statusCode 1 with HTTP 400 and `error` for a
 * missing, malformed, '00000' or unknown ZIP (the same codes as the dealer lookup).
 */
export async function registerRegionRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>('/api/region', async (request, reply) => {
    const zip = request.query?.zip;
    const check = locateZip(zip);
    if (!check.ok) {
      return reply.status(400).send({
        zip: typeof zip === 'string' ? zip.slice(0, 10) : '',
        state: null,
        regionCode: null,
        redirectUrl: '',
        statusCode: 1,
        error: check.message,
      });
    }
    const { regionCode, redirectUrl } = regionForState(check.location.state);
    return { zip: check.location.zip, state: check.location.state, regionCode, redirectUrl, statusCode: 0 };
  });
}
