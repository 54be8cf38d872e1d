import { assign, fromPromise, setup } from 'xstate';
import type { DealerLookupResult } from '../domain/entities';
import { canSubmitZip, isZipValid, sanitizeZipInput, ZIP_MESSAGE_MS, zipMessageFor, type ZipMessageId } from '../domain/zip';
import { createDealerLookup } from '../platform/services/dealer-service';

/**
 * The ZIP form (product.md sections 4 "ZIP form" and 5): digits only, submit at 5 digits (4 on a digit
 * keypress), validity by the dealer lookup, a message for 3 s, then either done (ZIP saved) or
 * back to editing with the input refocused. Side effects (cookie, bus, focus) are actions the
 * component provides, so the machine never touches the DOM.
 */

export interface ZipFormContext {
  zip: string;
  /** A digit key is down on a 4-digit value: the keypress rule enables submit early. */
  keypressReady: boolean;
  message: ZipMessageId | null;
  /** Valid ZIP, but the lookup found no dealer near it (result code 2). */
  dealerWarning: boolean;
}

export type ZipFormEvent =
  | { type: 'user.input'; value: string }
  | { type: 'user.keypress'; key: string }
  | { type: 'user.submit' };

export interface ZipFormInput {
  zip?: string;
}

const defaultLookup = createDealerLookup();

const isDigitKey = (key: string): boolean => key.length === 1 && key >= '0' && key <= '9';

/** No dealer in the radius: the ZIP stays valid (code 2) but the shopper is warned. */
export const hasDealerWarning = (result: DealerLookupResult): boolean => result.dealers.length === 0;

export const zipFormMachine = setup({
  types: {
    context: {} as ZipFormContext,
    events: {} as ZipFormEvent,
    input: {} as ZipFormInput,
    output: {} as { zipcode: string },
  },
  actors: {
    lookupDealers: fromPromise<DealerLookupResult, { zip: string }>(({ input, signal }) => defaultLookup(input.zip, signal)),
  },
  actions: {
    // Implemented by the component (cookie + bus); declared here so the config can name them.
    saveZip: (_, _params: { zipcode: string }) => undefined,
    focusInput: () => undefined,
    setInput: assign((_, params: { value: string }) => ({ zip: sanitizeZipInput(params.value), keypressReady: false })),
    setKeypress: assign(({ context }, params: { key: string }) => ({
      keypressReady: isDigitKey(params.key) && canSubmitZip(context.zip, { onKeypress: true }),
    })),
    clearMessage: assign({ message: null, dealerWarning: false }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitZip(context.zip) || context.keypressReady,
    isValidZip: (_, params: { result: DealerLookupResult; zip: string }) => isZipValid(params.result, params.zip),
  },
  delays: { messageTime: ZIP_MESSAGE_MS },
}).createMachine({
  id: 'zipForm',
  context: ({ input }) => ({ zip: sanitizeZipInput(input?.zip), keypressReady: false, message: null, dealerWarning: false }),
  initial: 'editing',
  on: {
    'user.input': { actions: { type: 'setInput', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    editing: {
      on: {
        'user.keypress': { actions: { type: 'setKeypress', params: ({ event }) => ({ key: event.key }) } },
        'user.submit': { guard: 'canSubmit', target: 'validating' },
      },
    },
    validating: {
      invoke: {
        src: 'lookupDealers',
        input: ({ context }) => ({ zip: context.zip }),
        onDone: [
          {
            guard: { type: 'isValidZip', params: ({ context, event }) => ({ result: event.output, zip: context.zip }) },
            target: 'saved',
            actions: [
              assign(({ event }) => ({ message: 'zip.updated' as const, dealerWarning: hasDealerWarning(event.output) })),
              { type: 'saveZip', params: ({ context }) => ({ zipcode: context.zip }) },
            ],
          },
          {
            target: 'failed',
            actions: assign(({ context, event }) => ({ message: zipMessageFor(event.output, context.zip), dealerWarning: false })),
          },
        ],
        onError: { target: 'failed', actions: assign({ message: 'zip.invalid' as const, dealerWarning: false }) },
      },
    },
    failed: {
      after: { messageTime: { target: 'editing', actions: ['clearMessage', 'focusInput'] } },
      on: { 'user.submit': { guard: 'canSubmit', target: 'validating', actions: 'clearMessage' } },
    },
    saved: {
      after: { messageTime: 'done' },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ zipcode: context.zip }),
});
