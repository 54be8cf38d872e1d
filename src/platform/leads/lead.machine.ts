import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../idempotency-key';
import type { LeadResult } from '../services/quote-service';
import { leadProblems, refusalProblems, type LeadContactField, type LeadProblems } from './lead-problems';

/**
 * The lead flow of every lead form (ADR 0194): the quote for a build (configurator's next steps) and
 * the model-interest request (no-inventory page). editing -> sending -> sent, or failed with the
 * problems named (lead-problems.ts: the form's own checks, then the server's refusal on its field, a
 * failure on the form). One Idempotency-Key per form: a double click or a retry after a lost answer
 * makes one lead (ADR 0091); closing a confirmed request starts a new form with a new key. The page
 * provides `sendLead` (its quote service) and adds its own details to each submit.
 */

/** The form's part of a lead request; the page adds its details (ZIP, language, build or interest). */
export interface LeadFormFields {
  dealerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  consent: boolean;
}

/** What a confirmed lead shows: the reference, the dealer and the shopper's first name. */
export interface LeadReceipt {
  reference: string;
  dealerName: string;
  firstName: string;
}

export interface LeadContext {
  dealerId: string;
  contact: Record<LeadContactField, string>;
  consent: boolean;
  problems: LeadProblems;
  receipt: LeadReceipt | null;
  /** One key per form: every retry of the same form reuses it; a confirmed request starts a new one. */
  idempotencyKey: string;
}

export type LeadEvent<TDetails> =
  | { type: 'user.pickDealer'; dealerId: string }
  | { type: 'user.editContact'; field: LeadContactField; value: string }
  | { type: 'user.setConsent'; checked: boolean }
  /** `dealerIds`: the dealers on offer now; `details`: what the page adds to the form's fields. */
  | { type: 'user.submit'; dealerIds: readonly string[]; details: TDetails }
  /** The form was closed: after a confirmed request the next one is a new form. */
  | { type: 'user.closed' };

export interface LeadSendInput<TDetails> {
  lead: LeadFormFields & TDetails;
  idempotencyKey: string;
}

/** The lead machine for a page whose submits carry `TDetails`. */
export function createLeadMachine<TDetails extends object>() {
  return setup({
    types: { context: {} as LeadContext, events: {} as LeadEvent<TDetails> },
    actors: {
      // Provided by the page (`machine.provide`): its quote service, resolving a LeadResult.
      sendLead: fromPromise<LeadResult, LeadSendInput<TDetails>>(async () => {
        throw new Error('sendLead not provided');
      }),
    },
    guards: {
      formValid: ({ context, event }) => {
        assertEvent(event, 'user.submit');
        return Object.keys(leadProblems(context, event.dealerIds)).length === 0;
      },
      wasSent: (_, { result }: { result: LeadResult }) => result.kind === 'sent',
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
      showProblems: assign(({ context, event }) => {
        assertEvent(event, 'user.submit');
        return { problems: leadProblems(context, event.dealerIds) };
      }),
      clearProblems: assign({ problems: {} }),
      storeReceipt: assign(({ context }, { result }: { result: LeadResult }) =>
        result.kind === 'sent' ? { receipt: { reference: result.reference, dealerName: result.dealerName, firstName: result.firstName ?? context.contact.firstName.trim() } } : {},
      ),
      showRefusal: assign((_, { result }: { result: LeadResult }) => ({ problems: result.kind === 'refused' ? refusalProblems(result.code, result.field) : {} })),
      logFailure: (_, { error }: { error: unknown }) => console.warn('[lead] the request could not be sent', error),
      showSendFailed: assign({ problems: { form: 'send-failed' } satisfies LeadProblems }),
      // A confirmed request is done: a later request is a new form with a new key.
      startNewForm: assign(() => ({ receipt: null, consent: false, problems: {}, idempotencyKey: newIdempotencyKey() })),
    },
  }).createMachine({
    id: 'lead',
    context: () => ({
      dealerId: '',
      contact: { firstName: '', lastName: '', email: '', phone: '' },
      consent: false,
      problems: {},
      receipt: null,
      idempotencyKey: newIdempotencyKey(),
    }),
    initial: 'editing',
    // Fields stay editable while a request is out; the answer is for what was sent.
    on: {
      'user.pickDealer': { actions: 'pickDealer' },
      'user.editContact': { actions: 'editContact' },
      'user.setConsent': { actions: 'setConsent' },
    },
    states: {
      editing: {
        on: { 'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearProblems' }, { actions: 'showProblems' }] },
      },
      sending: {
        tags: 'sending',
        invoke: {
          src: 'sendLead',
          input: ({ context, event }) => {
            assertEvent(event, 'user.submit');
            const { dealerId, contact, consent, idempotencyKey } = context;
            return { lead: { dealerId, ...contact, consent, ...event.details }, idempotencyKey };
          },
          onDone: [
            { guard: { type: 'wasSent', params: ({ event }) => ({ result: event.output }) }, target: 'sent', actions: { type: 'storeReceipt', params: ({ event }) => ({ result: event.output }) } },
            { target: 'failed', actions: { type: 'showRefusal', params: ({ event }) => ({ result: event.output }) } },
          ],
          onError: { target: 'failed', actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'showSendFailed'] },
        },
      },
      // The problems are on screen; the shopper corrects and sends again with the same key.
      failed: {
        tags: 'failed',
        on: {
          'user.pickDealer': { target: 'editing', actions: 'pickDealer' },
          'user.editContact': { target: 'editing', actions: 'editContact' },
          'user.setConsent': { target: 'editing', actions: 'setConsent' },
          'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearProblems' }, { target: 'editing', actions: 'showProblems' }],
        },
      },
      sent: {
        tags: 'sent',
        on: { 'user.closed': { target: 'editing', actions: 'startNewForm' } },
      },
    },
  });
}
