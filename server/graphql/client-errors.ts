import { InvalidInputError, NotFoundError } from '../configuration/configuration-errors';
import { badUserInput, notFound } from '../http/errors';

/**
 * The GraphQL face of the configuration's own errors (server/configuration/configuration-errors.ts,
 * ADR 0191): each kind becomes the client-facing error with its code; anything else stays as it is
 * (a fault of ours, which the error formatter hides behind a generic message).
 */
export function toClientError(error: unknown): unknown {
  if (error instanceof NotFoundError) return notFound(error.message);
  if (error instanceof InvalidInputError) return badUserInput(error.message);
  return error;
}

/** A resolver whose configuration errors reach the client as NOT_FOUND / BAD_USER_INPUT. */
export function withClientErrors<A extends unknown[], R>(resolve: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    try {
      return resolve(...args);
    } catch (error) {
      throw toClientError(error);
    }
  };
}
