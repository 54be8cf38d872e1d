import { buildLink, type BuildLinkTarget } from '../../src/domain/build-link';
import type { BuildSelection } from './build-check';

/**
 * The link that restores a build, for mails and quote confirmations: the domain's buildLink (ADR
 * 0095), the one implementation the client uses too. It carries the build's wheels (`whl`):
 * GetDeepLinkConfig takes an optional wheelsCode, so the link reopens the wheels that were priced,
 * not only the trim's default ones.
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
    // checkBuild always fills it (the trim's default when the client sent none); '' is left out.
    ...(selection.wheelsCode ? { wheelsCode: selection.wheelsCode } : {}),
  };
  return buildLink(origin, target, lang);
}
