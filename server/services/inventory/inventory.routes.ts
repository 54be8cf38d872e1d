import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../catalog/catalog-loader';
import { getInventoryMatchesResolver } from '../../graphql/resolvers/get-inventory-matches.resolver';
import type { InventoryService } from './inventory-service';

/** The widest radius: the no-inventory page looks as far as a shopper could search. */
const CLOSEST_RADIUS = 500;
const CLOSEST_LIMIT = 6;

/**
 * `GET /api/inventory/closest?series=&year=&zip=&lang=`: the no-inventory page's closest vehicles
 * of the series-year in stock near a ZIP, every grade a candidate (issue 28). The same matcher as
 * the data endpoint's getInventoryMatches (anyGrade), from the series' default build; a REST call
 * like the page's other services. 400 for bad input, with the reason.
 */
export async function registerInventoryRoutes(app: FastifyInstance, inventory: InventoryService, catalog: () => Catalog): Promise<void> {
  const match = getInventoryMatchesResolver();
  app.get('/api/inventory/closest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const q = request.query as Record<string, unknown>;
    const seriesId = typeof q.series === 'string' && /^[a-z0-9]{1,50}$/.test(q.series) ? q.series : '';
    const year = typeof q.year === 'string' && /^\d{4}$/.test(q.year) ? Number(q.year) : NaN;
    const lang = q.lang === 'es' ? 'ES' : 'EN';
    const entry = seriesId && !Number.isNaN(year) ? catalog().list('live').find((e) => e.seriesId === seriesId && e.year === year) : undefined;
    if (!entry) return reply.code(400).send({ error: 'Unknown series or model year.', statusCode: 400 });
    try {
      const answer = match(undefined, { input: { config: { brand: entry.brand, seriesId, year, language: lang }, zipcode: typeof q.zip === 'string' ? q.zip : '', radius: CLOSEST_RADIUS, limit: CLOSEST_LIMIT, anyGrade: true } }, { catalog, inventory });
      return reply.send({
        readiness: answer.readiness,
        zipcode: answer.zipcode,
        radius: answer.radius,
        vehicles: answer.close.concat(answer.exact).sort((a, b) => a.dealer.distance - b.dealer.distance).map(({ vehicle, dealer }) => ({
          vin: vehicle.vin,
          year: vehicle.year,
          seriesName: vehicle.seriesName,
          gradeName: vehicle.gradeName,
          trimTitle: vehicle.trimTitle,
          exteriorColorTitle: vehicle.exteriorColorTitle,
          status: vehicle.status,
          arrivalDate: vehicle.arrivalDate,
          totalSRP: vehicle.totalSRP,
          imageUrl: vehicle.imageUrl,
          dealer,
        })),
      });
    } catch (error) {
      // The resolver's input errors (a bad ZIP) are the client's to fix.
      return reply.code(400).send({ error: (error as Error).message, statusCode: 400 });
    }
  });
}
