import type { DealerSearchProblem } from '../../../platform/leads/dealer-search.machine';
import type { LeadProblem } from '../../../platform/leads/lead-problems';
import { CONTACT_PROBLEM_MESSAGES } from './next-steps-client';
import type { NextStepsMessageKey } from './next-steps-messages';

/** The quote overlay's text for each lead problem (platform/leads/lead-problems.ts). */
export const QUOTE_PROBLEM_MESSAGES: Readonly<Record<LeadProblem, NextStepsMessageKey>> = {
  ...CONTACT_PROBLEM_MESSAGES,
  'dealer-required': 'dealerRequired',
  'consent-required': 'consentRequired',
  'invalid-zip': 'invalidZip',
  'build-rejected': 'buildRejected',
  'build-not-buildable': 'buildNotBuildable',
  'rate-limited': 'tooManyRequests',
  'send-failed': 'serverError',
};

/** The text on the ZIP box when a dealer search lists nobody. */
export const SEARCH_PROBLEM_MESSAGES: Readonly<Record<DealerSearchProblem, NextStepsMessageKey>> = {
  'invalid-zip': 'invalidZip',
  'search-failed': 'serverError',
};
