/**
 * The data endpoint's operations (product.md section 7) as one table of typed documents (ADR 0115):
 * `tsc` checks each selection against server/graphql/schema.graphql and types every result the
 * client reads. The documents live in series-documents.ts and build-documents.ts; the client's
 * data layer (a chunk of its own, mfe-configurator/data/data-connection.ts) sends them from here.
 *
 * Each operation exists for live, Preview and Prelive content; see document-variants.ts.
 */
import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import type { ResultOf, VariablesOf } from './graphql';
import type { SchemaChecked } from './schema-checked';
import { GET_SERIES } from './series-documents';
import { GET_CONFIG_BY_GRADE, GET_DEEP_LINK_CONFIG, GET_RECOMMENDATION, GET_SERIES_VISUALIZER, GET_UPDATED_CONFIG } from './build-documents';
import { rootField, variantFor, type EnvironmentSuffix } from './document-variants';

export { ENVIRONMENT_SUFFIXES, type EnvironmentSuffix } from './document-variants';
export { GET_SERIES, GET_SERIES_VISUALIZER, GET_CONFIG_BY_GRADE, GET_UPDATED_CONFIG, GET_RECOMMENDATION, GET_DEEP_LINK_CONFIG };

/** Its argument, once `tsc` has proved that every document selects only schema fields (see SchemaChecked). */
const schemaChecked = <T extends Record<string, unknown>>(documents: T & { [N in keyof T]: SchemaChecked<T[N]> }): T => documents;

// A field renamed or removed in schema.graphql fails `tsc` here, at the document that selects it.
const OPERATIONS = schemaChecked({
  GET_SERIES,
  GET_SERIES_VISUALIZER,
  GET_CONFIG_BY_GRADE,
  GET_UPDATED_CONFIG,
  GET_RECOMMENDATION,
  GET_DEEP_LINK_CONFIG,
});

/** The SCREAMING_CASE name of an operation. */
export type OperationName = keyof typeof OPERATIONS;

/** A document of the table, by name. */
export type OperationDocument<N extends OperationName> = (typeof OPERATIONS)[N];

/** What is sent for an operation: its document's variant, with the document's result and variable types. */
export type SentDocument<N extends OperationName> = TadaDocumentNode<ResultOf<OperationDocument<N>>, VariablesOf<OperationDocument<N>>>;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** The live root field an operation's data is read from (`data[resultField(name)]`). */
export function resultField(name: OperationName): string {
  return rootField(OPERATIONS[name]).name.value;
}

/** The document of one operation for one content environment (see document-variants.ts). */
export function documentFor<N extends OperationName>(name: N, environmentSuffix: EnvironmentSuffix = ''): SentDocument<N> {
  return variantFor(OPERATIONS[name], environmentSuffix) as SentDocument<N>;
}

/**
 * The GraphQL source text of an operation for a content environment (what `documentFor` sends).
 *
 * @example operationFor('GET_UPDATED_CONFIG', 'Preview') // query GetUpdatedConfigPreview(...) { getUpdatedConfig: getUpdatedConfigPreview(...) {...} }
 */
export function operationFor(name: OperationName, environmentSuffix: EnvironmentSuffix = ''): string {
  return print(documentFor(name, environmentSuffix));
}
