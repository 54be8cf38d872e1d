import { type ReactNode } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildConfiguration, Language } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { buildInventoryUrl } from '../../../domain/inventory-link';
import { formatVehicleName } from '../../../domain/vehicle-name';
import { PriceBreakdown } from '../../components/price-breakdown';
import { uiMessages } from '../../components/ui-messages';
import { keyAngles } from '../../components/viewer/viewer-model';
import { FuelEconomyText } from '../model/fuel-economy';
import type { DisclaimersState } from './disclaimers';
import { NextSteps } from './next-steps';
import { KeySpecs, SummaryInfo } from './summary-info';
import { summaryMessages as m } from './summary-messages';
import './summary.css';

export interface SummaryViewProps {
  build: BuildConfiguration;
  lang: Language;
  /** From the zipcode cookie; goes into the inventory link. */
  zipcode?: string;
  disclaimers: DisclaimersState;
  /** Next-steps actions from overlays/next-steps (see next-steps.tsx). */
  nextStepsActions?: ReactNode;
  onBackToBuild(): void;
  onChangeTrim(): void;
}

function inventoryUrlOf(build: BuildConfiguration, lang: Language, zipcode?: string): string | null {
  try {
    return buildInventoryUrl(build, { lang, zipcode });
  } catch {
    // A build without a series id has nowhere to link to; the rest of the summary still stands.
    return null;
  }
}

/**
 * The summary (product.md section 2): hero, images, information, fuel economy, price breakdown, next steps with
 * the inventory link-out, disclaimers and a sticky nav. `data-ready` is set once the disclaimers
 * fetch settled, whether it worked or not (product.md section 7).
 */
export function SummaryView({ build, lang, zipcode, disclaimers, nextStepsActions, onBackToBuild, onChangeTrim }: SummaryViewProps) {
  const intl = useIntl();
  const id = usePageId();
  const vehicle = formatVehicleName(build, lang);
  const totals = { totalSRP: build.totalSRP, totalCost: build.totalCost };
  const hero = build.jelly || build.images.exterior[0]?.url || '';
  const images = [
    // Key views of the turn (at most eight, 45 degrees apart), not every one of its 24 steps.
    ...keyAngles(build.images.exterior).map((image, i) => ({ image, side: 'exterior', index: i + 1 })),
    ...build.images.interior.map((image, i) => ({ image, side: 'interior', index: i + 1 })),
  ];
  const imageDisclaimers = [...new Set(images.map(({ image }) => image.disclaimer).filter(Boolean))];
  const fuelDisclaimer = build.mpge != null || build.mileage.mpge != null ? disclaimers.disclaimers?.mpge : disclaimers.disclaimers?.mpg;
  const allDisclaimers = [...new Set([fuelDisclaimer, ...build.disclaimers, ...imageDisclaimers].filter((d): d is string => Boolean(d && d.trim())))];
  const section = (name: string) => `${id}-${name}`;
  const sections = [
    { key: 'images', label: intl.formatMessage(m.images) },
    { key: 'information', label: intl.formatMessage(m.information) },
    { key: 'price', label: intl.formatMessage(uiMessages.priceBreakdown) },
    { key: 'next', label: intl.formatMessage(m.nextSteps) },
  ];

  return (
    <div className="cfg-summary" data-ready={disclaimers.ready ? 'true' : undefined} aria-busy={!disclaimers.ready}>
      <nav className="cfg-summary__nav" aria-label={intl.formatMessage(m.nav)}>
        <ul>
          {sections.map((s) => (
            <li key={s.key}>
              <a href={`#${section(s.key)}`}>{s.label}</a>
            </li>
          ))}
        </ul>
        <div className="cfg-summary__nav-actions">
          {/* data-exit-build: the exit-build prompt asks to save an unsaved build first (ADR 0098). */}
          <button type="button" className="cfg-summary__secondary" data-exit-build="" onClick={onChangeTrim}>
            {intl.formatMessage(m.changeTrim)}
          </button>
          <button type="button" className="cfg-summary__secondary" onClick={onBackToBuild}>
            {intl.formatMessage(m.back)}
          </button>
        </div>
      </nav>

      {/* A designed page (issue 27): the car large with its key specs; beside it on desktop (sticky)
          the price and the next steps, "Request a quote" first; on the phone they follow the car. */}
      <div className="cfg-summary__layout">
        <header className="cfg-summary__hero">
          <h1>{intl.formatMessage(m.heading, { vehicle })}</h1>
          {hero ? (
            <img className="cfg-summary__hero-image" src={hero} alt={intl.formatMessage(m.heroAlt, { vehicle, color: build.exteriorColor?.title ?? '' })} width={768} height={432} />
          ) : null}
          <KeySpecs build={build} />
        </header>

        <div className="cfg-summary__aside">
          <p className="cfg-summary__total">{intl.formatMessage(m.total, { price: formatPrice(totals.totalSRP) })}</p>
          <NextSteps id={section('next')} inventoryUrl={inventoryUrlOf(build, lang, zipcode)} actions={nextStepsActions} />
          <div id={section('price')} className="cfg-summary__section">
            <PriceBreakdown build={build} />
          </div>
        </div>

        <div className="cfg-summary__details">
          <section id={section('images')} className="cfg-summary__section" aria-labelledby={`${section('images')}-heading`}>
            <h2 id={`${section('images')}-heading`}>{intl.formatMessage(m.images)}</h2>
            <ul className="cfg-summary__gallery">
              {images.map(({ image, side, index }) => (
                <li key={`${side}-${index}`}>
                  <img src={image.url} alt={intl.formatMessage(m.imageAlt, { vehicle, side, index })} width={384} height={216} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>

          <section id={section('information')} className="cfg-summary__section" aria-labelledby={`${section('information')}-heading`}>
            <h2 id={`${section('information')}-heading`}>{intl.formatMessage(m.information)}</h2>
            <SummaryInfo build={build} lang={lang} />
            <h3>{intl.formatMessage(m.fuelEconomy)}</h3>
            <p>
              <FuelEconomyText mileage={{ ...build.mileage, combined: build.mpg, isAvailable: true }} />
            </p>
          </section>
        </div>
      </div>

      {allDisclaimers.length > 0 ? (
        <section className="cfg-summary__section cfg-summary__disclaimers" aria-labelledby={`${id}-disclaimers`}>
          <h2 id={`${id}-disclaimers`}>{intl.formatMessage(m.disclaimers)}</h2>
          <ul>
            {allDisclaimers.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
