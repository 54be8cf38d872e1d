import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Language } from '../../../domain/entities';
import { newIdempotencyKey } from '../../../platform/idempotency-key';
import { emailError, nameError, phoneError } from './form-rules';
import { DEALER_RADII, NextStepsFailure, type BuildRequest, type Dealer, type QuoteInput, type QuoteReceipt } from './next-steps-client';
import type { NextStepsMessageKey } from './next-steps-messages';

/**
 * The request-a-quote flow (ADR 0116): the dealer search (the ZIP cookie's ZIP when the overlay
 * opens, another ZIP, wider radii), the contact form's validation and an idempotent submit
 * (ADR 0091). Two parallel regions: `dealers` (idle, searching, listed, failed) and `request`
 * (editing, sending, failed, sent). The view reads tags and context and sends events; the calls are
 * actors the component provides.
 */

export type QuoteField = 'firstName' | 'lastName' | 'email' | 'phone' | 'consent' | 'dealerId' | 'zip' | 'form';
export type QuoteErrors = Partial<Record<QuoteField, NextStepsMessageKey>>;
export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';

export interface DealerSearch {
  zip: string;
  radius: number;
}

export interface QuoteContext {
  lang: Language;
  /** The ZIP box as typed. */
  zipInput: string;
  /** The last search asked for; zip '' before the first. */
  search: DealerSearch;
  /** The dealers of the last answered search (kept on screen while a new search runs). */
  dealers: Dealer[];
  dealerId: string;
  contact: Record<ContactField, string>;
  consent: boolean;
  errors: QuoteErrors;
  receipt: QuoteReceipt | null;
  /** One key per form: every retry of the same form reuses it; a confirmed request starts a new one. */
  idempotencyKey: string;
}

export interface QuoteMachineInput {
  lang: Language;
}

export type QuoteEvent =
  /** The overlay opened; `zipcode` is the ZIP cookie read now (the ZIP modal may have set it since). */
  | { type: 'user.opened'; zipcode?: string }
  | { type: 'user.closed' }
  | { type: 'user.typeZip'; value: string }
  | { type: 'user.findDealers' }
  | { type: 'user.widenRadius' }
  | { type: 'user.pickDealer'; dealerId: string }
  | { type: 'user.editContact'; field: ContactField; value: string }
  | { type: 'user.setConsent'; checked: boolean }
  | { type: 'user.submit'; build: BuildRequest; vin?: string };

const VALID_ZIP = /^\d{5}$/;
const FIELDS: readonly QuoteField[] = ['firstName', 'lastName', 'email', 'phone', 'consent', 'dealerId', 'zip'];

/** Every field error of the form as it stands; empty when it can be sent. */
export function validateQuote(context: Pick<QuoteContext, 'dealers' | 'dealerId' | 'contact' | 'consent'>): QuoteErrors {
  const found: QuoteErrors = {};
  const check = (field: QuoteField, error: NextStepsMessageKey | null) => {
    if (error) found[field] = error;
  };
  check('dealerId', context.dealers.some((d) => d.id === context.dealerId) ? null : 'dealerRequired');
  check('firstName', nameError(context.contact.firstName));
  check('lastName', nameError(context.contact.lastName));
  check('email', emailError(context.contact.email));
  check('phone', phoneError(context.contact.phone));
  check('consent', context.consent ? null : 'consentRequired');
  return found;
}

/** The next wider search radius, or undefined at the widest. */
export const widerRadius = (radius: number): number | undefined => DEALER_RADII.find((r) => r > radius);

