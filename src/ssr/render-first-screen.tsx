/**
 * The server render of a slot's first screen (ADR 0213), built for Node by
 * scripts/webpack/ssr.config.ts into dist/ssr/render.js and loaded by server/ssr. It renders the
 * very root component the browser mounts, with the same props, against a DOM of the host page
 * (jsdom: body classes, sibling slots and the visitor's cookie answer exactly as in the browser),
 * and returns the markup, the slot attributes to add and the island of data it rendered from.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import type { JSDOM as JsdomType } from 'jsdom';
import { environmentFromPath, graphqlFieldSuffix } from '../domain/environment';
import { createEventBus } from '../platform/event-bus';
import { pageContext } from '../platform/env';
import { FIRST_SCREEN_VERSION, ID_SCOPE_ATTRIBUTE, islandElement, SERVER_RENDERED_ATTRIBUTE, type FirstScreenIsland } from '../platform/first-screen';
import { seriesListVariables } from '../platform/graphql/early-series';
import { SERIES_LIST_QUERY } from '../platform/graphql/series-list-query.generated';
import { serverRoot as configuratorRoot, prepareHydration as prepareConfigurator } from '../mfe-configurator/configurator.lifecycles';
import { serverRoot as zipModalRoot, prepareHydration as prepareZipModal } from '../mfe-zip-modal/zip-modal.lifecycles';
import { serverRoot as regionGateRoot, prepareHydration as prepareRegionGate } from '../mfe-region-gate/region-gate.lifecycles';
import { serverRoot as noInventoryRoot, prepareHydration as prepareNoInventory } from '../mfe-no-inventory/no-inventory.lifecycles';
import { createNoInventoryServices } from '../mfe-no-inventory/no-inventory-services';
import { noInventoryView } from '../mfe-no-inventory/no-inventory-root';
import { regionGateInput } from '../mfe-region-gate/region-gate-root';
import { checkRegion, decideOnAnswer } from '../mfe-region-gate/page-error.machine';
import { createRegionServices } from '../mfe-region-gate/region-services';
import type { IslandNoInventory, IslandRegionCheck } from '../platform/first-screen';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- external in the Node build, loaded from the server's node_modules
const { JSDOM } = require('jsdom') as { JSDOM: typeof JsdomType };

export { islandElement };

/** A GraphQL request the render needs answered (the server runs it on its own data endpoint). */
export interface DataRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string;
}

export interface FirstScreenRequest {
  /** The host page's HTML as the CMS publishes it (slots empty). */
  pageHtml: string;
  /** The page's absolute address (its path decides scene, language and content environment). */
  pageUrl: string;
  /** The visitor's Cookie header, for a per-request render; none at publish time (a first visit). */
  cookie?: string;
  /** Which `[data-mfe]` slot of the page, in document order. */
  slotIndex: number;
  /** Runs a data request against the data endpoint; resolves the GraphQL answer's JSON. */
  fetchData: (request: DataRequest) => Promise<unknown>;
  /**
   * A fetch of the page origin's own services (the region lookup and the content lists the region
   * gate reads). Without it no region is checked: no region screen is rendered, and the cards
   * render as for any saved ZIP.
   */
  fetchService?: typeof fetch;
}

export interface FirstScreen {
  slot: string;
  /** Attributes to add to the slot element. */
  attributes: Record<string, string>;
  /** The slot's inner HTML. */
  html: string;
  island: FirstScreenIsland;
}

/**
 * Slots whose first screen the server renders; any other slot renders on the client. A slot a
 * parcel renders inside its own markup (the region gate's no-inventory slot) is rendered with it.
 */
export const SERVER_RENDERED_SLOTS = ['configurator', 'zip-modal', 'region-gate', 'no-inventory'] as const;

type Page = { window: Window & typeof globalThis; document: Document; location: Location };
type RootProps = Record<string, unknown>;
type Prepare = (props: never, sources: { location: Location; document: Document }) => Promise<boolean> | boolean;

