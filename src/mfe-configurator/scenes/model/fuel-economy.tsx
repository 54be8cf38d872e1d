import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Mileage } from '../../../domain/entities';
import { fuelEconomy } from './model-cards';

const defs = defineMessages({
  mpg: { id: 'configurator.fuel.mpg', defaultMessage: '{city}/{highway} est. mpg city/hwy', description: 'Fuel economy: EPA-estimated city and highway mpg' },
  mpgCombined: { id: 'configurator.fuel.mpgCombined', defaultMessage: '{combined} est. combined mpg', description: 'Fuel economy when only a combined figure is known' },
  mpge: { id: 'configurator.fuel.mpge', defaultMessage: '{mpge} est. MPGe', description: 'Fuel economy of an electrified model: miles per gallon equivalent' },
  mpgeRange: { id: 'configurator.fuel.mpgeRange', defaultMessage: '{mpge} est. MPGe, {range} mi est. range', description: 'MPGe and driving range of an electrified model' },
});
export const fuelMessages: Record<keyof typeof defs, MessageDescriptor> = defs;

/** The fuel-economy line of a card or summary (product.md section 1): mpg, or MPGe and range; nothing when unknown. */
export function FuelEconomyText({ mileage, className }: { mileage: Mileage | null | undefined; className?: string }) {
  const intl = useIntl();
  const economy = fuelEconomy(mileage);
  if (!economy) return null;
  let text: string;
  if (economy.kind === 'mpge') {
    text = economy.range != null ? intl.formatMessage(fuelMessages.mpgeRange, { mpge: economy.mpge, range: economy.range }) : intl.formatMessage(fuelMessages.mpge, { mpge: economy.mpge });
  } else if (economy.city != null && economy.highway != null) {
    text = intl.formatMessage(fuelMessages.mpg, { city: economy.city, highway: economy.highway });
  } else {
    text = intl.formatMessage(fuelMessages.mpgCombined, { combined: economy.combined ?? economy.city ?? economy.highway });
  }
  return <span className={className}>{text}</span>;
}
