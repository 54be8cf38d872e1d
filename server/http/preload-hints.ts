import { ROOT_LOGIC_GROUP, type ChunkGroupsManifest } from '../../src/domain/chunk-groups';
import { parseRoute } from '../../src/domain/routes';
import { SLOTS_THAT_MAY_SLEEP } from '../../src/domain/sleeping-slots';

/** The `data-mfe` slot names in an HTML page, in order, without repeats. */
export function slotsInPage(html: string): string[] {
  const names = [...html.matchAll(/\sdata-mfe="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set(names)];
}

/**
 * The chunk groups a page's root config asks for on every visit: the root logic, the parcel of
 * every slot that always loads (not those that may sleep, which depend on the visitor's cookie
 * while a CMS page is the same for everyone), and the Spanish catalogue on a Spanish page.
 */
export function alwaysLoadedGroups(html: string, urlPath: string): string[] {
  const slots = slotsInPage(html);
  if (slots.length === 0) return [];
  const groups = [ROOT_LOGIC_GROUP, ...slots.filter((slot) => !SLOTS_THAT_MAY_SLEEP.has(slot)).map((slot) => `mfe-${slot}`)];
  if (parseRoute(urlPath).lang === 'es') groups.push('messages-es');
  return groups;
}

/**
 * Adds `<link rel="preload">` for those groups' files after the page's root-config script, so the
 * browser fetches them beside root-config.js instead of after it has run (ADR 0149): on slow 4G
 * that is one round trip and the root config's own download off the first paint. A page without
 * the script, or a bundle without a manifest, is returned as it is.
 */
export function withPreloadHints(html: string, urlPath: string, bundlePath: string, manifest: ChunkGroupsManifest | undefined): string {
  const script = `<script src="${bundlePath}root-config.js" defer></script>`;
  if (!manifest || !html.includes(script)) return html;
  const files = new Set(alwaysLoadedGroups(html, urlPath).flatMap((group) => manifest.groups[group] ?? []));
  files.delete('root-config.js');
  // Same-origin chunks: webpack's loader sets no crossorigin attribute on them, so neither do these.
  const tags = [...files].map((file) => `\n  <link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${bundlePath}${file}">`);
  return html.replace(script, script + tags.join(''));
}