/** The page's DOM, with the visitor's cookies: what the parcels read in the browser. */
function pageDom(request: FirstScreenRequest): Page {
  const dom = new JSDOM(request.pageHtml, { url: request.pageUrl });
  const window = dom.window as unknown as Window & typeof globalThis;
  for (const pair of (request.cookie ?? '').split(';')) {
    // Only name=value pairs of the header; attributes never come in a Cookie header.
    if (/^\s*[!#$%&'*+\-.^_`|~0-9A-Za-z]+=[^;]*$/.test(pair)) window.document.cookie = pair.trim();
  }
  return { window, document: window.document, location: window.location };
}

// React 19 hoists image preloads to the top of a render without a <head>; the <img> elements in the
// markup are what the browser's preload scanner finds, and the hydrating render has no such links.
const HOISTED_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * React renders synchronously here; the parcels read `window` and `document` in their first
 * render as they do in the browser, so for that one synchronous call those globals are the
 * page's. Nothing awaits in between, so no other request sees them. Storage is reached through
 * `window` only (no bare `localStorage` global: a jsdom Storage set as a global and taken back
 * sent Jest's teardown of an in-process server into endless recursion on its proxy).
 */
function renderOnPage(page: Page, element: ReturnType<typeof createElement>): string {
  const globals = globalThis as unknown as Record<string, unknown>;
  const names = ['window', 'document', 'location', 'navigator'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globals, name));
  const values = { window: page.window, document: page.document, location: page.location, navigator: page.window.navigator };
  try {
    for (const name of names) Object.defineProperty(globals, name, { value: values[name], configurable: true, writable: true });
    return renderToString(element).replace(HOISTED_PRELOADS, '');
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globals, name, descriptor);
      else delete globals[name];
    });
  }
}

/** The props the root config gives a slot's parcel: its data attributes, a bus and the slot. */
function slotProps(slot: HTMLElement, scope: string, island: FirstScreenIsland): RootProps {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(slot.dataset)) if (key !== 'mfe' && key !== 'mfeState' && value !== undefined) data[key] = value;
  return { ...data, ssrScope: scope, name: scope, domElement: slot, bus: createEventBus(), firstScreen: island, reportError: () => undefined };
}

/**
 * The region gate's check of the visitor's saved ZIP on this page, made as the browser makes it
 * (page-error.machine.ts), or undefined without a ZIP, a service fetch, or an answer.
 */
async function regionCheckOf(page: Page, request: FirstScreenRequest): Promise<IslandRegionCheck | undefined> {
  const { zipcode, stateCode, paymentEstimator = false, pathname } = regionGateInput(createEventBus(), page);
  if (!zipcode || !request.fetchService) return undefined;
  try {
    const check = await checkRegion({ zipcode, stateCode, paymentEstimator }, createRegionServices(request.fetchService, page.location.origin), pathname);
    return { zipcode, ...check };
  } catch {
    // Not known here (an unknown ZIP, a service down): the browser checks, as without a server render.
    return undefined;
  }
}

/** Where the gate lands for the server's check of this page's ZIP. */
function gateFor(page: Page, check: IslandRegionCheck): ReturnType<typeof decideOnAnswer> {
  const { zipcode, ...answered } = check;
  return decideOnAnswer({ ...regionGateInput(createEventBus(), page), zipcode, answered });
}

/** The island of a configurator slot: the series list its model cards show. */
async function configuratorIsland(slot: HTMLElement, page: Page, request: FirstScreenRequest): Promise<FirstScreenIsland | undefined> {
  const brand = slot.dataset.brand?.trim().toLowerCase();
  if (!brand) return undefined;
  // A page whose region gate will not let the steps render (the region screen, no inventory)
  // gets no cards: they would show, then go.
  if (page.document.querySelector('[data-mfe="region-gate"]')) {
    const check = await regionCheckOf(page, request);
    if (check && gateFor(page, check) !== 'passed') return undefined;
  }
  const { fetchData } = request;
  const context = pageContext(page);
  const language = slot.dataset.language === 'en' || slot.dataset.language === 'es' ? slot.dataset.language : context.language;
  const environmentSuffix = graphqlFieldSuffix(environmentFromPath(page.location.pathname));
  const variables = seriesListVariables(brand, language);
  const answer = await fetchData({ query: SERIES_LIST_QUERY[environmentSuffix], variables: { ...variables }, operationName: `GetSeries${environmentSuffix}` });
  return { version: FIRST_SCREEN_VERSION, slot: 'configurator', language, series: { environmentSuffix, variables, answer } };
}

/**
 * The island of a region-gate slot: its check of the saved ZIP. The gate's own hydration test then
 * renders it only when the check shows the region screen or the no-inventory page (whose own slot,
 * inside the gate's markup, is rendered with it).
 */
async function regionGateIsland(_slot: HTMLElement, page: Page, request: FirstScreenRequest): Promise<FirstScreenIsland | undefined> {
  const check = await regionCheckOf(page, request);
  if (!check) return undefined;
  return { version: FIRST_SCREEN_VERSION, slot: 'region-gate', language: pageContext(page).language, regionCheck: check };
}

/**
 * The island of a no-inventory slot: the model's texts and, with a saved ZIP, the closest vehicles
 * in stock, asked of the page origin's services as the page asks them. Without the texts there is
 * no first screen (the page renders, and says it could not load them, on the client).
 */
