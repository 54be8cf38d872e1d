import type { ALaCarteAttribute, ALaCartePricing } from '../../../src/domain/entities';
import type { CatalogTrim } from '../../catalog/catalog.schema';
import { TRIM_ATTRIBUTE_TYPES, trimAttribute, trimsOfGrade, type SeriesIndex, type TrimAttributeType } from '../../configuration/series-index';

/**
 * A-la-carte pricing for the visualizer: every trim of the current trim's grade with its base MSRP
 * and, per attribute (drive, engine, transmission, seating, cab/bed), what switching just that
 * attribute of the current trim to the trim's value costs. When no trim differs from the current
 * one in only that attribute the switch drags other changes along: `conflict` is true and the
 * difference is the whole trim's price difference.
 */
export function aLaCartePricing(index: SeriesIndex, current: CatalogTrim): ALaCartePricing {
  const siblings = trimsOfGrade(index, current.gradeId);
  const hasSeating = index.attributeCodes.SEATING.size > 1;
  const attribute = (trim: CatalogTrim, type: TrimAttributeType): ALaCarteAttribute => {
    const code = trimAttribute(trim, type);
    if (code === trimAttribute(current, type)) return { code, msrpDifference: 0, conflict: false };
    const neighbour = siblings.find(
      (t) => trimAttribute(t, type) === code && TRIM_ATTRIBUTE_TYPES.every((o) => o === type || trimAttribute(t, o) === trimAttribute(current, o)),
    );
    return neighbour
      ? { code, msrpDifference: neighbour.msrp - current.msrp, conflict: false }
      : { code, msrpDifference: trim.msrp - current.msrp, conflict: true };
  };
  return {
    trims: siblings.map((trim) => ({
      trimId: trim.code,
      baseMsrp: trim.msrp,
      attributes: {
        drive: attribute(trim, 'DRIVE'),
        engine: attribute(trim, 'ENGINE'),
        transmission: attribute(trim, 'TRANSMISSION'),
        seating: hasSeating ? attribute(trim, 'SEATING') : null,
        cabBed: trim.cabBedCode ? attribute(trim, 'CAB_BED') : null,
      },
    })),
  };
}
