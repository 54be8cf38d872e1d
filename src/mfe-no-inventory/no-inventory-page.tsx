import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ClosestVehicles } from './closest-vehicles';
import { useIntl } from 'react-intl';
import type { Language } from '../domain/entities';
import { formatVehicleName } from '../domain/vehicle-name';
import { noInventoryDisplayName } from '../domain/names';
import { noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { IslandNoInventory } from '../platform/first-screen';
import type { NoInventoryServices } from './no-inventory-services';
import { heroImageUrl, noInventoryTexts } from './no-inventory-texts';
import { noInventoryTextsMachine } from './no-inventory-texts.machine';
import { QuoteFlyout } from './quote-flyout';
import './no-inventory.css';

export interface NoInventoryPageProps {
  modelCode: string;
  year: string;
  language: Language;
  /** The configurator base path: the model scene, where back-to-vehicles returns. */
  basePath: string;
  /** Prefill of the flyout's ZIP (the zipcode cookie). */
  zipcode: string;
  services: NoInventoryServices;
  /** What a server render of this very page showed (its island, ADR 0213): shown at once, not asked again. */
  rendered?: Pick<IslandNoInventory, 'config' | 'closest'>;
}

/**
 * The no-inventory page (product.md section 2): hero with a phone variant, "year model" title (model
 * then year in Spanish), per-model header and sub-header, back to the model scene, an optional
 * request-a-quote flyout and an explore link to the alternative model. Its texts load in
 * no-inventory-texts.machine.ts.
 */
export function NoInventoryPage({ modelCode, year, language, basePath, zipcode, services, rendered }: NoInventoryPageProps) {
  const intl = useIntl();
  const machine = useMemo(
    () => noInventoryTextsMachine.provide({ actors: { loadTexts: fromPromise(async ({ input, signal }) => noInventoryTexts(await services.config(input.modelCode, input.language, signal))) } }),
    [services],
  );
  const [load, send] = useMachine(machine, { input: { modelCode, language, ...(rendered ? { texts: noInventoryTexts(rendered.config) } : {}) } });
  const [quoteOpen, setQuoteOpen] = useState(false);
  const model = noInventoryDisplayName(modelCode);
  const title = intl.formatMessage(noInventoryValueMessages.title, { vehicle: formatVehicleName({ year, seriesName: model }, language) });

  // Another model or language on the same page loads its texts (the machine ignores the same page).
  useEffect(() => send({ type: 'page.changed', modelCode, language }), [send, modelCode, language]);

  const texts = load.context.texts;

  return (
    <section className="vc-noinv" aria-labelledby="vc-noinv-title">
      <picture className="vc-noinv__hero">
        <source media="(max-width: 767px)" srcSet={heroImageUrl(modelCode, 'phone')} width={375} height={500} />
        <img src={heroImageUrl(modelCode, 'desktop')} alt={title} width={1024} height={576} />
      </picture>
      <h2 id="vc-noinv-title" className="vc-noinv__title">
        {title}
      </h2>
      {load.hasTag('loading') && <p role="status">{intl.formatMessage(noInventoryMessages.loading)}</p>}
      {load.hasTag('failed') && <p className="vc-noinv__header">{intl.formatMessage(noInventoryMessages.unavailable)}</p>}
      {texts && (
        <>
          <p className="vc-noinv__header">{texts.header}</p>
          <p className="vc-noinv__subheader">{texts.subHeader}</p>
          <div className="vc-noinv__actions">
            {texts.raqCta.trim() !== '' && (
              <button type="button" className="vc-noinv__raq" onClick={() => setQuoteOpen(true)}>
                {texts.raqCta}
              </button>
            )}
            <a className="vc-noinv__explore" href={texts.exploreUrl}>
              {texts.exploreCta}
            </a>
          </div>
        </>
      )}
      <ClosestVehicles services={services} seriesId={modelCode} year={year} zip={zipcode} language={language} {...(rendered ? { known: rendered.closest } : {})} />
      <a className="vc-noinv__back" href={basePath}>
        {texts?.backToVehicles ?? intl.formatMessage(noInventoryMessages.back)}
      </a>
      {texts && (
        <QuoteFlyout
          open={quoteOpen}
          onClose={() => setQuoteOpen(false)}
          seriesId={modelCode}
          modelName={model}
          year={year}
          language={language}
          initialZip={zipcode}
          findDealers={services.dealers}
          requestModelQuote={services.requestModelQuote}
        />
      )}
    </section>
  );
}
