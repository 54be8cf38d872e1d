/**
 * Client-side checks of the share and quote forms, mirroring server/next-steps/input-rules.ts
 * (ADR 0092) so the shopper sees an error before sending; the server checks again and its
 * codes map to the same messages (next-steps-client.ts).
 */
import type { NextStepsMessageKey } from './next-steps-messages';

// The HTML standard's email syntax plus a dotted domain (ADR 0092).
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const COMMENT = /^[\p{L}\p{M}\p{N}\p{Zs}\n\r\t.,;:!?¡¿'"‘’“”()\-–—&@#$%+*=/_€£]*$/u;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export function emailError(value: string): NextStepsMessageKey | null {
  const email = value.trim();
  if (!email) return 'recipientRequired';
  if (email.length > 254 || !EMAIL.test(email) || email.split('@')[0].length > 64) return 'invalidEmail';
  return null;
}

export function commentError(value: string): NextStepsMessageKey | null {
  if ([...value.trim()].length > 500) return 'tooLong';
  return COMMENT.test(value.trim()) ? null : 'unsupported';
}

export function nameError(value: string): NextStepsMessageKey | null {
  const name = value.trim();
  if ([...name].length > 50) return 'tooLong';
  return name && NAME.test(name) ? null : 'invalidName';
}

export function phoneError(value: string): NextStepsMessageKey | null {
  if (!value.trim()) return null;
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^[+\d\s().-]+$/.test(value.trim()) && /^[2-9]\d{9}$/.test(digits) ? null : 'invalidPhone';
}
