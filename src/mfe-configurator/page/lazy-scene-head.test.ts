import { createSceneHeadWriter } from './lazy-scene-head';
import type { SceneHead } from './scene-head';

const intl = { locale: 'en', formatMessage: (d: { defaultMessage?: unknown }, values?: Record<string, unknown>) => `${String(values?.vehicle ?? '')} title` } as unknown as SceneHead['intl'];
const head = (scene: SceneHead['scene'], seriesName: string): SceneHead => ({
  scene,
  subject: { seriesId: 'x', seriesName, year: 2024, gradeName: null },
  intl,
  location: { origin: 'http://localhost', pathname: '/configurator/trim/' },
});

describe('createSceneHeadWriter', () => {
  it('ends on the latest head asked for while its chunk downloads, then writes at once', async () => {
    const doc = document.implementation.createHTMLDocument('host title');
    const onError = jest.fn();
    const write = createSceneHeadWriter(doc, onError);
    write(head('trim', 'First'));
    write(head('trim', 'Second'));
    // Not yet: the writer is a chunk of its own.
    expect(doc.title).toBe('host title');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(doc.title).toBe('2024 Second title');
    // Loaded: the next head is written in the same call.
    write(head('trim', 'Third'));
    expect(doc.title).toBe('2024 Third title');
    // The model scene gives the host page its own title back.
    write(head('model', 'Fourth'));
    expect(doc.title).toBe('host title');
    expect(onError).not.toHaveBeenCalled();
  });

  it('skips a head equal to the one last written (a pick within a step keeps scene and path)', async () => {
    const doc = document.implementation.createHTMLDocument('host title');
    const write = createSceneHeadWriter(doc, jest.fn());
    const trim = { ...head('trim', 'Same'), location: { origin: 'http://localhost', pathname: '/configurator/trim/' } };
    write(trim);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(doc.head, { subtree: true, childList: true, attributes: true, characterData: true });
    // The same head in a new object (every render builds one), then a real change.
    write({ ...trim, subject: { ...trim.subject } });
    await Promise.resolve();
    expect(changes.splice(0)).toEqual([]);
    write({ ...trim, location: { ...trim.location, pathname: '/espanol/configurator/trim/' } });
    await Promise.resolve();
    expect(changes.length).toBeGreaterThan(0);
    observer.disconnect();
  });
});
