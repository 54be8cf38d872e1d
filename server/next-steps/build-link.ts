import { buildLink, type BuildLinkTarget } from '../../src/domain/build-link';
import type { BuildSelection } from './build-check';

/**
 * The link that restores a build, for mails and quote confirmations: the domain's buildLink (ADR
 * 0095), the one implementation the client uses too. The wheels code is not in the link:
 * GetDeepLinkConfig takes none, the trim decides its wheels.
 */
export function buildDeepLink(origin: string, selection: BuildSelection, lang: 'en' | 'es'): string {
  const target: BuildLinkTarget = {
    seriesId: selection.seriesId,
    year: selection.year,
    trimCode: selection.trimCode,
    environment: selection.environment,
    exteriorColorCode: selection.exteriorColorCode,
    interiorColorCode: selection.interiorColorCode,
    packageCodes: selection.packageCodes,
    accessoryCodes: selection.accessoryCodes,
  };
  return buildLink(origin, target, lang);
}
