import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LeadField, LeadProblem } from '../../../platform/leads/lead-problems';

/**
 * What the quote form says under a field (issue 27): the field and what is wrong with it, in the
 * shopper's words ("Enter your first name", "Enter an email address like name@example.com"),
 * rather than one text for every name or email problem. Problems these do not cover keep the
 * overlay's general texts (quote-problems.ts).
 */
const defs = defineMessages({
  firstNameMissing: { id: 'quote.field.firstNameMissing', defaultMessage: 'Enter your first name.', description: 'Quote form: first name left empty' },
  firstNameInvalid: { id: 'quote.field.firstNameInvalid', defaultMessage: 'Use only letters, spaces, hyphens and apostrophes in your first name.', description: 'Quote form: first name with digits or symbols' },
  firstNameTooLong: { id: 'quote.field.firstNameTooLong', defaultMessage: 'Your first name can be at most 50 characters.', description: 'Quote form: first name too long' },
  lastNameMissing: { id: 'quote.field.lastNameMissing', defaultMessage: 'Enter your last name.', description: 'Quote form: last name left empty' },
  lastNameInvalid: { id: 'quote.field.lastNameInvalid', defaultMessage: 'Use only letters, spaces, hyphens and apostrophes in your last name.', description: 'Quote form: last name with digits or symbols' },
  lastNameTooLong: { id: 'quote.field.lastNameTooLong', defaultMessage: 'Your last name can be at most 50 characters.', description: 'Quote form: last name too long' },
  emailMissing: { id: 'quote.field.emailMissing', defaultMessage: 'Enter your email address.', description: 'Quote form: email left empty' },
  emailInvalid: { id: 'quote.field.emailInvalid', defaultMessage: 'Enter an email address like name@example.com.', description: 'Quote form: email not an address' },
  emailTooLong: { id: 'quote.field.emailTooLong', defaultMessage: 'Your email address can be at most 254 characters.', description: 'Quote form: email too long' },
  phoneInvalid: { id: 'quote.field.phoneInvalid', defaultMessage: 'Enter a 10-digit US phone number, like 310 555 0142, or leave it empty.', description: 'Quote form: phone not a US number' },
  phoneTooLong: { id: 'quote.field.phoneTooLong', defaultMessage: 'Your phone number can be at most 20 characters.', description: 'Quote form: phone too long' },
  dealerMissing: { id: 'quote.field.dealerMissing', defaultMessage: 'Choose the dealer who should send your quote.', description: 'Quote form: no dealer chosen' },
});

const FIELD_MESSAGES: Partial<Record<LeadField, Partial<Record<LeadProblem, MessageDescriptor>>>> = {
  firstName: { 'invalid-name': defs.firstNameInvalid, 'too-long': defs.firstNameTooLong },
  lastName: { 'invalid-name': defs.lastNameInvalid, 'too-long': defs.lastNameTooLong },
  email: { 'recipient-required': defs.emailMissing, 'invalid-email': defs.emailInvalid, 'too-long': defs.emailTooLong },
  phone: { 'invalid-phone': defs.phoneInvalid, 'too-long': defs.phoneTooLong },
  dealerId: { 'dealer-required': defs.dealerMissing },
};

const MISSING: Partial<Record<LeadField, MessageDescriptor>> = { firstName: defs.firstNameMissing, lastName: defs.lastNameMissing };

/**
 * The text for a problem on a field of the quote form given what the field holds, or null when
 * the overlay's general text fits (consent, ZIP, server refusals without a field).
 */
export function quoteFieldMessage(field: LeadField, problem: LeadProblem, value: string): MessageDescriptor | null {
  // An empty name fails the name rule too ("invalid-name"); saying "enter it" is what is wrong.
  if (problem === 'invalid-name' && value.trim() === '' && MISSING[field]) return MISSING[field]!;
  return FIELD_MESSAGES[field]?.[problem] ?? null;
}
