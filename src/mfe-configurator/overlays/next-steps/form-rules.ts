/**
 * Client-side checks of the share form: the server's own rules (domain/contact-input.ts, ADR 0092),
 * so the shopper sees an error before sending, with the message the server's refusal code would get
 * (next-steps-client.ts). The server checks again. (The quote form's are the lead flow's:
 * platform/leads/lead-problems.ts.)
 */
import { commentProblem, emailProblem, type ContactProblem } from '../../../domain/contact-input';
import { CONTACT_PROBLEM_MESSAGES } from './next-steps-client';
import type { NextStepsMessageKey } from './next-steps-messages';

const messageOf = (problem: ContactProblem | null): NextStepsMessageKey | null => (problem ? CONTACT_PROBLEM_MESSAGES[problem] : null);

export const emailError = (value: string): NextStepsMessageKey | null => messageOf(emailProblem(value));
export const commentError = (value: string): NextStepsMessageKey | null => messageOf(commentProblem(value));
