import { assertEvent, assign, setup } from 'xstate';
import type { BuildStepName, StepState } from '../../domain/entities';
import { BUILD_STEPS } from '../../domain/routes';

/**
 * The current build step (product.md section 2 order). `index` is the position in BUILD_STEPS, so a name has the
 * same index on every vehicle; navigation skips steps the vehicle does not have (cab only on
 * trucks, seating only where the grade has seating options). Until a configuration says which
 * steps apply, all do, so the step starts at index 0 'cab' (product.md section 4) - or at the step a reloaded or
 * shared build URL names (`input.initial`), which is confirmed once the vehicle's steps are known:
 * kept when the vehicle has it, else the first applicable step.
 */
export interface StepContext extends StepState {
  /** Applicable steps, in order. */
  steps: BuildStepName[];
  /** The URL's step, until the first list of applicable steps confirms or replaces it. */
  requested: BuildStepName | null;
}

export interface StepInput {
  /** The step the page URL names (a build URL), if any. */
  initial?: BuildStepName | null;
}

export type StepEvent =
  | { type: 'config.stepsChanged'; steps: BuildStepName[] }
  | { type: 'user.nextStep' }
  | { type: 'user.previousStep' }
  | { type: 'user.goToStep'; name: BuildStepName };

const at = (name: BuildStepName): StepState => ({ index: BUILD_STEPS.indexOf(name), name });

export const stepMachine = setup({
  types: { context: {} as StepContext, events: {} as StepEvent, input: {} as StepInput },
  guards: {
    hasNext: ({ context }) => context.steps.indexOf(context.name) < context.steps.length - 1,
    hasPrevious: ({ context }) => context.steps.indexOf(context.name) > 0,
    isApplicable: ({ context, event }) => {
      assertEvent(event, 'user.goToStep');
      return context.steps.includes(event.name);
    },
  },
  actions: {
    setSteps: assign(({ context, event }) => {
      assertEvent(event, 'config.stepsChanged');
      const steps = BUILD_STEPS.filter((s) => event.steps.includes(s));
      if (steps.length === 0) return {};
      // The URL's step, once: it opens when the vehicle has it, else the first applicable step does.
      if (context.requested) return { steps, requested: null, ...at(steps.includes(context.requested) ? context.requested : steps[0]) };
      // Keep the current step when it still applies, else the first applicable one after it.
      const keep = steps.includes(context.name) ? context.name : (steps.find((s) => BUILD_STEPS.indexOf(s) > context.index) ?? steps[0]);
      return { steps, ...at(keep) };
    }),
    next: assign(({ context }) => at(context.steps[context.steps.indexOf(context.name) + 1])),
    previous: assign(({ context }) => at(context.steps[context.steps.indexOf(context.name) - 1])),
    goTo: assign(({ event }) => {
      assertEvent(event, 'user.goToStep');
      return at(event.name);
    }),
  },
}).createMachine({
  id: 'step',
  context: ({ input }) => {
    const initial = input?.initial && BUILD_STEPS.includes(input.initial) ? input.initial : null;
    return { steps: [...BUILD_STEPS], requested: initial, ...at(initial ?? 'cab') };
  },
  on: {
    'config.stepsChanged': { actions: 'setSteps' },
    'user.nextStep': { guard: 'hasNext', actions: 'next' },
    'user.previousStep': { guard: 'hasPrevious', actions: 'previous' },
    'user.goToStep': { guard: 'isApplicable', actions: 'goTo' },
  },
});
