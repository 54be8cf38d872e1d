import { createActor, fromPromise, waitFor } from 'xstate';
import type { BuildLinkTarget } from '../../../domain/build-link';
import type { ResumePlan } from './resume-build';
import { resumeBuildMachine } from './resume-build.machine';
import { savedBuildPath, savedEntryOf, type SavedBuild } from './saved-builds';
import { testBuild } from './test-support/next-steps-fixtures';

const saved = (id: string, name: string): SavedBuild => ({ ...savedEntryOf(testBuild(), name, 'en'), id, savedAt: '2026-11-27T10:00:00Z' });
const plan = (target: BuildLinkTarget, changed: boolean): ResumePlan => ({ target, totalSRP: 41000, changed, added: [], removed: changed ? ['TONHD'] : [] });

function start(planOf: (s: SavedBuild) => Promise<ResumePlan>) {
  const visits: string[] = [];
  const kept: Array<{ id: string; plan: ResumePlan }> = [];
  const machine = resumeBuildMachine.provide({
    actors: { planResume: fromPromise(({ input }) => planOf(input)) },
    actions: {
      navigate: (_, { url }) => visits.push(url),
      keepRepaired: (_, { saved: s, plan: p }) => kept.push({ id: s.id, plan: p }),
    },
  });
  return { actor: createActor(machine).start(), visits, kept };
}

describe('resume build machine', () => {
  it('opens a build that still builds at once, by its saved link', async () => {
    const a = saved('a', 'My Tacoma');
    const { actor, visits, kept } = start(async (s) => plan(s.target, false));
    actor.send({ type: 'user.resume', saved: a });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await waitFor(actor, (s) => s.matches('opened'));
    expect(visits).toEqual([savedBuildPath(a)]);
    expect(kept).toEqual([]);
  });

  it('shows a repair and opens it only when the shopper continues, keeping it in place of the saved build', async () => {
    const a = saved('a', 'My Tacoma');
    const repaired = { ...a.target, accessoryCodes: ['BEDMAT'] };
    const { actor, visits, kept } = start(async () => plan(repaired, true));
    actor.send({ type: 'user.resume', saved: a });
    await waitFor(actor, (s) => s.hasTag('changed'));
    expect(actor.getSnapshot().context.plan?.removed).toEqual(['TONHD']);
    expect(visits).toEqual([]);
    actor.send({ type: 'user.continueRepaired' });
    expect(kept).toEqual([{ id: 'a', plan: plan(repaired, true) }]);
    expect(visits).toHaveLength(1);
    expect(visits[0]).not.toContain('TONHD');
  });

  it('says the check failed, and lets the shopper try again', async () => {
    let fail = true;
    const a = saved('a', 'My Tacoma');
    const { actor, visits } = start(async (s) => (fail ? Promise.reject(new Error('network')) : plan(s.target, false)));
    actor.send({ type: 'user.resume', saved: a });
    await waitFor(actor, (s) => s.hasTag('failed'));
    fail = false;
    actor.send({ type: 'user.resume', saved: a });
    await waitFor(actor, (s) => s.matches('opened'));
    expect(visits).toEqual([savedBuildPath(a)]);
  });

  it('resuming another build replaces the check under way', async () => {
    const answers = new Map<string, (p: ResumePlan) => void>();
    const [a, b] = [saved('a', 'First'), saved('b', 'Second')];
    const { actor, visits } = start((s) => new Promise((resolve) => answers.set(s.id, resolve)));
    actor.send({ type: 'user.resume', saved: a });
    actor.send({ type: 'user.resume', saved: b });
    answers.get('a')!(plan(a.target, false));
    answers.get('b')!(plan(b.target, false));
    await waitFor(actor, (s) => s.matches('opened'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.saved?.id).toBe('b');
    expect(visits).toEqual([savedBuildPath(b)]);
  });
});
