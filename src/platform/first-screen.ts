/**
 * The server-rendered first screen of a slot (ADR 0213): the markup the render service put inside a
 * `[data-mfe]` slot, marked `data-ssr`, and the data it rendered from, in a JSON island right after
 * the slot: `<script type="application/json" data-ssr-island="configurator">{...}</script>`. A slot
 * inside another parcel's markup (the region gate's no-inventory slot) has its island as its own
 * last child instead: a sibling would be an extra node in the outer parcel's hydration.
 * The parcel hydrates that markup with the island's data; a slot without both renders on the
 * client as it always did. One module for the writer (the server build) and the reader (the parcels).
 */
import type { ClosestVehicle, Language, NoInventoryConfig, RegionLookupResult, RegionRedirectEntry } from '../domain/entities';
import type { EnvironmentSuffix } from './graphql/document-variants';
import type { SeriesListVariables } from './graphql/early-series';

/** Bumped when the island's shape changes: a page published with another version renders on the client. */
export const FIRST_SCREEN_VERSION = 1;
/** On the slot: its children are server markup of this version. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
/** On the slot: the id prefix the server rendered with, so usePageId ids match on hydration. */
export const ID_SCOPE_ATTRIBUTE = 'data-ssr-scope';
/** On the island's script element: the slot name it belongs to. */
export const ISLAND_ATTRIBUTE = 'data-ssr-island';

/** The series list the server rendered the model cards from: the query it sent and its answer. */
export interface IslandSeries {
  environmentSuffix: EnvironmentSuffix;
  variables: SeriesListVariables;
  answer: unknown;
}

/**
 * The region check the server made for the visitor's saved ZIP on this page (the region gate's
 * check, src/mfe-region-gate/page-error.machine.ts): the gate decides on it instead of asking again.
 */
export interface IslandRegionCheck {
  zipcode: string;
  lookup: RegionLookupResult & { state?: string };
  redirects: RegionRedirectEntry[];
  suppressed: boolean;
  modelCode: string;
  year: number;
}

/**
 * What the no-inventory page rendered from: its model's texts (the configuration answer) and the
 * closest vehicles in stock near the visitor's ZIP (none without one), for that model, year and ZIP.
 */
export interface IslandNoInventory {
  modelCode: string;
  year: string;
  zipcode: string;
  config: NoInventoryConfig;
  closest: ClosestVehicle[];
}

export interface FirstScreenIsland {
  version: typeof FIRST_SCREEN_VERSION;
  slot: string;
  language: Language;
  series?: IslandSeries;
  regionCheck?: IslandRegionCheck;
  noInventory?: IslandNoInventory;
}

const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The island's JSON as the text of a script element: no `<` survives, so no `</script>` or
 * `<!--` in catalog text can end the element or change how the HTML parser reads it, and the
 * escapes read back as the same characters with JSON.parse.
 */
export function islandText(island: FirstScreenIsland): string {
  return JSON.stringify(island).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]);
}

/** The island's script element (a data block: no CSP applies, the nonce is for hosts that check every script). */
export function islandElement(island: FirstScreenIsland, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return `<script type="application/json" ${ISLAND_ATTRIBUTE}="${island.slot.replace(/[^a-z0-9-]/g, '')}"${nonceAttribute}>${islandText(island)}</script>`;
}

function islandScriptOf(slot: Element): Element | null {
  const isIsland = (element: Element | null): element is Element => element?.tagName === 'SCRIPT' && element.getAttribute(ISLAND_ATTRIBUTE) === slot.getAttribute('data-mfe');
  const next = slot.nextElementSibling;
  if (isIsland(next)) return next;
  // A nested slot's island (see above).
  const last = slot.lastElementChild;
  return isIsland(last) ? last : null;
}

// The island's JSON, parsed once per page: the root config asks whether a slot has one while it
// starts the downloads (the scene chunk, the early series request) and the parcel reads it again
// to mount, and a series list island is ~180 KB (about 10 ms of JSON.parse at 4x CPU each time).
// Readers share the value and never change it.
const parsedIslands = new WeakMap<Element, { text: string; value: unknown }>();

/** The island script's JSON value, or undefined when its text is not JSON. */
function parsedIsland(script: Element): unknown {
  const text = script.textContent ?? '';
  const known = parsedIslands.get(script);
  if (known?.text === text) return known.value;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  parsedIslands.set(script, { text, value });
  return value;
}

/**
 * The island of a server-rendered slot, or undefined when the slot is not one, or its island is
 * missing, of another version or not valid JSON (the parcel then renders on the client).
 */
export function readIsland(slot: Element | null | undefined): FirstScreenIsland | undefined {
  if (!slot?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return undefined;
  const script = islandScriptOf(slot);
  if (!script) return undefined;
  const island = parsedIsland(script) as Partial<FirstScreenIsland> | null | undefined;
  if (typeof island !== 'object' || island === null || island.version !== FIRST_SCREEN_VERSION) return undefined;
  if (island.slot !== slot.getAttribute('data-mfe') || (island.language !== 'en' && island.language !== 'es')) return undefined;
  return island as FirstScreenIsland;
}

/**
 * Takes a slot's server render off the page once it has been read: the island and the marker go,
 * and the markup too unless it is about to be hydrated (the parcel renders on the client instead,
 * its first screen differing from the server's, e.g. a ZIP saved since the page was published).
 */
export function dropServerRender(slot: Element, { keepMarkup = false }: { keepMarkup?: boolean } = {}): void {
  islandScriptOf(slot)?.remove();
  slot.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (!keepMarkup) slot.replaceChildren();
}
