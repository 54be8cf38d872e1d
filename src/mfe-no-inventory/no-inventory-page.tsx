import { ClosestVehicles } from './closest-vehicles';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../domain/entities';
import { formatVehicleName } from '../domain/vehicle-name';
import { noInventoryDisplayName } from '../domain/names';
import { noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { NoInventoryServices } from './no-inventory-services';
import { heroImageUrl, noInventoryTexts, type NoInventoryTexts } from './no-inventory-texts';
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
}

type Load = { status: 'loading' } | { status: 'ready'; texts: NoInventoryTexts } | { status: 'failed' };

/**
 * The no-inventory page (product.md section 2): hero with a phone variant, "year model" title (model
 * then year in Spanish), per-model header and sub-header, back to the model scene, an optional
 * request-a-quote flyout and an explore link to the alternative model.
 */
export function NoInventoryPage({ modelCode, year, language, basePath, zipcode, services }: NoInventoryPageProps) {
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [quoteOpen, setQuoteOpen] = useState(false);
  const model = noInventoryDisplayName(modelCode);
  const title = intl.formatMessage(noInventoryValueMessages.title, { vehicle: formatVehicleName({ year, seriesName: model }, language) });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    services.config(modelCode, language, controller.signal).then(
      (config) => setLoad({ status: 'ready', texts: noInventoryTexts(config) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[no-inventory] texts unavailable', error);
        setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [services, modelCode, language]);

  const texts = load.status === 'ready' ? load.texts : undefined;

  return (
    <section className="vc-noinv" aria-labelledby="vc-noinv-title">
      <picture className="vc-noinv__hero">
        <source media="(max-width: 767px)" srcSet={heroImageUrl(modelCode, 'phone')} width={375} height={500} />
        <img src={heroImageUrl(modelCode, 'desktop')} alt={title} width={1024} height={576} />
      </picture>
      <h2 id="vc-noinv-title" className="vc-noinv__title">
        {title}
      </h2>
      {load.status === 'loading' && <p role="status">{intl.formatMessage(noInventoryMessages.loading)}</p>}
      {load.status === 'failed' && <p className="vc-noinv__header">{intl.formatMessage(noInventoryMessages.unavailable)}</p>}
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
      <ClosestVehicles services={services} seriesId={modelCode} year={year} zip={zipcode} language={language} />
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
