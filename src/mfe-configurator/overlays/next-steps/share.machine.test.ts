import { createActor, fromPromise, waitFor } from 'xstate';
import { NextStepsFailure, type BuildRequest, type ShareInput, type ShareReceipt } from './next-steps-client';
import { shareMachine } from './share.machine';

const request = { lang: 'en' as const, build: { brand: 'toyota', seriesId: 'tacoma' } as BuildRequest };

function start(answer: (input: ShareInput) => Promise<ShareReceipt>) {
  const sent: ShareInput[] = [];
  const machine = shareMachine.provide({
    actors: {
      sendShare: fromPromise(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
}

const ok = async (): Promise<ShareReceipt> => ({ reference: 'S-1', deepLink: '/configurator/x' });

describe('share machine', () => {
  it('shows field errors and sends nothing for a bad recipient', () => {
    const { actor, sent } = start(ok);
    actor.send({ type: 'user.editRecipient', value: 'not-an-email' });
    actor.send({ type: 'user.submit', request });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.errors).toEqual({ recipient: expect.any(String) });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('sends the trimmed form and lands in sent; closing starts an empty form', async () => {
    const { actor, sent } = start(ok);
    actor.send({ type: 'user.editRecipient', value: ' ana@example.com ' });
    actor.send({ type: 'user.editComment', value: ' Look ' });
    actor.send({ type: 'user.submit', request });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(sent).toEqual([{ ...request, recipient: 'ana@example.com', comment: 'Look' }]);
    actor.send({ type: 'user.closed' });
    expect(actor.getSnapshot().context).toEqual({ recipient: '', comment: '', errors: {} });
  });

  it('a refusal lands in failed with the error on its field and keeps what was typed', async () => {
    const { actor } = start(() => Promise.reject(new NextStepsFailure('unsupported', 'comment')));
    actor.send({ type: 'user.editRecipient', value: 'ana@example.com' });
    actor.send({ type: 'user.editComment', value: 'hi' });
    actor.send({ type: 'user.submit', request });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ recipient: 'ana@example.com', comment: 'hi', errors: { comment: 'unsupported' } });
    actor.send({ type: 'user.editComment', value: 'hello' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('an unexpected failure is a form-level server error; sending again works', async () => {
    let fail = true;
    const { actor, sent } = start(() => (fail ? Promise.reject(new TypeError('offline')) : ok()));
    actor.send({ type: 'user.editRecipient', value: 'ana@example.com' });
    actor.send({ type: 'user.submit', request });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errors).toEqual({ form: 'serverError' });
    fail = false;
    actor.send({ type: 'user.submit', request });
    await waitFor(actor, (s) => s.hasTag('sent'));
    expect(sent).toHaveLength(2);
  });
});
