import { useMemo, useState } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import { useVehicleName } from '../../../platform/i18n/use-vehicle-name';
import { formatPrice } from '../../../domain/format';
import type { VehicleNameParts } from '../../../domain/vehicle-name';
import { SceneSkeleton } from '../../app/scene-skeleton';
import { CategoryTabs } from './category-tabs';
import { FuelEconomyText } from './fuel-economy';
import { ALL_CATEGORIES, cardsInCategory, categoryTabs, type ModelCard } from './model-cards';
import { modelMessages as m } from './model-messages';
import './model.css';

/**
 * Cards whose image loads eagerly: the first row at desktop width (the grid fits up to four
 * 240px columns in the 1280px page). On a phone the first card is the page's largest paint
 * (LCP); lazy loading would delay it until layout, so only the cards further down stay lazy.
 */
export const EAGER_CARD_IMAGES = 4;

/** The build the shopper left, offered to continue (app/last-build.ts). */
export interface ContinueOffer {
  vehicle: VehicleNameParts;
  href: string;
  totalSRP: number;
}

export interface ModelViewProps {
  cards: ModelCard[];
  continueOffer?: ContinueOffer | null;
  onForgetContinue?: () => void;
  /** The series list is still loading (the skeleton shows). */
  loading: boolean;
  onSelect(card: ModelCard): void;
}

/**
 * Model selection (product.md section 2 route '/'): category filter tabs over cards with image, starting MSRP
 * and fuel economy. Which category is shown is view state only; picking a card is the one event.
 */
export function ModelView({ cards, loading, onSelect, continueOffer = null, onForgetContinue }: ModelViewProps) {
  const intl = useIntl();
  const vehicleName = useVehicleName();
  const id = usePageId();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const tabs = useMemo(() => [{ id: ALL_CATEGORIES, value: intl.formatMessage(m.allCategories) }, ...categoryTabs(cards)], [cards, intl]);
  const shown = cardsInCategory(cards, tabs.some((t) => t.id === category) ? category : ALL_CATEGORIES);
  const panelId = `${id}-panel`;
  const activeTab = `${id}-tab-${tabs.some((t) => t.id === category) ? category : ALL_CATEGORIES}`;

  return (
    <section className="cfg-model" aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <h1 id={`${id}-heading`} className="cfg-model__heading">
        {intl.formatMessage(m.heading)}
      </h1>
      {continueOffer ? (
        <section className="cfg-model__continue" aria-label={intl.formatMessage(m.continueRegion)}>
          <a className="cfg-button cfg-button--primary" href={continueOffer.href}>
            {intl.formatMessage(m.continueBuild, { vehicle: vehicleName(continueOffer.vehicle) })}
          </a>
          <span className="cfg-model__continue-total">{intl.formatMessage(m.continueTotal, { price: formatPrice(continueOffer.totalSRP) })}</span>
          {onForgetContinue ? (
            <button type="button" className="cfg-link-button" onClick={onForgetContinue}>
              {intl.formatMessage(m.forgetBuild)}
            </button>
          ) : null}
        </section>
      ) : null}
      {loading ? (
        <SceneSkeleton scene="model" />
      ) : cards.length === 0 ? (
        <p role="status">{intl.formatMessage(m.none)}</p>
      ) : (
        <>
          <CategoryTabs label={intl.formatMessage(m.categories)} tabs={tabs} selected={category} panelId={panelId} idPrefix={`${id}-tab`} onSelect={setCategory} />
          <div id={panelId} role="tabpanel" aria-labelledby={activeTab} className="cfg-model__panel">
            <p className="cfg-model__count" role="status">
              {intl.formatMessage(m.count, { count: shown.length })}
            </p>
            <ul className="cfg-model__cards">
              {shown.map((card, index) => (
                <li key={card.key} className="cfg-model__card">
                  <article aria-labelledby={`${id}-${card.key}`}>
                    {card.image ? (
                      <img
                        className="cfg-model__image"
                        src={card.image.url}
                        alt=""
                        width={480}
                        height={270}
                        loading={index < EAGER_CARD_IMAGES ? 'eager' : 'lazy'}
                        // Only the very first image jumps the queue: it is the LCP element on phones.
                        fetchPriority={index === 0 ? 'high' : 'auto'}
                        decoding="async"
                      />
                    ) : null}
                    <h2 id={`${id}-${card.key}`} className="cfg-model__name">
                      {intl.formatMessage(m.cardTitle, { vehicle: vehicleName({ year: card.year, seriesName: card.name }) })}
                    </h2>
                    <p className="cfg-model__fuel-type">{card.fuelType}</p>
                    <p className="cfg-model__price">{intl.formatMessage(m.startingMsrp, { price: formatPrice(card.startingMsrp) })}</p>
                    <p className="cfg-model__mileage">
                      <FuelEconomyText mileage={card.mileage} />
                    </p>
                    <button type="button" className="cfg-model__select" onClick={() => onSelect(card)}>
                      {intl.formatMessage(m.select, { vehicle: vehicleName({ year: card.year, seriesName: card.name }) })}
                      {card.fuelType ? <span className="cfg-model__hidden">{` (${card.fuelType})`}</span> : null}
                    </button>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
