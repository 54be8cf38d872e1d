/**
 * The typed `graphql()` tag (gql.tada, ADR 0115). Types come from graphql-env.d.ts, generated from
 * server/graphql/schema.graphql (`npm run graphql:types`); a test fails when that file is stale, so
 * `tsc` checks every document and every read of a result against the checked-in schema.
 */
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * Parses a GraphQL document and types its result and variables from the schema. Masking is off:
 * fragments here only share selections between documents, they are not component data contracts.
 */
export const graphql = initGraphQLTada<{ introspection: introspection; disableMasking: true }>();

export type { ResultOf, VariablesOf } from 'gql.tada';
