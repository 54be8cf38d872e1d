import { locateZip } from '../services/region/zip-location';
import { badInput, UNSUPPORTED_CHARACTERS_MESSAGE } from './next-steps-error';

/** Field bounds. The spec shows none for the share form, so these are ours (ADR 0092). */
export const LIMITS = { email: 254, comment: 500, name: 50, phone: 20 } as const;

// The HTML living standard's "valid e-mail address" (what <input type=email> accepts), plus a
// dotted domain: a mail to "user@localhost" from a public site is a typo, not a shopper.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

// Letters and digits of any language, spaces and line breaks, and everyday punctuation. Angle
// brackets, braces, backslashes and control characters are what markup and template injection
// need, and no shopper's comment does.
const COMMENT = /^[\p{L}\p{M}\p{N}\p{Zs}\n\r\t.,;:!?¡¿'"‘’“”()\-–—&@#$%+*=/_€£]*$/u;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

function text(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badInput('invalid-request', field, `${field} must be a string.`);
  return value.trim();
}

function bounded(value: string, field: string, max: number): string {
  if ([...value].length > max) throw badInput('too-long', field, `${field} must be at most ${max} characters.`);
  return value;
}

/** A required email address (share recipient, quote contact). */
export function checkEmail(value: unknown, field: string): string {
  const email = text(value, field);
  if (!email) throw badInput('recipient-required', field, 'An email address is required.');
  bounded(email, field, LIMITS.email);
  const [local = ''] = email.split('@');
  if (!EMAIL.test(email) || local.length > 64) throw badInput('invalid-email', field, 'Please enter a valid email address.');
  return email;
}

/** An optional free-text comment; characters outside the allowed set get the spec's message. */
export function checkComment(value: unknown, field = 'comment'): string {
  const comment = bounded(text(value, field), field, LIMITS.comment);
  if (!COMMENT.test(comment)) throw badInput('unsupported-characters', field, UNSUPPORTED_CHARACTERS_MESSAGE);
  return comment;
}

/** A required person name (letters, spaces, apostrophes, hyphens, dots). */
export function checkName(value: unknown, field: string): string {
  const name = bounded(text(value, field), field, LIMITS.name);
  if (!name || !NAME.test(name)) throw badInput('invalid-name', field, `Please enter a valid ${field === 'lastName' ? 'last' : 'first'} name.`);
  return name;
}

/** An optional US phone number: 10 digits (an optional leading 1) with any usual separators; stored as digits. */
export function checkPhone(value: unknown, field = 'phone'): string | null {
  const raw = bounded(text(value, field), field, LIMITS.phone);
  if (!raw) return null;
  if (!/^[+\d\s().-]+$/.test(raw)) throw badInput('invalid-phone', field, 'Please enter a valid phone number.');
  const digits = raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (!/^[2-9]\d{9}$/.test(digits)) throw badInput('invalid-phone', field, 'Please enter a valid phone number.');
  return digits;
}

/** A ZIP the ZIP database knows (product.md section 5 rules: 5 digits, not 00000). */
export function checkZip(value: unknown, field = 'zip'): { zip: string; latitude: number; longitude: number } {
  const zip = text(value, field);
  const place = locateZip(zip);
  if (!place.ok) throw badInput('invalid-zip', field, 'Please enter a valid ZIP Code.');
  return { zip, latitude: place.location.latitude, longitude: place.location.longitude };
}

/** Page language; English when absent. */
export function checkLanguage(value: unknown, field = 'lang'): 'en' | 'es' {
  if (value === undefined || value === null || value === '') return 'en';
  if (value !== 'en' && value !== 'es') throw badInput('invalid-language', field, 'lang must be "en" or "es".');
  return value;
}
