import { useIntl } from 'react-intl';
import { formatPrice } from '../../domain/format';
import type { InventoryMatch } from '../../platform/graphql/inventory-documents';
import { useVehicleName } from '../../platform/i18n/use-vehicle-name';
import { inventoryMessages } from './inventory-messages';
import { panelMessages } from './panel-messages';

const m = { ...inventoryMessages, ...panelMessages };

/** One vehicle of the panel: picture, name, status, dealer and distance, price, differences, actions. */
export function InventoryMatchCard({ match, onBuild, onCheck }: { match: InventoryMatch; onBuild(): void; onCheck(): void }) {
  const intl = useIntl();
  const vehicleName = useVehicleName();
  const { vehicle, dealer, differences } = match;
  const name = `${vehicleName({ year: vehicle.year, seriesName: vehicle.seriesName, seriesId: vehicle.seriesId, gradeName: vehicle.gradeName })}`;
  const date = vehicle.arrivalDate ? intl.formatDate(`${vehicle.arrivalDate}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : '';
  const diff = match.srpDifference;
  const priceChange = diff > 0 ? intl.formatMessage(m.more, { amount: formatPrice(diff) }) : diff < 0 ? intl.formatMessage(m.less, { amount: formatPrice(-diff) }) : intl.formatMessage(m.same);
  return (
    <article className="vc-inventory__card" aria-label={`${name} · ${intl.formatMessage(m.vin, { vin: vehicle.vin })}`}>
      <img src={vehicle.imageUrl} alt={intl.formatMessage(m.image, { vehicle: name, color: vehicle.exteriorColorTitle })} width={192} height={108} loading="lazy" />
      <div className="vc-inventory__facts">
        <h4>{name}</h4>
        <p>{vehicle.trimTitle} · {vehicle.exteriorColorTitle} · {vehicle.interiorColorTitle}</p>
        <p className="vc-inventory__status">{vehicle.status === 'IN_TRANSIT' && date ? intl.formatMessage(m.inTransit, { date }) : intl.formatMessage(m.inStock)}</p>
        <p>{intl.formatMessage(m.dealer, { dealer: dealer.name, city: dealer.city, state: dealer.state, distance: intl.formatNumber(dealer.distance) })}</p>
        <p className="vc-inventory__price">{intl.formatMessage(m.price, { price: formatPrice(vehicle.totalSRP) })}</p>
        <p>{priceChange}</p>
        {differences.length > 0 ? (
          <>
            <p className="vc-inventory__diff-title">{intl.formatMessage(m.differences)}</p>
            <ul className="vc-inventory__diffs">
              {differences.map((d) => (
                <li key={`${d.change}-${d.kind}-${d.code}`}>
                  {d.price === null
                    ? intl.formatMessage(d.change === 'ADDED' ? m.addedUnpriced : m.missingUnpriced, { item: d.title })
                    : intl.formatMessage(d.change === 'ADDED' ? m.added : m.missing, { item: d.title, price: formatPrice(d.price) })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="vc-inventory__vin">{intl.formatMessage(m.vin, { vin: vehicle.vin })}</p>
        <div className="vc-inventory__actions">
          <button type="button" className="cfg-button" onClick={onBuild}>
            {intl.formatMessage(m.buildThis)}
          </button>
          <button type="button" className="cfg-button" onClick={onCheck}>
            {intl.formatMessage(m.checkAvailability)}
          </button>
        </div>
      </div>
    </article>
  );
}
