import { GraphQLError, type ExecutionResult } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';

/**
 * Errors the data endpoint shows to clients. Only these carry their own message; anything else a
 * resolver throws is a fault of ours and reaches the client as a generic message (the detail
 * goes to the server log), so file paths and stack traces never leak.
 */
export type ClientErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED';

/** A GraphQL error the client can act on; `extensions.code` says which kind. */
export class ClientError extends mercurius.ErrorWithProps {
  constructor(
    message: string,
    readonly code: ClientErrorCode,
  ) {
    super(message, { code });
  }
}

/** Unknown series, year or trim. */
export function notFound(message: string): ClientError {
  return new ClientError(message, 'NOT_FOUND');
}

/** Input that is well-typed but wrong: unknown item codes, impossible changes. */
export function badUserInput(message: string): ClientError {
  return new ClientError(message, 'BAD_USER_INPUT');
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

const CLIENT_CODES: ReadonlySet<string> = new Set<ClientErrorCode>(['NOT_FOUND', 'BAD_USER_INPUT', 'UNAUTHENTICATED']);

/** An execution error as graphql-js (GraphQLError) or a compiled query (plain object) reports it. */
export interface RawExecutionError {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
  originalError?: unknown;
}

// Messages of the JavaScript engine, never of GraphQL: a deeply nested body overflows the stack in
// a parser ("Maximum call stack size exceeded"), which must not reach the client (issue 18, point 8).
const ENGINE_MESSAGE = /call stack|out of memory|Cannot (?:read|set) propert|is not a function|is not iterable|\bat .+:\d+:\d+/i;

/** The message a request error shows when its own text is an engine message. */
export const BAD_REQUEST_MESSAGE = 'The request could not be processed: it is malformed or too large';

function isClientFacing(error: RawExecutionError): boolean {
  // Errors without a path are about the request itself (syntax, validation, variable coercion,
  // depth, cost and alias limits): the client needs their text to fix the request; but not an
  // engine error that happened while reading it.
  if (error.path === undefined) return !ENGINE_MESSAGE.test(error.message) || error.originalError instanceof mercurius.ErrorWithProps;
  if (error.originalError instanceof mercurius.ErrorWithProps) return true;
  // Already-serialised errors (no originalError) keep only our own client codes.
  return error.originalError === undefined && CLIENT_CODES.has(String(error.extensions?.code));
}

/** Replaces the message of every error that is not meant for clients; logs the original. */
export function sanitizeErrors(errors: readonly RawExecutionError[], log?: { error: (obj: object, msg: string) => void }): GraphQLError[] {
  return errors.map((error) => {
    if (isClientFacing(error)) {
      return error instanceof GraphQLError ? error : new GraphQLError(error.message, { path: error.path, extensions: error.extensions });
    }
    if (error.path === undefined) {
      log?.error({ err: error.originalError ?? error }, 'request failed in the GraphQL layer');
      return new GraphQLError(BAD_REQUEST_MESSAGE, { extensions: { code: 'BAD_REQUEST' } });
    }
    log?.error({ err: error.originalError ?? error }, 'resolver failed');
    return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
      path: error.path,
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
}

// graphql-js proposes names from the schema ("Did you mean ...?"), which lets a prober read a
// schema whose introspection is off; production drops the proposal (graphql-armor's blockFieldSuggestions).
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** `message` without graphql-js's "Did you mean ...?" proposals. */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * Mercurius error formatter: the default status-code behaviour, with internal messages hidden
 * and, in production, field suggestions removed. Typed loosely because mercurius passes its own
 * execution-result shape.
 */
export function errorFormatterFor(mode: string | undefined) {
  const hideSuggestions = mode === 'production';
  return (execution: ExecutionResult & { errors: readonly GraphQLError[]; statusCode?: number }, context: MercuriusContext) => {
    const formatted = errorFormatter(execution, context);
    if (!hideSuggestions) return formatted;
    const errors = formatted.response.errors?.map((error) => ({ ...error, message: withoutSuggestions(error.message) }));
    return { ...formatted, response: { ...formatted.response, errors } };
  };
}

/** The development formatter (suggestions kept). */
export function errorFormatter(execution: ExecutionResult & { errors: readonly GraphQLError[]; statusCode?: number }, context: MercuriusContext) {
  const log = context.reply?.log ?? context.app?.log;
  const safe = { ...execution, errors: sanitizeErrors(execution.errors, log) };
  const formatted = mercurius.defaultErrorFormatter(safe, context);
  // A request that never reached a resolver (every error without a path, no data) is a bad
  // request whatever the number of errors; mercurius answers 200 when there are several.
  const rejected = !execution.data && safe.errors.length > 0 && safe.errors.every((e) => e.path === undefined);
  return rejected && formatted.statusCode === 200 ? { ...formatted, statusCode: 400 } : formatted;
}
