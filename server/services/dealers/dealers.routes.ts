import type { FastifyInstance } from 'fastify';
import type { DealerSource } from './dealer-directory';
import { lookupDealersByZip } from './dealer-lookup';

/** GET /api/dealers?zip=&radius= -> getDealersByZip (codes in dealer-lookup.ts). */
export async function registerDealerRoutes(app: FastifyInstance, source: DealerSource): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>('/api/dealers', async (request, reply) => {
    const answer = lookupDealersByZip(source, request.query?.zip, request.query?.radius);
    if (answer.httpStatus >= 500) request.log.error({ err: answer.fault }, 'dealer lookup failed');
    return reply.status(answer.httpStatus).send(answer.body);
  });
}
