/**
 * A fresh Idempotency-Key for one submission (ADR 0091): the server stores a quote or lead once
 * per key, so a retried request (double click, flaky network) replays the first answer instead
 * of filing a second one. 128 random bits from the platform's CSPRNG; `randomUUID` only exists in
 * secure contexts, so plain-HTTP pages get the same entropy as 32 hex digits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
