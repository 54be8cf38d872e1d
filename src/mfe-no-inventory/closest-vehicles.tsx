import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Language } from '../domain/entities';
import { formatPrice } from '../domain/format';
import { formatVehicleName } from '../domain/vehicle-name';
import { createLoaderMachine, knownAnswer } from '../platform/loader.machine';
import type { ClosestVehicle } from '../domain/entities';
import type { NoInventoryServices } from './no-inventory-services';

interface ClosestQuery {
  seriesId: string;
  year: string;
  zip: string;
  language: Language;
}

const closestVehiclesMachine = createLoaderMachine<ClosestQuery, ClosestVehicle[]>({ id: 'no-inventory closest vehicles', canLoad: (q) => q.zip !== '' });

const defs = defineMessages({
  title: { id: 'inventory.otherGrades', defaultMessage: 'Closest vehicles in stock near {zip}', description: 'No-inventory page: heading of the nearest vehicles in stock' },
  dealer: { id: 'inventory.dealer', defaultMessage: '{dealer}, {city}, {state} · {distance} mi', description: 'Dealer, place and distance of a vehicle' },
  price: { id: 'inventory.price', defaultMessage: 'Total MSRP {price}', description: 'Total MSRP of an inventory vehicle' },
  vin: { id: 'inventory.vin', defaultMessage: 'VIN {vin}', description: 'Vehicle identification number' },
});
const m: Record<keyof typeof defs, MessageDescriptor> = defs;

export interface ClosestVehiclesProps {
  services: NoInventoryServices;
  seriesId: string;
  year: string;
  zip: string;
  language: Language;
  /** The list a server render showed for these very props (its island, ADR 0213): not asked again. */
  known?: ClosestVehicle[];
}

/**
 * The no-inventory page's closest vehicles in stock (issue 28): the series-year's nearest vehicles
 * of any grade near the shopper's ZIP, with dealer, distance and price. Shows nothing without a
 * ZIP, while the stock loads, when none is near or when the call fails (the page stays usable).
 */
export function ClosestVehicles({ services, seriesId, year, zip, language, known }: ClosestVehiclesProps) {
  const intl = useIntl();
  const machine = useMemo(
    () =>
      closestVehiclesMachine.provide({
        actors: { load: fromPromise(async ({ input: { query }, signal }) => (services.closest ? services.closest(query.seriesId, query.year, query.zip, query.language, signal) : [])) },
      }),
    [services],
  );
  const query = { seriesId, year, zip, language };
  const [state, send] = useMachine(machine, { input: query, ...(known ? { snapshot: knownAnswer(machine, query, known) } : {}) });
  useEffect(() => send({ type: 'input.changed', input: { seriesId, year, zip, language } }), [send, seriesId, year, zip, language]);
  const vehicles = state.context.output ?? [];
  if (vehicles.length === 0) return null;
  return (
    <section className="vc-noinv__closest" aria-labelledby="vc-noinv-closest">
      <h3 id="vc-noinv-closest">{intl.formatMessage(m.title, { zip })}</h3>
      <ul>
        {vehicles.map((v) => (
          <li key={v.vin}>
            <strong>{formatVehicleName({ year: v.year, seriesName: v.seriesName, gradeName: v.gradeName }, language)}</strong>
            {' · '}
            {v.trimTitle} · {v.exteriorColorTitle}
            <br />
            {intl.formatMessage(m.dealer, { dealer: v.dealer.name, city: v.dealer.city, state: v.dealer.state, distance: intl.formatNumber(v.dealer.distance) })}
            {' · '}
            {intl.formatMessage(m.price, { price: formatPrice(v.totalSRP) })}
            {' · '}
            {intl.formatMessage(m.vin, { vin: v.vin })}
          </li>
        ))}
      </ul>
    </section>
  );
}
