import { emailProblem, nameProblem, phoneProblem, type ContactProblem } from '../../domain/contact-input';

/**
 * What can be wrong with a lead (a quote for a build, a model-interest request), and on which field,
 * for every lead form (ADR 0194): the form's own checks before sending (the server's rules, from
 * domain/contact-input.ts) and the one table of the server's refusal codes
 * (server/next-steps/next-steps-error.ts). Each parcel words the problems in its own texts.
 */

export type LeadContactField = 'firstName' | 'lastName' | 'email' | 'phone';
export type LeadField = 'dealerId' | LeadContactField | 'consent' | 'zip' | 'form';

export type LeadProblem =
  | ContactProblem
  | 'dealer-required'
  | 'consent-required'
  | 'invalid-zip'
  /** The build names a series, trim or code the catalog no longer has (or the stock vehicle is gone). */
  | 'build-rejected'
  /** The rules refuse the build (HTTP 422). */
  | 'build-not-buildable'
  /** Too many requests from this device: wait and retry (HTTP 429). */
  | 'rate-limited'
  /** Unreachable, a server error, or a refusal this client does not know. */
  | 'send-failed';

/** Problems by field, in the order the form shows its fields. */
export type LeadProblems = Partial<Record<LeadField, LeadProblem>>;

/** The fields in the order the forms show them (and the first problem is named by). */
export const LEAD_FIELDS: readonly LeadField[] = ['dealerId', 'firstName', 'lastName', 'email', 'phone', 'consent', 'zip', 'form'];

const CONTACT_RULES: ReadonlyArray<[LeadContactField, (value: string) => ContactProblem | null]> = [
  ['firstName', nameProblem],
  ['lastName', nameProblem],
  ['email', emailProblem],
  ['phone', phoneProblem],
];

export interface LeadForm {
  dealerId: string;
  contact: Record<LeadContactField, string>;
  consent: boolean;
}

/**
 * Every problem of the form as typed, checked by the server's own rules so the shopper sees its
 * verdict without the round trip (the server checks again). The dealer must be one of those on
 * offer: a new search may have dropped the one picked before.
 */
export function leadProblems({ dealerId, contact, consent }: LeadForm, offeredDealerIds: readonly string[]): LeadProblems {
  const found: LeadProblems = {};
  if (!offeredDealerIds.includes(dealerId)) found.dealerId = 'dealer-required';
  for (const [field, problemOf] of CONTACT_RULES) {
    const problem = problemOf(contact[field]);
    if (problem) found[field] = problem;
  }
  if (!consent) found.consent = 'consent-required';
  return found;
}

/** The first problem in the order of the fields, for forms that name one at a time. */
export function firstLeadProblem(problems: LeadProblems): { field: LeadField; problem: LeadProblem } | undefined {
  const field = LEAD_FIELDS.find((f) => problems[f] !== undefined);
  return field ? { field, problem: problems[field]! } : undefined;
}

// The server's refusal codes: the problem, and its field when the answer names none we show.
const REFUSALS: Readonly<Record<string, { problem: LeadProblem; field: LeadField }>> = {
  'recipient-required': { problem: 'recipient-required', field: 'email' },
  'invalid-email': { problem: 'invalid-email', field: 'email' },
  'invalid-name': { problem: 'invalid-name', field: 'firstName' },
  'invalid-phone': { problem: 'invalid-phone', field: 'phone' },
  'too-long': { problem: 'too-long', field: 'form' },
  'unsupported-characters': { problem: 'unsupported-characters', field: 'form' },
  'invalid-zip': { problem: 'invalid-zip', field: 'zip' },
  'consent-required': { problem: 'consent-required', field: 'consent' },
  'unknown-dealer': { problem: 'dealer-required', field: 'dealerId' },
  'dealer-too-far': { problem: 'dealer-required', field: 'dealerId' },
  'unknown-series': { problem: 'build-rejected', field: 'form' },
  'unknown-trim': { problem: 'build-rejected', field: 'form' },
  'invalid-build-code': { problem: 'build-rejected', field: 'form' },
  // "Check availability" (issue 28): the vehicle left the stock or the dealer since the list was shown.
  'invalid-vin': { problem: 'build-rejected', field: 'form' },
  'unknown-vehicle': { problem: 'build-rejected', field: 'form' },
  'vehicle-at-another-dealer': { problem: 'build-rejected', field: 'form' },
  'vehicle-build-mismatch': { problem: 'build-rejected', field: 'form' },
  'build-not-buildable': { problem: 'build-not-buildable', field: 'form' },
  // Rate limits (server/next-steps/next-steps-limits.ts): the shopper is told to wait, not that the server failed.
  'rate-limited': { problem: 'rate-limited', field: 'form' },
};

/**
 * The problem a refusal names, on the field the server names when the form shows that field
 * (else the code's own); a code this client does not know is a form-level failure.
 */
export function refusalProblems(code: string, field: string): LeadProblems {
  const known = Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined;
  if (!known) return { form: 'send-failed' };
  const shown = LEAD_FIELDS.find((f) => f === field && f !== 'form') ?? known.field;
  return { [shown]: known.problem };
}