async function noInventoryIsland(slot: HTMLElement, page: Page, request: FirstScreenRequest): Promise<FirstScreenIsland | undefined> {
  if (!request.fetchService) return undefined;
  const { modelCode, year, language, zipcode } = noInventoryView({ modelCode: slot.dataset.modelCode, year: slot.dataset.year, sources: page });
  const services = createNoInventoryServices(request.fetchService, page.location.origin);
  try {
    const [config, closest] = await Promise.all([services.config(modelCode, language), zipcode && services.closest ? services.closest(modelCode, year, zipcode, language) : []]);
    const noInventory: IslandNoInventory = { modelCode, year, zipcode, config, closest };
    return { version: FIRST_SCREEN_VERSION, slot: 'no-inventory', language, noInventory };
  } catch {
    return undefined;
  }
}

const PARCELS: Record<(typeof SERVER_RENDERED_SLOTS)[number], { root: FunctionComponent<RootProps>; prepare: Prepare; island: typeof configuratorIsland }> = {
  configurator: { root: configuratorRoot as unknown as FunctionComponent<RootProps>, prepare: prepareConfigurator as Prepare, island: configuratorIsland },
  'zip-modal': {
    root: zipModalRoot as unknown as FunctionComponent<RootProps>,
    prepare: prepareZipModal as Prepare,
    island: async (_slot, page) => ({ version: FIRST_SCREEN_VERSION, slot: 'zip-modal', language: pageContext(page).language }),
  },
  'region-gate': { root: regionGateRoot as unknown as FunctionComponent<RootProps>, prepare: prepareRegionGate as Prepare, island: regionGateIsland },
  'no-inventory': { root: noInventoryRoot as unknown as FunctionComponent<RootProps>, prepare: prepareNoInventory as Prepare, island: noInventoryIsland },
};

/** The first screen of one slot element of the page, scoped `scope`, or undefined (see renderFirstScreen). */
async function renderSlot(slot: HTMLElement, scope: string, page: Page, request: FirstScreenRequest): Promise<FirstScreen | undefined> {
  const name = slot.dataset.mfe ?? '';
  if (!Object.prototype.hasOwnProperty.call(PARCELS, name)) return undefined;
  const parcel = PARCELS[name as keyof typeof PARCELS];
  const island = await parcel.island(slot, page, request);
  if (!island) return undefined;
  const props = slotProps(slot, scope, island);
  // The browser's own test of whether its first render will be this one, asked of this page.
  let matches = false;
  try {
    matches = await parcel.prepare(props as never, { location: page.location, document: page.document });
  } catch {
    // A slot the browser cannot mount either (bad attributes): its parcel reports that on the client.
    matches = false;
  }
  if (!matches) return undefined;
  const html = await withNestedScreens(renderOnPage(page, createElement(parcel.root, props)), slot, scope, page, request);
  return { slot: name, attributes: { [SERVER_RENDERED_ATTRIBUTE]: String(FIRST_SCREEN_VERSION), [ID_SCOPE_ATTRIBUTE]: scope }, html, island };
}

const NESTED_SLOT = /<div data-mfe="([a-z0-9-]+)"([^>]*)><\/div>/g;

/**
 * A parcel's markup with the slots it renders inside itself filled (the region gate's no-inventory
 * slot): each empty nested slot gets its own first screen, marked like a page slot, with its
 * island as its last child (a sibling would be an extra node in the outer parcel's hydration).
 * The nested slots are found in the page's DOM, where the browser will find them.
 */
async function withNestedScreens(html: string, slot: HTMLElement, scope: string, page: Page, request: FirstScreenRequest): Promise<string> {
  if (!html.includes(' data-mfe="')) return html;
  slot.innerHTML = html;
  const nested = [...slot.querySelectorAll<HTMLElement>('[data-mfe]')];
  const screens = await Promise.all(nested.map((element, index) => renderSlot(element, `${scope}-${index}`, page, request)));
  let index = 0;
  return html.replace(NESTED_SLOT, (whole: string, name: string, attributes: string) => {
    const screen = screens[index++];
    if (!screen || screen.slot !== name) return whole;
    const marks = Object.entries(screen.attributes).map(([key, value]) => ` ${key}="${value}"`).join('');
    return `<div data-mfe="${name}"${attributes}${marks}>${screen.html}${islandElement(screen.island)}</div>`;
  });
}

/**
 * The first screen of the page's slot number `slotIndex`, or undefined when the server renders
 * none for it (another slot, another scene, a visitor whose modal stays closed, data that did not
 * come): the parcel then renders on the client, as on a page without server rendering.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | undefined> {
  const page = pageDom(request);
  const slot = page.document.querySelectorAll<HTMLElement>('[data-mfe]')[request.slotIndex];
  if (!slot) return undefined;
  return renderSlot(slot, `${slot.dataset.mfe ?? ''}-ssr${request.slotIndex}`, page, request);
}
