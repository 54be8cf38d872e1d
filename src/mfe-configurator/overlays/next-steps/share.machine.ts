import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { commentError, emailError } from './form-rules';
import { NextStepsFailure, type ShareInput, type ShareReceipt } from './next-steps-client';
import type { NextStepsMessageKey } from './next-steps-messages';

/**
 * Share the build by email (product.md section 5, ADR 0116): editing -> sending -> sent, or failed with the
 * refusal on its field (the typed text kept). The component provides the `sendShare` actor.
 */

export type ShareErrors = Partial<Record<'recipient' | 'comment' | 'form', NextStepsMessageKey>>;

export interface ShareContext {
  recipient: string;
  comment: string;
  errors: ShareErrors;
}

export type ShareEvent =
  | { type: 'user.editRecipient'; value: string }
  | { type: 'user.editComment'; value: string }
  /** `request` without recipient and comment: the machine adds what was typed (trimmed). */
  | { type: 'user.submit'; request: Omit<ShareInput, 'recipient' | 'comment'> }
  | { type: 'user.closed' };

/** The field errors of the form as typed; empty when it can be sent. */
export function validateShare({ recipient, comment }: Pick<ShareContext, 'recipient' | 'comment'>): ShareErrors {
  const found: ShareErrors = {};
  const r = emailError(recipient);
  const c = commentError(comment);
  if (r) found.recipient = r;
  if (c) found.comment = c;
  return found;
}

export const shareMachine = setup({
  types: { context: {} as ShareContext, events: {} as ShareEvent },
  actors: {
    sendShare: fromPromise<ShareReceipt, ShareInput>(async () => {
      throw new Error('sendShare not provided');
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateShare(context)).length === 0,
  },
  actions: {
    editRecipient: assign(({ event }) => {
      assertEvent(event, 'user.editRecipient');
      return { recipient: event.value };
    }),
    editComment: assign(({ event }) => {
      assertEvent(event, 'user.editComment');
      return { comment: event.value };
    }),
    showValidation: assign(({ context }) => ({ errors: validateShare(context) })),
    clearErrors: assign({ errors: {} }),
    sendFailed: assign((_, { error }: { error: unknown }) => {
      const failure = error instanceof NextStepsFailure ? error : new NextStepsFailure('serverError');
      const field = failure.field === 'recipient' || failure.field === 'comment' ? failure.field : 'form';
      return { errors: { [field]: failure.messageKey } };
    }),
    // A sent share is done: the next one starts from an empty form.
    resetForm: assign({ recipient: '', comment: '', errors: {} }),
  },
}).createMachine({
  id: 'share',
  context: { recipient: '', comment: '', errors: {} },
  initial: 'editing',
  on: {
    'user.editRecipient': { actions: 'editRecipient' },
    'user.editComment': { actions: 'editComment' },
  },
  states: {
    editing: {
      on: { 'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearErrors' }, { actions: 'showValidation' }] },
    },
    sending: {
      tags: 'sending',
      invoke: {
        src: 'sendShare',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return { ...event.request, recipient: context.recipient.trim(), comment: context.comment.trim() };
        },
        onDone: 'sent',
        onError: { target: 'failed', actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // What was typed stays; the shopper corrects it and sends again.
    failed: {
      tags: 'failed',
      on: {
        'user.editRecipient': { target: 'editing', actions: 'editRecipient' },
        'user.editComment': { target: 'editing', actions: 'editComment' },
        'user.submit': [{ guard: 'formValid', target: 'sending', actions: 'clearErrors' }, { target: 'editing', actions: 'showValidation' }],
      },
    },
    sent: {
      tags: 'sent',
      on: { 'user.closed': { target: 'editing', actions: 'resetForm' } },
    },
  },
});
