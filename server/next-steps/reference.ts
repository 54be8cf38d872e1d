import { randomBytes } from 'node:crypto';

// Crockford's base32 without I, L, O, U: nothing a shopper reading a reference aloud confuses.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short random reference such as "Q-7K3M9XQ2" (40 random bits). The database's UNIQUE
 * constraint is the guard; callers retry on the (rare) collision.
 */
export function newReference(prefix: string): string {
  const bytes = randomBytes(8);
  let out = '';
  for (let i = 0; i < 8; i += 1) out += ALPHABET[bytes[i]! & 31];
  return `${prefix}-${out}`;
}

export const REFERENCE_PATTERN = /^[A-Z]-[0-9A-HJKMNP-TV-Z]{8}$/;
