/**
 * A compile-time proof that a document selects only fields the schema has. gql.tada types a field
 * it cannot find in the schema as `unknown` instead of failing, so a renamed field would otherwise
 * surface only where a result is read; `SchemaChecked` turns any `unknown` in a result into a
 * type error at the document itself.
 */
import type { ResultOf } from './graphql';

/** True when `T` is `unknown` (or `any`) or holds one at any depth. */
type HasUnknown<T> = unknown extends T
  ? true
  : T extends readonly (infer Item)[]
    ? HasUnknown<Item>
    : T extends object
      ? true extends { [K in keyof T]-?: HasUnknown<T[K]> }[keyof T]
        ? true
        : false
      : false;

/** The document's own type when every selected field exists; otherwise an error type nothing is assignable to. */
export type SchemaChecked<D> = HasUnknown<ResultOf<D>> extends true ? { 'a selected field is not in schema.graphql': D } : D;
