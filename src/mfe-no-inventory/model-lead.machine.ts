import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { MessageDescriptor } from 'react-intl';
import { emailProblem, nameProblem, phoneProblem, type ContactProblem } from '../domain/contact-input';
import { newIdempotencyKey } from '../platform/idempotency-key';
import { noInventoryMessages } from './no-inventory.messages';
import type { ModelLeadInput, ModelLeadResult } from './no-inventory-services';

/**
 * The model-interest lead of the no-inventory flyout (ADR 0072, ADR 0116): editing -> sending ->
 * sent, or failed with the first problem named (a refusal on its field, anything else on the
 * form). One Idempotency-Key per opened form: a double click or a retry after a lost answer makes
 * one lead. The component provides `requestLead` (the page's services).
 */

export type LeadField = 'dealerId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'consent' | 'form';
export type LeadContactField = 'firstName' | 'lastName' | 'email' | 'phone';
export interface LeadProblem {
  field: LeadField;
  message: MessageDescriptor;
}

export interface ModelLeadContext {
  dealerId: string;
  contact: Record<LeadContactField, string>;
  consent: boolean;
  problem: LeadProblem | undefined;
  sent: { reference: string; dealerName: string; firstName: string } | null;
  idempotencyKey: string;
}

export type ModelLeadEvent =
  | { type: 'user.pickDealer'; dealerId: string }
  | { type: 'user.editContact'; field: LeadContactField; value: string }
  | { type: 'user.setConsent'; checked: boolean }
  /** `lead` without the form's fields: the page adds ZIP, language, series and year. */
  | { type: 'user.submit'; lead: Pick<ModelLeadInput, 'zip' | 'lang' | 'seriesId' | 'year'> };

// The server's error codes (server/next-steps) mapped to the field and the text the shopper reads.
const REFUSALS: Record<string, LeadProblem> = {
  'invalid-name': { field: 'firstName', message: noInventoryMessages.quoteInvalidName },
  'invalid-email': { field: 'email', message: noInventoryMessages.quoteInvalidEmail },
  'recipient-required': { field: 'email', message: noInventoryMessages.quoteInvalidEmail },
  'invalid-phone': { field: 'phone', message: noInventoryMessages.quoteInvalidPhone },
  'too-long': { field: 'form', message: noInventoryMessages.quoteTooLong },
  'consent-required': { field: 'consent', message: noInventoryMessages.quoteConsentRequired },
  'unknown-dealer': { field: 'dealerId', message: noInventoryMessages.quoteDealerRequired },
  // Rate limits (server/next-steps/next-steps-limits.ts): wait and retry, said in the page language.
  'rate-limited': { field: 'form', message: noInventoryMessages.quoteTooMany },
};

const CONTACT_RULES: ReadonlyArray<[LeadContactField, (value: string) => ContactProblem | null]> = [
  ['firstName', nameProblem],
  ['lastName', nameProblem],
  ['email', emailProblem],
  ['phone', phoneProblem],
];

/**
 * The first problem of the form as typed: the server's own rules (domain/contact-input.ts), so a
 * shopper sees its verdict without the round trip, with the text its refusal would get. The
 * server checks again.
 */
export function firstProblem({ dealerId, contact, consent }: Pick<ModelLeadContext, 'dealerId' | 'contact' | 'consent'>): LeadProblem | undefined {
  if (!dealerId) return { field: 'dealerId', message: noInventoryMessages.quoteDealerRequired };
  for (const [field, problemOf] of CONTACT_RULES) {
    const code = problemOf(contact[field]);
    if (code) return refusalProblem({ kind: 'refused', code, field });
  }
  if (!consent) return { field: 'consent', message: noInventoryMessages.quoteConsentRequired };
  return undefined;
}

const CONTACT_FIELDS: readonly string[] = CONTACT_RULES.map(([field]) => field);

/** The problem a refusal names, on the field it names when that is a contact field; an unknown code is a form-level failure. */
export function refusalProblem(result: Extract<ModelLeadResult, { kind: 'refused' }>): LeadProblem {
  const known = REFUSALS[result.code];
  if (!known) return { field: 'form', message: noInventoryMessages.quoteSendFailed };
  return { field: CONTACT_FIELDS.includes(result.field) ? (result.field as LeadContactField) : known.field, message: known.message };
}

export const modelLeadMachine = setup({
  types: { context: {} as ModelLeadContext, events: {} as ModelLeadEvent },
  actors: {
    requestLead: fromPromise<ModelLeadResult, { lead: ModelLeadInput; idempotencyKey: string }>(async () => {
      throw new Error('requestLead not provided');
    }),
  },
  guards: {
    formValid: ({ context }) => firstProblem(context) === undefined,
    wasSent: (_, { result }: { result: ModelLeadResult }) => result.kind === 'sent',
  },
  actions: {
    pickDealer: assign(({ event }) => {
      assertEvent(event, 'user.pickDealer');
      return { dealerId: event.dealerId };
    }),
    editContact: assign(({ context, event }) => {
      assertEvent(event, 'user.editContact');
      return { contact: { ...context.contact, [event.field]: event.value } };
    }),
    setConsent: assign(({ event }) => {
      assertEvent(event, 'user.setConsent');
      return { consent: event.checked };
    }),
    showProblem: assign(({ context }) => ({ problem: firstProblem(context) })),
    clearProblem: assign({ problem: undefined }),
    storeSent: assign(({ context }, { result }: { result: ModelLeadResult }) =>
      result.kind === 'sent' ? { sent: { reference: result.reference, dealerName: result.dealerName, firstName: context.contact.firstName.trim() } } : {},
    ),
    showRefusal: assign((_, { result }: { result: ModelLeadResult }) => ({
      problem: result.kind === 'refused' ? refusalProblem(result) : undefined,
    })),
    showFailure: (_, { error }: { error: unknown }) => console.warn('[no-inventory] quote request failed', error),
    showSendFailed: assign({ problem: { field: 'form' as const, message: noInventoryMessages.quoteSendFailed } }),
  },
}).createMachine({
  id: 'modelLead',
  context: () => ({
    dealerId: '',
    contact: { firstName: '', lastName: '', email: '', phone: '' },
    consent: false,
    problem: undefined,
    sent: null,
    idempotencyKey: newIdempotencyKey(),
  }),
  initial: 'editing',
  on: {
    'user.pickDealer': { actions: 'pickDealer' },
    'user.editContact': { actions: 'editContact' },
    'user.setConsent': { actions: 'setConsent' },
  },
  states: {
    editing: {
      on: { 'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearProblem' }, { actions: 'showProblem' }] },
    },
    sending: {
      tags: 'sending',
      invoke: {
        src: 'requestLead',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          const { dealerId, contact, consent } = context;
          return { lead: { dealerId, ...contact, consent, ...event.lead }, idempotencyKey: context.idempotencyKey };
        },
        onDone: [
          { guard: { type: 'wasSent', params: ({ event }) => ({ result: event.output }) }, target: 'sent', actions: { type: 'storeSent', params: ({ event }) => ({ result: event.output }) } },
          { target: 'failed', actions: { type: 'showRefusal', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'failed', actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, 'showSendFailed'] },
      },
    },
    // The problem is on screen; the shopper corrects and sends again with the same key.
    failed: {
      tags: 'failed',
      on: { 'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearProblem' }, { target: 'editing', actions: 'showProblem' }] },
    },
    sent: { tags: 'sent', type: 'final' },
  },
});
