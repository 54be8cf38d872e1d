/**
 * Error codes of the next-steps routes. The client maps the code to its own translated text;
 * `message` is English for logs and API users (the UI never shows it as is).
 */
export type NextStepsErrorCode =
  | 'invalid-request'
  | 'recipient-required'
  | 'invalid-email'
  | 'unsupported-characters'
  | 'too-long'
  | 'invalid-name'
  | 'invalid-phone'
  | 'invalid-zip'
  | 'invalid-language'
  | 'consent-required'
  | 'unknown-dealer'
  | 'dealer-too-far'
  | 'unknown-series'
  | 'unknown-trim'
  | 'invalid-build-code'
  | 'invalid-vin'
  | 'unknown-vehicle'
  | 'vehicle-at-another-dealer'
  | 'vehicle-build-mismatch'
  | 'inventory-loading'
  | 'build-not-buildable'
  | 'idempotency-key-required'
  | 'invalid-idempotency-key'
  | 'idempotency-key-reused'
  | 'not-found'
  | 'invalid-url'
  | 'store-unavailable'
  | 'rate-limited';

/** The spec's text for a comment with characters we do not accept (product.md section 5). */
export const UNSUPPORTED_CHARACTERS_MESSAGE = 'Your input contains unsupported characters. Please revise and try again.';

/** A refusal with its HTTP status, code and (for input errors) the field at fault. */
export class NextStepsError extends Error {
  override readonly name = 'NextStepsError';
  constructor(
    readonly statusCode: number,
    readonly code: NextStepsErrorCode,
    message: string,
    readonly field?: string,
    /** For 429 and 503: seconds after which a retry may succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The JSON body sent to the client. */
  toBody(): { statusCode: number; code: NextStepsErrorCode; message: string; field?: string; retryAfterSeconds?: number } {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
    };
  }
}

/** A 400 for one field. */
export function badInput(code: NextStepsErrorCode, field: string, message: string): NextStepsError {
  return new NextStepsError(400, code, message, field);
}
