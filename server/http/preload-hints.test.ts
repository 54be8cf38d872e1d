import { alwaysLoadedGroups, withPreloadHints } from './preload-hints';
import { parseChunkGroups, type ChunkGroupsManifest } from '../../src/domain/chunk-groups';

const MANIFEST: ChunkGroupsManifest = {
  format: 'chunk-groups/1',
  groups: {
    'root-config': ['root-config.js'],
    'root-start': ['root-start.11111111.js'],
    'mfe-configurator': ['parcels.22222222.css', 'framework.33333333.js', 'mfe-configurator.44444444.js'],
    'mfe-region-gate': ['parcels.22222222.css', 'framework.33333333.js', 'mfe-region-gate.55555555.js'],
    'mfe-zip-modal': ['parcels.22222222.css', 'framework.33333333.js', 'mfe-zip-modal.66666666.js'],
    'messages-es': ['messages-es.77777777.js'],
  },
};

const SCRIPT = '<script src="/configurator/root-config.js" defer></script>';
const page = (slots: string[]) => `<head>\n  ${SCRIPT}\n</head><body>${slots.map((s) => `<div data-mfe="${s}"></div>`).join('')}</body>`;
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('preload hints (ADR 0149)', () => {
  it('names the root logic and the parcels of the slots that load on every visit, not a slot that may sleep', () => {
    expect(alwaysLoadedGroups(page(['region-gate', 'configurator', 'zip-modal']), '/configurator/')).toEqual(['root-start', 'mfe-region-gate', 'mfe-configurator']);
    expect(alwaysLoadedGroups(page(['zip-modal']), '/dealers/')).toEqual(['root-start']);
    expect(alwaysLoadedGroups('<body>no slots</body>', '/')).toEqual([]);
  });

  it('adds the Spanish catalogue on a Spanish page', () => {
    expect(alwaysLoadedGroups(page(['configurator']), '/espanol/configurator/')).toEqual(['root-start', 'mfe-configurator', 'messages-es']);
  });

  it('preloads each file once, scripts as scripts and stylesheets as styles, right after the root-config script', () => {
    const html = withPreloadHints(page(['region-gate', 'configurator', 'zip-modal']), '/configurator/', '/configurator/', MANIFEST);
    expect(preloads(html)).toEqual([
      'script /configurator/root-start.11111111.js',
      'style /configurator/parcels.22222222.css',
      'script /configurator/framework.33333333.js',
      'script /configurator/mfe-region-gate.55555555.js',
      'script /configurator/mfe-configurator.44444444.js',
    ]);
    expect(html.indexOf(SCRIPT)).toBeLessThan(html.indexOf('<link rel="preload"'));
    expect(html).not.toContain('mfe-zip-modal');
  });

  it('leaves a page alone without a manifest or when it loads another bundle', () => {
    const html = page(['configurator']);
    expect(withPreloadHints(html, '/configurator/', '/configurator/', undefined)).toBe(html);
    expect(withPreloadHints(html, '/configurator/', '/configurator-shared-react/', MANIFEST)).toBe(html);
  });

  it('reads only a manifest of its own format', () => {
    expect(parseChunkGroups(JSON.stringify(MANIFEST))).toEqual(MANIFEST);
    expect(parseChunkGroups('{"format":"other","groups":{}}')).toBeUndefined();
    expect(parseChunkGroups('not json')).toBeUndefined();
    expect(parseChunkGroups(undefined)).toBeUndefined();
  });
});
