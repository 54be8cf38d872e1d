import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import { costLimitRule, documentDepth } from './cost-limit';

/*
 * Limits of the data endpoint (ADR 0140), at graphql-armor's defaults except depth:
 * - cost 5000 (armor's default and model, cost-limit.ts): the client's dearest operation,
 *   GetDeepLinkConfig, costs 4023; fifteen aliased GetUpdatedConfig cost about 40,000;
 * - tokens 1500, not armor's 1000: the client's largest operation as urql sends it (with the
 *   `__typename` its cache exchange adds to every selection set) has 1,333 since every item's
 *   compatibility carries the rules engine's reasons (issue 25); 1,500 leaves ~12% for a new
 *   field, and the cost limit, not the token count, bounds the work a document can ask for;
 * - aliases 15 (armor's default);
 * - depth 9, not armor's 6: GetSeries and GetSeriesVisualizer need 9 (series > years > grades >
 *   trims > ...), and the client's documents belong to the client. Depth alone bounds no work here:
 *   the schema has no cycles, so the deepest possible query is finite, and cost bounds the breadth.
 */

/** Deepest selection nesting a query may have, fragments expanded (the client's deepest needs 9). */
export const MAX_QUERY_DEPTH = 9;
/** Most lexical tokens a document may have (the largest client operation, as urql sends it, has 1,333). */
export const MAX_TOKENS = 1500;
/** Most aliased fields one document may hold (graphql-armor's default); the client uses one per operation. */
export const MAX_ALIASES = 15;
/** Highest cost of one operation under graphql-armor's model and default (cost-limit.ts). */
export const MAX_COST = 5000;

/**
 * Rejects documents with more than `max` aliases. Aliases let one small request run the same
 * expensive resolver many times ("alias bombing"), which a depth limit does not catch.
 */
export function maxAliasesRule(max: number = MAX_ALIASES): ValidationRule {
  return (context) => {
    let count = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias) return;
        count += 1;
        if (count > max && !reported) {
          reported = true;
          context.reportError(new GraphQLError(`Query uses more than ${max} aliases`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    };
  };
}

/** Rejects a document nested deeper than `max` fields, counting through fragments. */
export function maxDepthRule(max: number = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => ({
    Document: {
      enter() {
        const depth = documentDepth(context);
        if (depth > max) context.reportError(new GraphQLError(`Query is nested too deeply (depth ${depth}, limit ${max})`, { extensions: { code: 'BAD_USER_INPUT' } }));
      },
    },
  });
}

/** Extra validation rules for a server mode: introspection is off in production. */
export function validationRules(mode: string | undefined): ValidationRule[] {
  const rules = [maxAliasesRule(), maxDepthRule(), costLimitRule(MAX_COST)];
  if (mode === 'production') rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
