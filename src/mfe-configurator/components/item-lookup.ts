/**
 * Names of the items a configuration offers, looked up by item type and code. The
 * conflict modal and the incompatibility hints speak of items by code (that is what the rules
 * answer with); shoppers need their titles.
 */
import type {
  FullConfiguration,
  ItemType,
  RequiredItem,
  Trim,
} from '../../domain/entities';

/** The code a trim has for a trim-level item type (cab/bed, engine, drive, transmission, seating). */
export function trimAttributeCode(trim: Trim, type: ItemType): string | null {
  switch (type) {
    case 'CAB_BED':
      return trim.cabBed?.code ?? null;
    case 'ENGINE':
      return trim.engine?.code ?? null;
    case 'DRIVE':
      return trim.drive?.code ?? null;
    case 'TRANSMISSION':
      return trim.transmission?.code ?? null;
    case 'SEATING':
      return trim.seating?.code ?? null;
    default:
      return null;
  }
}

/** The display label of a trim-level attribute of a trim. */
export function trimAttributeLabel(trim: Trim, type: ItemType): string | null {
  switch (type) {
    case 'CAB_BED':
      return trim.cabBed?.label ?? null;
    case 'ENGINE':
      return trim.engine?.value ?? null;
    case 'DRIVE':
      return trim.drive?.value ?? null;
    case 'TRANSMISSION':
      return trim.transmission?.value ?? null;
    case 'SEATING':
      return trim.seating?.value ?? null;
    default:
      return null;
  }
}

/**
 * The title of an item: from the configuration's lists for colours, packages, accessories and
 * wheels, from the grade's trims (or the current trim) for trim-level attributes. Unknown codes
 * read as the code itself, so a hint never shows an empty name.
 */
export function itemTitle(config: FullConfiguration, item: RequiredItem, gradeTrims: readonly Trim[] = []): string {
  const byCode = <T extends { code: string; title: string }>(list: readonly T[] | undefined) =>
    list?.find((x) => x.code === item.itemCode)?.title;
  switch (item.itemType) {
    case 'EXTERIOR_COLOR':
      return byCode(config.exteriorColors) ?? item.itemCode;
    case 'INTERIOR_COLOR':
      return byCode(config.interiorColors) ?? item.itemCode;
    case 'PACKAGE':
      return byCode(config.packages) ?? item.itemCode;
    case 'ACCESSORY':
      return byCode(config.accessories) ?? item.itemCode;
    case 'WHEELS':
      return byCode(config.wheels) ?? item.itemCode;
    case 'SEATING': {
      const seat = config.seating?.find((s) => s.code === item.itemCode);
      if (seat) return seat.value;
      break;
    }
    default:
      break;
  }
  for (const trim of [config.trim, ...gradeTrims]) {
    if (trim && trimAttributeCode(trim, item.itemType) === item.itemCode) {
      return trimAttributeLabel(trim, item.itemType) ?? item.itemCode;
    }
  }
  return item.itemCode;
}

/** The title of a trim code: the grade's trim title when known, else the code. */
export function trimTitle(config: FullConfiguration, code: string, gradeTrims: readonly Trim[] = []): string {
  if (config.trim?.code === code) return config.trim.title || code;
  return gradeTrims.find((t) => t.code === code)?.title || code;
}
