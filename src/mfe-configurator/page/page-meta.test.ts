import { applyPageMeta, metaPolicy, pageUrls } from './page-meta';

const head = () => document.head;
const robots = () => head().querySelector('meta[name="robots"]');
const canonical = () => head().querySelector('link[rel="canonical"]');

describe('metaPolicy', () => {
  it('describes every scene but model and marks every scene but trim noindex', () => {
    expect(metaPolicy('model')).toEqual({ describes: false, noindex: true });
    expect(metaPolicy('trim')).toEqual({ describes: true, noindex: false });
    expect(metaPolicy('configurator')).toEqual({ describes: true, noindex: true });
    expect(metaPolicy('summary')).toEqual({ describes: true, noindex: true });
    expect(metaPolicy('simulator')).toEqual({ describes: true, noindex: true });
  });
});

describe('pageUrls', () => {
  it('gives the canonical URL without the query and both language alternates', () => {
    expect(pageUrls('https://example.test', '/espanol/configurator/build/step/model/year/2024/series/tacoma/')).toEqual({
      canonical: 'https://example.test/espanol/configurator/build/step/model/year/2024/series/tacoma/',
      alternates: [
        { hreflang: 'en', href: 'https://example.test/configurator/build/step/model/year/2024/series/tacoma/' },
        { hreflang: 'es', href: 'https://example.test/espanol/configurator/build/step/model/year/2024/series/tacoma/' },
        { hreflang: 'x-default', href: 'https://example.test/configurator/build/step/model/year/2024/series/tacoma/' },
      ],
    });
  });
});

describe('applyPageMeta', () => {
  beforeAll(() => {
    head().innerHTML = '<title>Host title</title><meta name="description" content="Host description">';
  });

  it('sets title, description, canonical, alternates and noindex for a scene', () => {
    applyPageMeta(document, { title: 'Trim', description: 'Pick a trim', ...pageUrls('https://x.test', '/configurator/'), noindex: true });
    expect(document.title).toBe('Trim');
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Pick a trim');
    expect(canonical()).toHaveAttribute('href', 'https://x.test/configurator/');
    expect(head().querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(robots()).toHaveAttribute('content', 'noindex');
  });

  it('replaces the alternates of the previous scene instead of adding more', () => {
    applyPageMeta(document, { title: 'A', ...pageUrls('https://x.test', '/configurator/sim/'), noindex: false });
    applyPageMeta(document, { title: 'B', ...pageUrls('https://x.test', '/configurator/sim/'), noindex: false });
    expect(head().querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(robots()).toBeNull();
  });

  it('restores the host page head when a scene sets nothing (the model scene)', () => {
    applyPageMeta(document, { title: 'Summary', canonical: 'https://x.test/a/', noindex: true });
    applyPageMeta(document, { noindex: false });
    expect(document.title).toBe('Host title');
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Host description');
    expect(canonical()).toBeNull();
    expect(robots()).toBeNull();
    expect(head().querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});
