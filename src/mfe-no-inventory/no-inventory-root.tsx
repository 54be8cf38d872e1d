import { useMemo } from 'react';
import type { Language } from '../domain/entities';
import { modelCodeAndYearFromPath } from '../domain/routes';
import { readZipcode } from '../platform/cookies';
import { pageContext, type PageContextSources } from '../platform/env';
import type { FirstScreenIsland, IslandNoInventory } from '../platform/first-screen';
import { I18nProvider, preloadMessages } from '../platform/i18n/i18n-provider';
import { NoInventoryPage } from './no-inventory-page';
import { createNoInventoryServices, type NoInventoryServices } from './no-inventory-services';

export interface NoInventoryRootProps {
  /** Slot `data-model-code` / `data-year` (the region gate sets them); else the page path's. */
  modelCode?: string;
  year?: string;
  services?: NoInventoryServices;
  sources?: PageContextSources & { document?: Document };
  /** The island of a server render (ADR 0213): the texts and closest vehicles it showed. */
  firstScreen?: FirstScreenIsland;
}

const MODEL_CODE = /^[a-z0-9]{1,50}$/;
const YEAR = /^\d{4}$/;

export interface NoInventoryView {
  modelCode: string;
  year: string;
  language: Language;
  basePath: string;
  zipcode: string;
}

/**
 * What the page shows on this page: model, year, language and the ZIP its closest vehicles are near
 * (the server render asks the same of its page, src/ssr).
 */
export function noInventoryView({ modelCode, year, sources }: NoInventoryRootProps): NoInventoryView {
  const context = pageContext(sources);
  const fromPath = modelCodeAndYearFromPath((sources?.location ?? window.location).pathname);
  // Slot attributes come from the host page: anything malformed falls back to the path's values.
  return {
    modelCode: modelCode && MODEL_CODE.test(modelCode) ? modelCode : fromPath.modelCode,
    year: year && YEAR.test(year) ? year : String(fromPath.year),
    language: context.language,
    basePath: context.basePath,
    zipcode: readZipcode({ document: sources?.document }) ?? '',
  };
}

/** The island's data when it was rendered for exactly this view (a ZIP saved since asks again). */
function renderedFor(view: NoInventoryView, island: FirstScreenIsland | undefined): IslandNoInventory | undefined {
  const rendered = island?.noInventory;
  if (!rendered || island.language !== view.language) return undefined;
  return rendered.modelCode === view.modelCode && rendered.year === view.year && rendered.zipcode === view.zipcode ? rendered : undefined;
}

/**
 * Whether the page can hydrate its slot's server markup (ADR 0213): the island was rendered for
 * this model, year, language and ZIP. The catalogue loads first, so the first render is the server's.
 */
export async function prepareNoInventoryHydration(props: NoInventoryRootProps, sources = props.sources): Promise<boolean> {
  const view = noInventoryView({ ...props, sources });
  if (!renderedFor(view, props.firstScreen)) return false;
  await preloadMessages(view.language);
  return true;
}

/** The no-inventory parcel: page context, language and services around the page. */
export function NoInventoryRoot(props: NoInventoryRootProps) {
  const { services, firstScreen } = props;
  const view = noInventoryView(props);
  const noInventoryServices = useMemo(() => services ?? createNoInventoryServices(), [services]);
  const rendered = renderedFor(view, firstScreen);
  return (
    <I18nProvider language={view.language}>
      <NoInventoryPage
        modelCode={view.modelCode}
        year={view.year}
        language={view.language}
        basePath={view.basePath}
        zipcode={view.zipcode}
        services={noInventoryServices}
        {...(rendered ? { rendered } : {})}
      />
    </I18nProvider>
  );
}
