/**
 * Client-side checks of the share and quote forms: the server's own rules (domain/contact-input.ts,
 * ADR 0092), so the shopper sees an error before sending, with the message the server's refusal
 * code would get (next-steps-client.ts). The server checks again.
 */
import { commentProblem, emailProblem, nameProblem, phoneProblem, type ContactProblem } from '../../../domain/contact-input';
import { CONTACT_PROBLEM_MESSAGES } from './next-steps-client';
import type { NextStepsMessageKey } from './next-steps-messages';

const messageOf = (problem: ContactProblem | null): NextStepsMessageKey | null => (problem ? CONTACT_PROBLEM_MESSAGES[problem] : null);

export const emailError = (value: string): NextStepsMessageKey | null => messageOf(emailProblem(value));
export const commentError = (value: string): NextStepsMessageKey | null => messageOf(commentProblem(value));
export const nameError = (value: string): NextStepsMessageKey | null => messageOf(nameProblem(value));
export const phoneError = (value: string): NextStepsMessageKey | null => messageOf(phoneProblem(value));
