/**
 * The rules of what a shopper types into the contact forms (share a build, request a quote, contact
 * a dealer from the no-inventory page), ADR 0092. One implementation: the server refuses with these
 * codes (server/next-steps/input-rules.ts) and the forms check the same rules before sending, so a
 * shopper sees the server's own verdict without the round trip. Values are checked as typed,
 * trimmed; an answer is a refusal code of the API or null.
 */

/** Field bounds, in characters. The spec shows none for the share form, so these are ours (ADR 0092). */
export const CONTACT_LIMITS = { email: 254, comment: 500, name: 50, phone: 20 } as const;

export type ContactProblem = 'recipient-required' | 'invalid-email' | 'too-long' | 'unsupported-characters' | 'invalid-name' | 'invalid-phone';

// The HTML living standard's "valid e-mail address" (what <input type=email> accepts), plus a
// dotted domain: a mail to "user@localhost" from a public site is a typo, not a shopper.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

// Letters and digits of any language, spaces and line breaks, and everyday punctuation. Angle
// brackets, braces, backslashes and control characters are what markup and template injection
// need, and no shopper's comment does.
const COMMENT = /^[\p{L}\p{M}\p{N}\p{Zs}\n\r\t.,;:!?¡¿'"‘’“”()\-–—&@#$%+*=/_€£]*$/u;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;
/** A US number: ten digits, the area code not starting with 0 or 1. */
const US_PHONE_DIGITS = /^[2-9]\d{9}$/;

const longerThan = (value: string, max: number): boolean => [...value].length > max;

/** A required email address (share recipient, contact email). */
export function emailProblem(value: string): ContactProblem | null {
  const email = value.trim();
  if (!email) return 'recipient-required';
  if (longerThan(email, CONTACT_LIMITS.email)) return 'too-long';
  const [local = ''] = email.split('@');
  return EMAIL.test(email) && local.length <= 64 ? null : 'invalid-email';
}

/** An optional free-text comment. */
export function commentProblem(value: string): ContactProblem | null {
  const comment = value.trim();
  if (longerThan(comment, CONTACT_LIMITS.comment)) return 'too-long';
  return COMMENT.test(comment) ? null : 'unsupported-characters';
}

/** A required person name: letters, spaces, apostrophes, hyphens, dots. */
export function nameProblem(value: string): ContactProblem | null {
  const name = value.trim();
  if (longerThan(name, CONTACT_LIMITS.name)) return 'too-long';
  return name && NAME.test(name) ? null : 'invalid-name';
}

/** The ten digits of a US phone number as typed (an optional leading 1, any usual separators). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}

/** An optional US phone number; empty is fine. */
export function phoneProblem(value: string): ContactProblem | null {
  const raw = value.trim();
  if (!raw) return null;
  if (longerThan(raw, CONTACT_LIMITS.phone)) return 'too-long';
  return PHONE_CHARACTERS.test(raw) && US_PHONE_DIGITS.test(phoneDigits(raw)) ? null : 'invalid-phone';
}
