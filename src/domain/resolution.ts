/**
 * Conflict resolutions as the shopper weighs them (ADR 0125): each resolve step of the rules is
 * judged by the build it really leads to, never by its list of required changes alone.
 */
import type { ResolveStep } from './entities';
import { priceEffect, type PriceEffect, type PricingInput } from './pricing';

/** At most this many resolutions are offered: the rules' best by weight (lower is better). */
export const MAX_RESOLUTIONS = 3;

/** The steps worth offering: the MAX_RESOLUTIONS lowest weights, in the rules' order. */
export function offeredSteps(steps: readonly ResolveStep[]): ResolveStep[] {
  return steps
    .map((step, position) => ({ step, position }))
    .sort((a, b) => a.step.weight - b.step.weight || a.position - b.position)
    .slice(0, MAX_RESOLUTIONS)
    .map(({ step }) => step);
}

/** A resolve step with the complete build the server answers for it. */
export interface ResolutionOutcome<B extends PricingInput = PricingInput> {
  step: ResolveStep;
  /** The build after applying the step: what Apply commits. */
  build: B;
}

/** An outcome with its effect on the build the shopper holds. */
export type RankedResolution<O extends ResolutionOutcome = ResolutionOutcome> = O & { effect: PriceEffect };

/**
 * The resolutions in the order the dialog offers them, the first pre-selected: the fewest items
 * leaving the build first (what the shopper loses), then the smallest total change (what they
 * pay), then the rules' own weight. The dialog states this order in words.
 */
export function rankResolutions<O extends ResolutionOutcome>(before: PricingInput, outcomes: readonly O[]): RankedResolution<O>[] {
  return outcomes
    .map((outcome, position) => ({ outcome: { ...outcome, effect: priceEffect(before, outcome.build) }, position }))
    .sort(
      (a, b) =>
        a.outcome.effect.removed.length - b.outcome.effect.removed.length ||
        a.outcome.effect.totalSRP - b.outcome.effect.totalSRP ||
        a.outcome.step.weight - b.outcome.step.weight ||
        a.position - b.position,
    )
    .map(({ outcome }) => outcome);
}
