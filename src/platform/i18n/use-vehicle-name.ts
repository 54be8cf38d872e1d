import { useIntl, type IntlShape } from 'react-intl';
import type { Language } from '../../domain/entities';
import { formatVehicleName, type VehicleNameParts } from '../../domain/vehicle-name';

/** The page language the messages are formatted in ('es-US' -> 'es'; English after a failed load). */
export function intlLanguage(intl: Pick<IntlShape, 'locale'>): Language {
  return intl.locale.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Hook: formats vehicle names in the current messages' language with the one name-order rule. */
export function useVehicleName(): (parts: VehicleNameParts) => string {
  const intl = useIntl();
  const language = intlLanguage(intl);
  return (parts) => formatVehicleName(parts, language);
}
