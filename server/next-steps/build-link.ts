import { routeFor } from '../../src/domain/routes';
import type { BuildSelection } from './build-check';

/**
 * The link that restores a build: the summary route of the build's trim (domain routeFor, so the
 * /espanol prefix and environment suffix follow the same rules as the client) with the codes as
 * query parameters named like GetDeepLinkConfig's input, which the client passes on unchanged.
 */
export function buildDeepLink(origin: string, selection: BuildSelection, lang: 'en' | 'es'): string {
  const pathname = routeFor('summary', {
    lang,
    environment: selection.environment,
    year: selection.year,
    series: selection.seriesId,
    trimId: selection.trimCode,
  });
  const query = new URLSearchParams({
    exteriorColorCode: selection.exteriorColorCode,
    interiorColorCode: selection.interiorColorCode,
    wheelsCode: selection.wheelsCode,
    packageCodes: selection.packageCodes.join(','),
    accessoryCodes: selection.accessoryCodes.join(','),
  });
  return `${origin.replace(/\/+$/, '')}${pathname}?${query.toString()}`;
}

/** The codes a deep link carries, read back (the inverse of buildDeepLink's query). */
export function readDeepLinkQuery(search: string): Pick<BuildSelection, 'exteriorColorCode' | 'interiorColorCode' | 'wheelsCode' | 'packageCodes' | 'accessoryCodes'> {
  const params = new URLSearchParams(search);
  const list = (key: string): string[] => (params.get(key) ?? '').split(',').filter(Boolean);
  return {
    exteriorColorCode: params.get('exteriorColorCode') ?? '',
    interiorColorCode: params.get('interiorColorCode') ?? '',
    wheelsCode: params.get('wheelsCode') ?? '',
    packageCodes: list('packageCodes'),
    accessoryCodes: list('accessoryCodes'),
  };
}
