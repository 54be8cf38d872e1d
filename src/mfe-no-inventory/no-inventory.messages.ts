import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LeadProblem } from '../platform/leads/lead-problems';

/** Texts of the no-inventory parcel that are not per-model content. */
export const noInventoryMessages = defineMessages({
  loading: { id: 'noInventory.loading', defaultMessage: 'Loading…', description: 'Status while the no-inventory texts load' },
  unavailable: {
    id: 'noInventory.unavailable',
    defaultMessage: 'This vehicle is not available in your area right now.',
    description: 'Shown on the no-inventory page when its per-model texts could not be loaded',
  },
  back: {
    id: 'noInventory.back',
    defaultMessage: 'Back to All Vehicles',
    description: 'Back-to-vehicles link when the per-model texts could not be loaded',
  },
  quoteZipLabel: { id: 'quote.zipLabel', defaultMessage: 'ZIP Code', description: 'Label of the ZIP input in the contact-dealer flyout' },
  quoteTitle: { id: 'quote.title', defaultMessage: 'Contact a Dealer', description: 'Heading of the contact-dealer flyout' },
  quoteSearch: { id: 'quote.search', defaultMessage: 'Find Dealers', description: 'Button that looks up dealers near the ZIP code' },
  quoteSearching: { id: 'quote.searching', defaultMessage: 'Looking for dealers…', description: 'Status while dealers are looked up' },
  quoteNone: {
    id: 'quote.none',
    defaultMessage: 'There are no dealers near this ZIP Code.',
    description: 'The ZIP code is valid but no dealer is near it',
  },
  quoteTooMany: {
    id: 'quote.tooMany',
    defaultMessage: 'Too many requests from this device. Please wait a few minutes and try again.',
    description: 'The server rate limit refused the contact-dealer form (HTTP 429)',
  },
  quoteDealerLegend: { id: 'quote.dealerLegend', defaultMessage: 'Choose a dealer', description: 'Legend of the dealer choice in the contact form' },
  quoteFirstName: { id: 'quote.firstName', defaultMessage: 'First Name', description: 'Contact form field' },
  quoteLastName: { id: 'quote.lastName', defaultMessage: 'Last Name', description: 'Contact form field' },
  quoteEmail: { id: 'quote.email', defaultMessage: 'Email', description: 'Contact form field' },
  quotePhone: { id: 'quote.phone', defaultMessage: 'Phone (optional)', description: 'Optional contact form field' },
  quoteSubmit: { id: 'quote.submit', defaultMessage: 'Send Request', description: 'Submit button of the contact form' },
  quoteSending: { id: 'quote.sending', defaultMessage: 'Sending…', description: 'Submit button while the request is sent' },
  quoteInvalidName: { id: 'quote.invalidName', defaultMessage: 'Please enter your first and last name.', description: 'Missing or refused name' },
  quoteInvalidEmail: { id: 'quote.invalidEmail', defaultMessage: 'Please enter a valid email address.', description: 'Missing or refused email' },
  quoteInvalidPhone: { id: 'quote.invalidPhone', defaultMessage: 'Please enter a valid phone number.', description: 'Refused phone number' },
  quoteTooLong: { id: 'quote.tooLong', defaultMessage: 'This entry is too long.', description: 'A contact field over its length limit' },
  quoteConsentRequired: {
    id: 'quote.consentRequired',
    defaultMessage: 'Please agree to be contacted so the dealer can reply.',
    description: 'Submit without the consent box checked',
  },
  quoteDealerRequired: { id: 'quote.dealerRequired', defaultMessage: 'Please choose a dealer.', description: 'Submit without a dealer' },
  quoteSendFailed: { id: 'quote.sendFailed', defaultMessage: 'Your request could not be sent. Please try again.', description: 'Network or server failure' },
});

/** Messages with ICU values, typed so a missing value fails to compile. */
export const noInventoryValueMessages = defineMessages<{
  title: { vehicle: string };
  quoteIntro: { vehicle: string };
  quoteResults: { zip: string };
  quoteCall: { dealer: string; phone: string };
  quoteDistance: { distance: number; city: string; state: string };
  quoteSent: { name: string; dealer: string; vehicle: string; reference: string };
}>({
  title: {
    id: 'noInventory.title',
    defaultMessage: '{vehicle}',
    description: 'No-inventory page title: the vehicle name (formatVehicleName: year first in English, last in Spanish)',
  },
  quoteIntro: {
    id: 'quote.intro',
    defaultMessage: 'Request a quote for the {vehicle} from a dealer near you.',
    description: 'Introduction of the contact-dealer flyout',
  },
  quoteResults: { id: 'quote.results', defaultMessage: 'Dealers near {zip}', description: 'Heading of the dealer list' },
  quoteCall: { id: 'quote.call', defaultMessage: 'Call {dealer} at {phone}', description: 'Phone link of a dealer' },
  quoteDistance: {
    id: 'quote.distance',
    defaultMessage: '{city}, {state} · {distance, number} mi',
    description: 'Where a dealer is and how far, in miles',
  },
  quoteSent: {
    id: 'quote.sent',
    defaultMessage: 'Thank you, {name}. {dealer} will contact you about the {vehicle}. Your reference is {reference}.',
    description: 'Confirmation of a sent contact-dealer request with its reference',
  },
});

/**
 * The contact form's text for each lead problem (platform/leads/lead-problems.ts). A problem the
 * shopper cannot fix on this form (a build refused, a code this page does not know) reads as a
 * request that could not be sent.
 */
export const LEAD_PROBLEM_MESSAGES: Readonly<Record<LeadProblem, MessageDescriptor>> = {
  'dealer-required': noInventoryMessages.quoteDealerRequired,
  'invalid-name': noInventoryMessages.quoteInvalidName,
  'recipient-required': noInventoryMessages.quoteInvalidEmail,
  'invalid-email': noInventoryMessages.quoteInvalidEmail,
  'invalid-phone': noInventoryMessages.quoteInvalidPhone,
  'too-long': noInventoryMessages.quoteTooLong,
  'consent-required': noInventoryMessages.quoteConsentRequired,
  'rate-limited': noInventoryMessages.quoteTooMany,
  'unsupported-characters': noInventoryMessages.quoteSendFailed,
  'invalid-zip': noInventoryMessages.quoteSendFailed,
  'build-rejected': noInventoryMessages.quoteSendFailed,
  'build-not-buildable': noInventoryMessages.quoteSendFailed,
  'send-failed': noInventoryMessages.quoteSendFailed,
};
