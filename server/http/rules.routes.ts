import { Kind, parse, type DocumentNode, type GraphQLError } from 'graphql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalog } from '../catalog/catalog-loader';
import type { CatalogEnvironment } from '../catalog/catalog.schema';
import type { DataContext } from '../configuration/data-context';
import { sanitizeErrors } from './errors';
import { MAX_TOKENS } from './limits';

/**
 * The rules-recommendation service (product.md section 7): POST /rules/{prod|stage|proxy} with a
 * GraphQL query and variables {currentSelectedConfig, latestItemSelected, config,
 * proxyItemsSelected}; answers {data: {getRecommendation...}}. It runs on the data endpoint's
 * schema but accepts only recommendation fields:
 *   prod  - getRecommendation, live content;
 *   stage - getRecommendation, answered from PRELIVE content (stage is where the next content
 *           release is checked before it goes live);
 *   proxy - getRecommendationPreview or getRecommendationPrelive: the root field picks preview or
 *           prelive content (the same rule as the data endpoint's variants).
 * Bad input answers 400 (the client then throws 'Response status: 400').
 */

export const RULES_TARGETS = ['prod', 'stage', 'proxy'] as const;
export type RulesTarget = (typeof RULES_TARGETS)[number];

const ALLOWED_FIELDS: Record<RulesTarget, readonly string[]> = {
  prod: ['getRecommendation'],
  stage: ['getRecommendation'],
  proxy: ['getRecommendationPreview', 'getRecommendationPrelive'],
};

const ENVIRONMENT_OVERRIDE: Record<RulesTarget, CatalogEnvironment | undefined> = {
  prod: undefined,
  stage: 'prelive',
  proxy: undefined,
};

const MAX_QUERY_LENGTH = 10_000;

function fail(reply: FastifyReply, status: number, message: string, code = 'BAD_USER_INPUT') {
  return reply.code(status).send({ data: null, errors: [{ message, extensions: { code } }] });
}

/** The root fields of the document's query operations, or an error message. */
function rootFields(document: DocumentNode): string[] | string {
  const fields: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (definition.operation !== 'query') return 'Only queries are accepted';
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return 'Fragments are not accepted at the root';
      if (selection.name.value !== '__typename') fields.push(selection.name.value);
    }
  }
  return fields;
}

export interface RulesRoutesOptions {
  catalog: () => Catalog;
}

export async function registerRulesRoutes(app: FastifyInstance, options: RulesRoutesOptions): Promise<void> {
  // Own scope: body-parsing failures (malformed JSON, 413) answer in the same GraphQL error shape.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'rules service failed');
      return fail(reply, status, status >= 500 ? 'Internal server error' : (error.message ?? 'Bad Request'), status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT');
    });
    registerRulesRoute(scope, app, options);
  });
}

function registerRulesRoute(scope: FastifyInstance, app: FastifyInstance, options: RulesRoutesOptions): void {
  scope.post<{ Params: { target: string }; Body: unknown }>('/rules/:target', async (request, reply) => {
    const target = request.params.target as RulesTarget;
    if (!RULES_TARGETS.includes(target)) return fail(reply, 404, `Unknown rules target "${request.params.target}" (expected prod, stage or proxy)`, 'NOT_FOUND');
    const body = request.body as { query?: unknown; variables?: unknown; operationName?: unknown } | null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(reply, 400, 'Expected a JSON object with query and variables');
    const { query, variables, operationName } = body;
    if (typeof query !== 'string' || query.trim() === '') return fail(reply, 400, 'query must be a non-empty string');
    if (query.length > MAX_QUERY_LENGTH) return fail(reply, 400, `query is longer than ${MAX_QUERY_LENGTH} characters`);
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return fail(reply, 400, 'variables must be an object');
    }
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return fail(reply, 400, 'operationName must be a string');

    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch (error) {
      return fail(reply, 400, (error as GraphQLError).message);
    }
    const fields = rootFields(document);
    if (typeof fields === 'string') return fail(reply, 400, fields);
    const allowed = ALLOWED_FIELDS[target];
    const wrong = fields.filter((f) => !allowed.includes(f));
    if (fields.length === 0 || wrong.length > 0) {
      return fail(reply, 400, `The ${target} rules service answers only ${allowed.join(' or ')}${wrong.length ? `, not ${wrong.join(', ')}` : ''}`);
    }

    const context: DataContext = { catalog: options.catalog, environmentOverride: ENVIRONMENT_OVERRIDE[target] };
    try {
      const result = await app.graphql(query, context as never, (variables ?? undefined) as Record<string, unknown> | undefined, (operationName as string | undefined) ?? undefined);
      if (result.errors && result.errors.length > 0) {
        const errors = sanitizeErrors(result.errors, request.log).map((e) => e.toJSON());
        const internal = errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
        return reply.code(internal ? 500 : 400).send({ data: result.data ?? null, errors });
      }
      return reply.send({ data: result.data });
    } catch (error) {
      // Mercurius throws validation problems (unknown fields, wrong variable types) with a list.
      const list = (error as { errors?: GraphQLError[] }).errors;
      if (Array.isArray(list) && list.length > 0) {
        return reply.code(400).send({ data: null, errors: list.map((e) => ({ message: e.message, extensions: { code: 'BAD_USER_INPUT' } })) });
      }
      request.log.error({ err: error }, 'rules service failed');
      return fail(reply, 500, 'Internal server error', 'INTERNAL_SERVER_ERROR');
    }
  });
}
