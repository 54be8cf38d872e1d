/**
 * What the server side of a selection throws when the request is at fault, in its own words: the
 * GraphQL layer maps each to the client-facing error of its kind (server/graphql/client-errors.ts),
 * so configuration code knows nothing of transport or GraphQL (ADR 0191). Anything else thrown is a
 * fault of ours and reaches the client as a generic message.
 */
export abstract class ConfigurationError extends Error {}

/** A series, year, trim or grade the content does not have. */
export class NotFoundError extends ConfigurationError {
  override readonly name = 'NotFoundError';
}

/** Input that is well-typed but wrong: unknown brand, language, region or item codes, impossible changes. */
export class InvalidInputError extends ConfigurationError {
  override readonly name = 'InvalidInputError';
}