const failureOf = (error: unknown): NextStepsFailure => (error instanceof NextStepsFailure ? error : new NextStepsFailure('serverError'));

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteMachineInput,
  },
  actors: {
    // Provided by the component (`machine.provide`): the platform dealer client and the quote call.
    searchDealers: fromPromise<Dealer[], DealerSearch>(async () => {
      throw new Error('searchDealers not provided');
    }),
    sendQuote: fromPromise<QuoteReceipt, { request: QuoteInput; idempotencyKey: string }>(async () => {
      throw new Error('sendQuote not provided');
    }),
  },
  guards: {
    needsFirstSearch: ({ context, event }) => {
      assertEvent(event, 'user.opened');
      return !context.search.zip && VALID_ZIP.test(event.zipcode ?? '');
    },
    hasSearch: ({ context }) => VALID_ZIP.test(context.search.zip),
    zipInputValid: ({ context }) => VALID_ZIP.test(context.zipInput),
    canWiden: ({ context }) => Boolean(context.search.zip) && widerRadius(context.search.radius) !== undefined,
    formValid: ({ context }) => Object.keys(validateQuote(context)).length === 0,
  },
  actions: {
    searchCookieZip: assign(({ event }) => {
      assertEvent(event, 'user.opened');
      const zip = event.zipcode ?? '';
      return { zipInput: zip, search: { zip, radius: DEALER_RADII[0] } };
    }),
    searchTypedZip: assign(({ context }) => ({ search: { zip: context.zipInput, radius: DEALER_RADII[0] } })),
    widen: assign(({ context }) => ({ search: { ...context.search, radius: widerRadius(context.search.radius) ?? context.search.radius } })),
    flagZip: assign(({ context }) => ({ errors: { ...context.errors, zip: 'invalidZip' as const } })),
    listDealers: assign((_, dealers: Dealer[]) => ({ dealers })),
    clearZipError: assign(({ context }) => ({ errors: { ...context.errors, zip: undefined } })),
    searchFailed: assign(({ context }, { error }: { error: unknown }) => ({ dealers: [], errors: { ...context.errors, zip: failureOf(error).messageKey } })),
    typeZip: assign(({ event }) => {
      assertEvent(event, 'user.typeZip');
      return { zipInput: event.value };
    }),
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
    showValidation: assign(({ context }) => ({ errors: validateQuote(context) })),
    clearErrors: assign({ errors: {} }),
    storeReceipt: assign((_, receipt: QuoteReceipt) => ({ receipt })),
    // A refusal names its field (the server's code, ADR 0092); anything else is a form-level error.
    sendFailed: assign((_, { error }: { error: unknown }) => {
      const failure = failureOf(error);
      const field = FIELDS.find((f) => f === failure.field) ?? 'form';
      return { errors: { [field]: failure.messageKey } };
    }),
    // A confirmed request is done: a later request is a new form with a new key.
    startNewForm: assign(() => ({ receipt: null, consent: false, idempotencyKey: newIdempotencyKey() })),
  },
}).createMachine({
  id: 'quote',
  type: 'parallel',
  context: ({ input }) => ({
    lang: input.lang,
    zipInput: '',
    search: { zip: '', radius: DEALER_RADII[0] },
    dealers: [],
    dealerId: '',
    contact: { firstName: '', lastName: '', email: '', phone: '' },
    consent: false,
    errors: {},
    receipt: null,
    idempotencyKey: newIdempotencyKey(),
  }),
  states: {
    dealers: {
      initial: 'idle',
      on: {
        'user.typeZip': { actions: 'typeZip' },
        'user.opened': [
          { guard: 'needsFirstSearch', target: '.searching', reenter: true, actions: 'searchCookieZip' },
          // Opening again asks again: the list may have changed while the overlay was closed.
          { guard: 'hasSearch', target: '.searching', reenter: true },
        ],
        'user.closed': '.idle',
        'user.findDealers': [
          { guard: 'zipInputValid', target: '.searching', reenter: true, actions: 'searchTypedZip' },
          { actions: 'flagZip' },
        ],
      },
      states: {
        idle: {},
        searching: {
          tags: 'searching',
          invoke: {
            src: 'searchDealers',
            input: ({ context }) => context.search,
            onDone: { target: 'listed', actions: [{ type: 'listDealers', params: ({ event }) => event.output }, 'clearZipError'] },
            onError: { target: 'failed', actions: { type: 'searchFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        listed: {
          on: { 'user.widenRadius': { guard: 'canWiden', target: 'searching', actions: 'widen' } },
        },
        failed: {
          on: { 'user.widenRadius': { guard: 'canWiden', target: 'searching', actions: 'widen' } },
        },
      },
    },
    request: {
      initial: 'editing',
      // Fields stay editable while a request is out; the answer is for what was sent.
      on: {
        'user.pickDealer': { actions: 'pickDealer' },
        'user.editContact': { actions: 'editContact' },
        'user.setConsent': { actions: 'setConsent' },
      },
      states: {
        editing: {
          on: {
            'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearErrors' }, { actions: 'showValidation' }],
          },
        },
        sending: {
          tags: 'sending',
          invoke: {
            src: 'sendQuote',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submit');
              const { dealerId, contact, search, consent, lang } = context;
              return { request: { dealerId, ...contact, zip: search.zip, consent, lang, build: event.build, ...(event.vin ? { vin: event.vin } : {}) }, idempotencyKey: context.idempotencyKey };
            },
            onDone: { target: 'sent', actions: { type: 'storeReceipt', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The refusal or failure is on screen; the shopper corrects and sends again (same key).
        failed: {
          tags: 'failed',
          on: {
            'user.pickDealer': { target: 'editing', actions: 'pickDealer' },
            'user.editContact': { target: 'editing', actions: 'editContact' },
            'user.setConsent': { target: 'editing', actions: 'setConsent' },
            'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearErrors' }, { target: 'editing', actions: 'showValidation' }],
          },
        },
        sent: {
          tags: 'sent',
          on: { 'user.closed': { target: 'editing', actions: 'startNewForm' } },
        },
      },
    },
  },
});
