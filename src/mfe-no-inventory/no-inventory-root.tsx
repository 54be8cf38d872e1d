import { useMemo } from 'react';
import { modelCodeAndYearFromPath } from '../domain/routes';
import { readZipcode } from '../platform/cookies';
import { pageContext, type PageContextSources } from '../platform/env';
import { I18nProvider } from '../platform/i18n/i18n-provider';
import { NoInventoryPage } from './no-inventory-page';
import { createNoInventoryServices, type NoInventoryServices } from './no-inventory-services';

export interface NoInventoryRootProps {
  /** Slot `data-model-code` / `data-year` (the region gate sets them); else the page path's. */
  modelCode?: string;
  year?: string;
  services?: NoInventoryServices;
  sources?: PageContextSources & { document?: Document };
}

const MODEL_CODE = /^[a-z0-9]{1,50}$/;
const YEAR = /^\d{4}$/;

/** The no-inventory parcel: page context, language and services around the page. */
export function NoInventoryRoot({ modelCode, year, services, sources }: NoInventoryRootProps) {
  const context = useMemo(() => pageContext(sources), [sources]);
  const fromPath = modelCodeAndYearFromPath((sources?.location ?? window.location).pathname);
  const noInventoryServices = useMemo(() => services ?? createNoInventoryServices(), [services]);
  // Slot attributes come from the host page: anything malformed falls back to the path's values.
  const model = modelCode && MODEL_CODE.test(modelCode) ? modelCode : fromPath.modelCode;
  const modelYear = year && YEAR.test(year) ? year : String(fromPath.year);
  return (
    <I18nProvider language={context.language}>
      <NoInventoryPage
        modelCode={model}
        year={modelYear}
        language={context.language}
        basePath={context.basePath}
        zipcode={readZipcode({ document: sources?.document }) ?? ''}
        services={noInventoryServices}
      />
    </I18nProvider>
  );
}
