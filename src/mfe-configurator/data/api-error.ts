/**
 * The configurator's data errors as one small union (architecture.md convention 7): whatever went
 * wrong on the wire (fetch failure, HTTP status, GraphQL error code) is mapped here, at the data
 * boundary, so machine context and components only ever see `ApiError`.
 */

export type ApiErrorKind = 'network' | 'unauthorized' | 'not-found' | 'bad-input' | 'server';

export interface ApiError {
  kind: ApiErrorKind;
  message: string;
}

/** Thrown by the data layer; carries the mapped error so catch sites need no wire knowledge. */
export class ConfiguratorApiError extends Error implements ApiError {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ConfiguratorApiError';
  }
}

/** What the mapper reads from a failed request; urql's CombinedError has this shape. */
export interface WireFailure {
  message?: string;
  networkError?: { message?: string } | null;
  graphQLErrors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
  response?: { status?: number } | null;
}

const CODE_KINDS: Record<string, ApiErrorKind> = {
  UNAUTHENTICATED: 'unauthorized',
  FORBIDDEN: 'unauthorized',
  NOT_FOUND: 'not-found',
  BAD_USER_INPUT: 'bad-input',
  GRAPHQL_VALIDATION_FAILED: 'bad-input',
  GRAPHQL_PARSE_FAILED: 'bad-input',
};

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status >= 400 && status < 500) return 'bad-input';
  return 'server';
}

/**
 * Maps a failed request to an ApiError. A non-OK HTTP status reads 'Response status: {n}' (the
 * spec's wording for a failed rules call, product.md section 7/8) unless the body carried a GraphQL error code,
 * whose message is more useful. A failure without any response is a network error.
 */
export function toApiError(failure: WireFailure | unknown): ConfiguratorApiError {
  if (failure instanceof ConfiguratorApiError) return failure;
  const wire = (failure ?? {}) as WireFailure;
  const status = typeof wire.response?.status === 'number' ? wire.response.status : undefined;
  const first = wire.graphQLErrors?.[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
  if (code && CODE_KINDS[code]) return new ConfiguratorApiError(CODE_KINDS[code], first!.message);
  if (status !== undefined && (status < 200 || status >= 300)) {
    return new ConfiguratorApiError(kindOfStatus(status), `Response status: ${status}`);
  }
  if (first) return new ConfiguratorApiError('server', first.message);
  if (wire.networkError) return new ConfiguratorApiError('network', wire.networkError.message || 'Network request failed');
  const message = failure instanceof Error ? failure.message : wire.message;
  return new ConfiguratorApiError('server', message || 'Unknown data error');
}

/** The plain-data form kept in machine context (no Error instance, so snapshots serialise). */
export function asApiError(error: unknown): ApiError {
  const mapped = toApiError(error);
  return { kind: mapped.kind, message: mapped.message };
}
