import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server render of the parcels' first screens (ADR 0213): the built renderer (dist/ssr/render.js,
 * made by scripts/webpack/ssr.config.ts from the parcels' own modules) and what puts its output
 * into a host page. The server never imports React code (ADR 0191): it loads the build.
 */

/** A GraphQL request the renderer needs answered. */
export interface DataRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string;
}

/** One slot's first screen, as the renderer returns it. */
export interface FirstScreen {
  slot: string;
  attributes: Record<string, string>;
  html: string;
  island: { slot: string };
}

/** The renderer module's surface (src/ssr/render-first-screen.tsx). */
export interface FirstScreenRenderer {
  renderFirstScreen(request: { pageHtml: string; pageUrl: string; cookie?: string; slotIndex: number; fetchData: (request: DataRequest) => Promise<unknown>; fetchService?: typeof fetch }): Promise<FirstScreen | undefined>;
  islandElement(island: FirstScreen['island'], nonce?: string): string;
  SERVER_RENDERED_SLOTS: readonly string[];
}

export const RENDERER_FILE = 'render.js';

/** The built renderer in `ssrDir`, or undefined when the build has not made one (pages then render on the client). */
export function loadFirstScreenRenderer(ssrDir: string): FirstScreenRenderer | undefined {
  const file = path.join(ssrDir, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, loaded at run time by path
  return require(file) as FirstScreenRenderer;
}

/** A `[data-mfe]` slot element in page HTML: its opening tag and where its (empty) content ends. */
interface SlotInPage {
  name: string;
  openEnd: number;
  closeStart: number;
  openTag: string;
}

/**
 * The page's slots in document order (the order the renderer counts them in), each with the span
 * of its content. A slot with content of its own (not a CMS's empty slot) is listed with no span,
 * so the numbering stays the document's, and is never filled.
 */
export function slotsOf(html: string): Array<SlotInPage | null> {
  const slots: Array<SlotInPage | null> = [];
  const openings = /<([a-z][a-z0-9-]*)\b([^>]*\sdata-mfe="([^"]*)"[^>]*)>/gi;
  for (const match of html.matchAll(openings)) {
    const [openTag, tag, , name] = match;
    const openEnd = match.index + openTag.length;
    const close = new RegExp(`^\\s*</${tag}\\s*>`, 'i').exec(html.slice(openEnd));
    slots.push(close ? { name, openEnd, closeStart: openEnd, openTag } : null);
  }
  return slots;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with each rendered slot filled: its markup inside, its attributes added, its island
 * right after it. Screens are keyed by the slot's index in the page; a missing one leaves its slot as it is.
 */
export function withFirstScreens(html: string, screens: ReadonlyMap<number, FirstScreen>, islandElement: FirstScreenRenderer['islandElement']): string {
  const slots = slotsOf(html);
  let out = '';
  let from = 0;
  slots.forEach((slot, index) => {
    const screen = screens.get(index);
    if (!slot || !screen || screen.slot !== slot.name) return;
    const attributes = Object.entries(screen.attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
    const openStart = slot.openEnd - slot.openTag.length;
    const close = html.indexOf('>', slot.closeStart) + 1;
    out += html.slice(from, openStart) + slot.openTag.slice(0, -1) + attributes + '>' + screen.html + html.slice(slot.closeStart, close) + islandElement(screen.island);
    from = close;
  });
  return out + html.slice(from);
}

/** The chunk groups whose stylesheets a slot's first screen needs (the groups of chunk-groups.json). */
const STYLE_GROUPS: Record<string, readonly string[]> = {
  configurator: ['mfe-configurator', 'scene-model'],
  'zip-modal': ['mfe-zip-modal'],
  'region-gate': ['mfe-region-gate', 'region-screen'],
  'no-inventory': ['mfe-no-inventory'],
};

/**
 * The chunk groups (chunk-groups.json) whose stylesheets the first screens in `html` need: those
 * of each slot with an island in it, a nested one (the region gate's no-inventory page) included.
 */
export function styleGroupsOf(html: string): string[] {
  const rendered = Object.keys(STYLE_GROUPS).filter((slot) => html.includes(` data-ssr-island="${slot}"`));
  return [...new Set(rendered.flatMap((slot) => STYLE_GROUPS[slot]!))];
}

/** The opening tag of the page's first slot that carries a first screen (`data-mfe` and `data-ssr`, in any order). */
const FIRST_RENDERED_SLOT = /<[a-z][a-z0-9-]*(?=[^>]*\sdata-mfe=")(?=[^>]*\sdata-ssr=")[^>]*>/i;

/**
 * Links the stylesheets of the slots a page carries first screens of, right before the first of
 * those slots, and preloads the first card's image from the head: the markup paints styled, not as
 * bare HTML that moves once the chunks add their styles (CLS). In the body, a stylesheet holds the
 * rendering of what follows it only: the host's header paints as soon as the host's own styles are
 * in, without waiting for ours. That first, small frame matters beyond its own pixels: in Chrome's
 * paint holding the page shows nothing until its first contentful frame is committed, and a first
 * frame that lays out the whole server markup was, on this box, the one that lost a race with the
 * browser's next surface and stayed held for a second (BENCHMARKS.md, issue 29). (The head's
 * preload hints still start the download at once.) The chunk loader finds each link already on
 * the page and does not add it again: it compares the full URL it would load (the bundle's URL,
 * as the root-config script's address gives it), so `bundleUrl` is absolute when the page knows
 * its origin.
 */
export function withFirstScreenStyles(html: string, bundlePath: string, groups: Readonly<Record<string, readonly string[]>> | undefined, bundleUrl = bundlePath): string {
  const script = `<script src="${bundlePath}root-config.js" defer></script>`;
  if (!groups || !html.includes(script)) return html;
  const files = new Set(styleGroupsOf(html).flatMap((group) => groups[group] ?? []).filter((file) => file.endsWith('.css')));
  const links = [...files].map((file) => `<link rel="stylesheet" href="${bundleUrl}${file}">`).join('');
  // The largest paint (the first card's image) is asked for from the head, beside the scripts,
  // rather than when the parser reaches the cards after the page's header.
  const first = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(html)?.[0];
  const src = first && /\ssrc="([^"]+)"/.exec(first)?.[1];
  const image = src ? `\n  <link rel="preload" as="image" href="${src}" fetchpriority="high">` : '';
  const withImage = html.replace(script, script + image);
  const slot = FIRST_RENDERED_SLOT.exec(withImage);
  if (!slot) return withImage;
  return withImage.slice(0, slot.index) + links + withImage.slice(slot.index);
}
