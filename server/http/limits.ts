import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';

/** Deepest selection nesting a query may have (the client's deepest operation needs 9). */
export const MAX_QUERY_DEPTH = 10;
/** Most lexical tokens a document may have (the largest client operation has about 800). */
export const MAX_TOKENS = 5000;
/** Most aliased fields one document may hold: the client uses one alias per operation. */
export const MAX_ALIASES = 15;

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

/** Extra validation rules for a server mode: introspection is off in production. */
export function validationRules(mode: string | undefined): ValidationRule[] {
  const rules = [maxAliasesRule()];
  if (mode === 'production') rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}
