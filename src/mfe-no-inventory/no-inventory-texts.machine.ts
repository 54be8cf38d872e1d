import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Language } from '../domain/entities';
import type { NoInventoryTexts } from './no-inventory-texts';

/**
 * The no-inventory page's texts (its per-model configuration, product.md section 2): loading ->
 * ready, or failed (the page still titles itself and links back). Another model or language loads
 * again; an answer for the page left behind is dropped with its invocation. The page provides
 * `loadTexts` (its services). Texts given as input (a server render's island, ADR 0213) start it
 * ready, with no load.
 */

export interface TextsPage {
  modelCode: string;
  language: Language;
}

export interface NoInventoryTextsContext {
  page: TextsPage;
  texts: NoInventoryTexts | undefined;
}

export type NoInventoryTextsEvent = { type: 'page.changed' } & TextsPage;

export type NoInventoryTextsInput = TextsPage & { texts?: NoInventoryTexts };

export const noInventoryTextsMachine = setup({
  types: { context: {} as NoInventoryTextsContext, events: {} as NoInventoryTextsEvent, input: {} as NoInventoryTextsInput },
  actors: {
    loadTexts: fromPromise<NoInventoryTexts, TextsPage>(async () => {
      throw new Error('loadTexts not provided');
    }),
  },
  guards: {
    otherPage: ({ context, event }) => event.modelCode !== context.page.modelCode || event.language !== context.page.language,
    known: ({ context }) => context.texts !== undefined,
  },
  actions: {
    turnPage: assign(({ event }) => {
      assertEvent(event, 'page.changed');
      return { page: { modelCode: event.modelCode, language: event.language }, texts: undefined };
    }),
    storeTexts: assign((_, texts: NoInventoryTexts) => ({ texts })),
    logFailure: (_, { error }: { error: unknown }) => console.warn('[no-inventory] texts unavailable', error),
  },
}).createMachine({
  id: 'noInventoryTexts',
  context: ({ input: { modelCode, language, texts } }) => ({ page: { modelCode, language }, texts }),
  initial: 'starting',
  on: { 'page.changed': { guard: 'otherPage', target: '.loading', reenter: true, actions: 'turnPage' } },
  states: {
    starting: { always: [{ guard: 'known', target: 'ready' }, { target: 'loading' }] },
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadTexts',
        input: ({ context }) => context.page,
        onDone: { target: 'ready', actions: { type: 'storeTexts', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { tags: 'failed' },
  },
});
