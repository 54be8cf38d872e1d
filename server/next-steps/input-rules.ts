import { commentProblem, CONTACT_LIMITS, emailProblem, nameProblem, phoneDigits, phoneProblem } from '../../src/domain/contact-input';
import { locateZip } from '../services/region/zip-location';
import { badInput, UNSUPPORTED_CHARACTERS_MESSAGE } from './next-steps-error';

/** Field bounds (ADR 0092), shared with the forms that check before sending. */
export const LIMITS = CONTACT_LIMITS;

function text(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badInput('invalid-request', field, `${field} must be a string.`);
  return value.trim();
}

const tooLong = (field: string, max: number) => badInput('too-long', field, `${field} must be at most ${max} characters.`);

/** A required email address (share recipient, quote contact). */
export function checkEmail(value: unknown, field: string): string {
  const email = text(value, field);
  const problem = emailProblem(email);
  if (problem === 'recipient-required') throw badInput(problem, field, 'An email address is required.');
  if (problem === 'too-long') throw tooLong(field, LIMITS.email);
  if (problem) throw badInput('invalid-email', field, 'Please enter a valid email address.');
  return email;
}

/** An optional free-text comment; characters outside the allowed set get the spec's message. */
export function checkComment(value: unknown, field = 'comment'): string {
  const comment = text(value, field);
  const problem = commentProblem(comment);
  if (problem === 'too-long') throw tooLong(field, LIMITS.comment);
  if (problem) throw badInput('unsupported-characters', field, UNSUPPORTED_CHARACTERS_MESSAGE);
  return comment;
}

/** A required person name (letters, spaces, apostrophes, hyphens, dots). */
export function checkName(value: unknown, field: string): string {
  const name = text(value, field);
  const problem = nameProblem(name);
  if (problem === 'too-long') throw tooLong(field, LIMITS.name);
  if (problem) throw badInput('invalid-name', field, `Please enter a valid ${field === 'lastName' ? 'last' : 'first'} name.`);
  return name;
}

/** An optional US phone number: 10 digits (an optional leading 1) with any usual separators; stored as digits. */
export function checkPhone(value: unknown, field = 'phone'): string | null {
  const raw = text(value, field);
  const problem = phoneProblem(raw);
  if (problem === 'too-long') throw tooLong(field, LIMITS.phone);
  if (problem) throw badInput('invalid-phone', field, 'Please enter a valid phone number.');
  return raw ? phoneDigits(raw) : null;
}

/** A ZIP the ZIP database knows (product.md section 5 rules: 5 digits, not 00000). */
export function checkZip(value: unknown, field = 'zip'): { zip: string; state: string; latitude: number; longitude: number } {
  const zip = text(value, field);
  const place = locateZip(zip);
  if (!place.ok) throw badInput('invalid-zip', field, 'Please enter a valid ZIP Code.');
  return { zip, state: place.location.state, latitude: place.location.latitude, longitude: place.location.longitude };
}

/** Page language; English when absent. */
export function checkLanguage(value: unknown, field = 'lang'): 'en' | 'es' {
  if (value === undefined || value === null || value === '') return 'en';
  if (value !== 'en' && value !== 'es') throw badInput('invalid-language', field, 'lang must be "en" or "es".');
  return value;
}
