import { TRIM_ATTRIBUTES, trimsOfGrade, type SeriesIndex, type TrimAttributeType } from '../../configuration/series-index';
import { remembered } from './index-memo';
import { mapCabBed, mapOption, type CompatibilityLookup } from './trim-mapper';
import type { CatalogTrim } from '../../catalog/catalog.schema';
import type { GqlConfigurationChoices } from '../generated/resolver-types';

function codesOf(trims: readonly CatalogTrim[], type: TrimAttributeType): Set<string> {
  return new Set(trims.map((t) => t[TRIM_ATTRIBUTES[type]] ?? '').filter((c) => c !== ''));
}

/**
 * The choices of the cab/bed, seating and powertrain steps (product.md section 2 build steps): the values
 * the current grade's trims have, in catalog order, each marked compatible or not with the
 * selection (a compatible pick is a plain trim switch; otherwise the client asks for a
 * recommendation).
 */
export function configurationChoices(index: SeriesIndex, gradeId: string, lookup: CompatibilityLookup): GqlConfigurationChoices {
  const offered = offeredChoices(index, gradeId);
  return {
    cabBeds: offered.cabBeds.map((c) => mapCabBed(c, lookup('CAB_BED', c.code))),
    engines: offered.engines.map((o) => mapOption(o, lookup('ENGINE', o.code))),
    drives: offered.drives.map((o) => mapOption(o, lookup('DRIVE', o.code))),
    transmissions: offered.transmissions.map((o) => mapOption(o, lookup('TRANSMISSION', o.code))),
    seatings: offered.seatings.map((o) => mapOption(o, lookup('SEATING', o.code))),
  };
}

/** The catalog values a grade's trims offer per step (selection-independent: once per index and grade). */
function offeredChoices(index: SeriesIndex, gradeId: string) {
  return remembered(index, `choices|${gradeId}`, () => {
    const { options } = index.file;
    const trims = trimsOfGrade(index, gradeId);
    const pick = <T extends { code: string }>(list: readonly T[], type: TrimAttributeType) => {
      const codes = codesOf(trims, type);
      return list.filter((item) => codes.has(item.code));
    };
    return {
      cabBeds: pick(options.cabBeds, 'CAB_BED'),
      engines: pick(options.engines, 'ENGINE'),
      drives: pick(options.drives, 'DRIVE'),
      transmissions: pick(options.transmissions, 'TRANSMISSION'),
      seatings: pick(options.seatings, 'SEATING'),
    };
  });
}
