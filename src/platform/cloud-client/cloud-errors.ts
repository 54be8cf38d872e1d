/**
 * The cloud client's messages (product.md section 8, "Cloud client messages"), each with a stable code
 * so callers branch on the code, never on wording. These are developer-facing errors (logged, and
 * mapped by each parcel's data boundary to its own shopper-facing text), so they are English only.
 */
export const CLOUD_CLIENT_MESSAGES = {
  UNAUTHORIZED: 'Unauthorized',
  NO_ENDPOINT: 'No GraphQL endpoint configured',
  NO_API_KEY: 'API-key mode without key',
  NO_CREDENTIALS: 'IAM auth mode is configured but no credentials are available (no identity pool id)',
  MISSING_AUTH_TOKEN: 'Missing auth token: the credentials have no session token',
  INVALID_OPERATION: 'Invalid operation type',
  SUBSCRIBE_REALTIME_ONLY: 'Subscribe is only available for the realtime endpoint',
  CONNECTION_TIMEOUT: 'Connection timeout: ack not received after 15000 ms',
  SUBSCRIPTION_TIMEOUT: 'Subscription timeout: ack not received after 15000 ms',
  NOT_CONNECTED: 'WebSocket is not connected or closed',
  SUBSCRIPTION_NOT_INITIALIZED: 'Subscription has not been initialized',
  INVALID_TOKENS: 'Invalid tokens: the identity service answered unusable credentials',
  USER_NOT_AUTHENTICATED: 'User needs to be authenticated to call this API',
  AUTH_SESSION_NOT_FOUND: 'Auth session was not found',
  INVALID_SETTINGS: 'Invalid cloud client settings',
  UNKNOWN: 'An unknown error has occurred',
} as const;

export type CloudClientErrorCode = keyof typeof CLOUD_CLIENT_MESSAGES;

/** An error of the cloud client: `code` is stable, `message` starts with the catalogue text. */
export class CloudClientError extends Error {
  override readonly name = 'CloudClientError';
  constructor(
    readonly code: CloudClientErrorCode,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${CLOUD_CLIENT_MESSAGES[code]}: ${detail}` : CLOUD_CLIENT_MESSAGES[code], options);
  }
}

/** Any thrown value as a CloudClientError; what is not one already is "An unknown error has occurred". */
export function toCloudClientError(error: unknown): CloudClientError {
  if (error instanceof CloudClientError) return error;
  return new CloudClientError('UNKNOWN', error instanceof Error ? error.message : undefined, { cause: error });
}
