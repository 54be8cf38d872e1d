import { createActor, fromPromise, waitFor } from 'xstate';
import type { NoInventoryTexts } from './no-inventory-texts';
import { noInventoryTextsMachine, type TextsPage } from './no-inventory-texts.machine';

const textsFor = ({ modelCode, language }: TextsPage): NoInventoryTexts => ({
  header: `${modelCode} ${language}`,
  subHeader: '',
  raqCta: '',
  exploreCta: '',
  backToVehicles: '',
  exploreUrl: '',
  altModel: '',
});

function start(load: (page: TextsPage) => Promise<NoInventoryTexts>, texts?: NoInventoryTexts) {
  const asked: TextsPage[] = [];
  const machine = noInventoryTextsMachine.provide({
    actors: {
      loadTexts: fromPromise(({ input }) => {
        asked.push(input);
        return load(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { modelCode: 'mirai', language: 'en', ...(texts ? { texts } : {}) } }).start(), asked };
}

describe('no-inventory texts machine', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the texts of the page', async () => {
    const { actor, asked } = start(async (page) => textsFor(page));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.texts?.header).toBe('mirai en');
    expect(asked).toEqual([{ modelCode: 'mirai', language: 'en' }]);
  });

  it('starts ready with the texts of a server render, asking for none; another page still loads', async () => {
    const island = { ...textsFor({ modelCode: 'mirai', language: 'en' }), header: 'from the island' };
    const { actor, asked } = start(async (page) => textsFor(page), island);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.texts?.header).toBe('from the island');
    actor.send({ type: 'page.changed', modelCode: 'mirai', language: 'en' });
    expect(asked).toEqual([]);
    actor.send({ type: 'page.changed', modelCode: 'mirai', language: 'es' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.texts?.header).toBe('mirai es');
    expect(asked).toEqual([{ modelCode: 'mirai', language: 'es' }]);
  });

  it('fails, logged, when the texts cannot load', async () => {
    const { actor } = start(async () => Promise.reject(new Error('down')));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.texts).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('[no-inventory] texts unavailable', expect.any(Error));
  });

  it('loads again for another model or language, ignores the same page, and drops the answer for the page left behind', async () => {
    const answers: Array<() => void> = [];
    const { actor, asked } = start((page) => new Promise((resolve) => answers.push(() => resolve(textsFor(page)))));
    actor.send({ type: 'page.changed', modelCode: 'mirai', language: 'en' });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'page.changed', modelCode: 'mirai', language: 'es' });
    answers[1]();
    answers[0]();
    await waitFor(actor, (s) => s.matches('ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([
      { modelCode: 'mirai', language: 'en' },
      { modelCode: 'mirai', language: 'es' },
    ]);
    expect(actor.getSnapshot().context.texts?.header).toBe('mirai es');
  });
});
