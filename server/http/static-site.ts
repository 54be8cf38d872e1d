import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';

// Placeholder until the demo-site work lands (replaced in the same session).
export async function registerStaticSite(_app: FastifyInstance, _options: AppOptions): Promise<void> {}
