import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { buildLinkPath } from '../../../domain/build-link';
import type { ResumePlan } from './resume-build';
import { savedBuildPath, type SavedBuild } from './saved-builds';

/**
 * Resuming a saved build (ADR 0097): checking asks the data endpoint for the nearest valid build
 * (`planResume`, provided by the overlay); a build that still builds opens at once, a repaired one
 * shows what changed until the shopper continues, and a failed check says so. Resuming another build
 * replaces the check under way. The overlay provides `navigate` (the page's) and `keepRepaired`
 * (the saved builds' storage).
 */

export interface ResumeContext {
  /** The build being resumed; null before the first. */
  saved: SavedBuild | null;
  /** Its repair, once the check found one. */
  plan: ResumePlan | null;
}

export type ResumeEvent = { type: 'user.resume'; saved: SavedBuild } | { type: 'user.continueRepaired' };

export const resumeBuildMachine = setup({
  types: { context: {} as ResumeContext, events: {} as ResumeEvent },
  actors: {
    planResume: fromPromise<ResumePlan, SavedBuild>(async () => {
      throw new Error('planResume not provided');
    }),
  },
  guards: {
    unchanged: (_, { plan }: { plan: ResumePlan }) => !plan.changed,
  },
  actions: {
    // Provided by the overlay: the page's navigation and the saved builds' storage.
    navigate: (_, _params: { url: string }) => {
      throw new Error('navigate not provided');
    },
    keepRepaired: (_, _params: { saved: SavedBuild; plan: ResumePlan }) => {
      throw new Error('keepRepaired not provided');
    },
    startCheck: assign(({ event }) => {
      assertEvent(event, 'user.resume');
      return { saved: event.saved, plan: null };
    }),
    storePlan: assign((_, { plan }: { plan: ResumePlan }) => ({ plan })),
  },
}).createMachine({
  id: 'resumeBuild',
  context: { saved: null, plan: null },
  initial: 'idle',
  on: { 'user.resume': { target: '.checking', reenter: true, actions: 'startCheck' } },
  states: {
    idle: {},
    checking: {
      tags: 'checking',
      invoke: {
        src: 'planResume',
        input: ({ context }) => context.saved!,
        onDone: [
          { guard: { type: 'unchanged', params: ({ event }) => ({ plan: event.output }) }, target: 'opened', actions: { type: 'navigate', params: ({ context }) => ({ url: savedBuildPath(context.saved!) }) } },
          { target: 'changed', actions: { type: 'storePlan', params: ({ event }) => ({ plan: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    // The repair is on screen: continuing keeps it in place of the saved build and opens it.
    changed: {
      tags: 'changed',
      on: {
        'user.continueRepaired': {
          target: 'opened',
          actions: [
            { type: 'keepRepaired', params: ({ context }) => ({ saved: context.saved!, plan: context.plan! }) },
            { type: 'navigate', params: ({ context }) => ({ url: buildLinkPath(context.plan!.target, context.saved!.lang) }) },
          ],
        },
      },
    },
    failed: { tags: 'failed' },
    // The page navigates away; a resume from the list (back in history) starts again.
    opened: {},
  },
});
