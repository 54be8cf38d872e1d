import type { LatestItemSelected } from '../../src/domain/entities';
import { badUserInput } from '../http/errors';
import {
  carryOver,
  defaultSelection,
  isKnownCode,
  isTrimAttributeType,
  selectedTrim,
  trimsWithAttribute,
  type Selection,
} from './selection';
import type { SeriesIndex } from './series-index';

/** A latest item as GraphQL delivers it: an absent list may also arrive as null. */
export type LatestItemInput = Omit<LatestItemSelected, 'availableWithTrimIds'> & { availableWithTrimIds?: readonly string[] | null };

/** The domain's LatestItemSelected of a GraphQL input (null lists become absent). */
export function latestItemFromInput(input: LatestItemInput): LatestItemSelected {
  const { availableWithTrimIds, ...rest } = input;
  return availableWithTrimIds ? { ...rest, availableWithTrimIds: [...availableWithTrimIds] } : rest;
}

/**
 * Applies one latest item (ADD or REMOVE) to a selection, as GetUpdatedConfig does. A
 * powertrain-type pick moves to the closest trim with that value and carries the selection over.
 * Impossible changes (unknown codes, removing a default package or a single-choice value) are
 * BAD_USER_INPUT.
 */
export function applyItem(index: SeriesIndex, selection: Selection, item: LatestItemSelected): Selection {
  const { itemType: type, itemCode: code, changeType } = item;
  if (!isKnownCode(index, type, code)) {
    throw badUserInput(`Unknown ${type} code "${code}" for ${index.file.seriesId} ${index.file.year}`);
  }
  const trim = selectedTrim(index, selection);
  if (isTrimAttributeType(type)) {
    if (changeType === 'REMOVE') throw badUserInput(`${type} cannot be removed; add another ${type} value instead`);
    const target = trimsWithAttribute(index, trim, type, code, item.availableWithTrimIds)[0];
    if (!target) throw badUserInput(`No trim offers ${type} "${code}" among the given trims`);
    return target.code === trim.code ? selection : carryOver(index, selection, target);
  }
  const defaults = defaultSelection(index, trim);
  switch (type) {
    case 'EXTERIOR_COLOR':
      return { ...selection, exteriorColorCode: changeType === 'ADD' ? code : revert(selection.exteriorColorCode, code, defaults.exteriorColorCode) };
    case 'INTERIOR_COLOR':
      return { ...selection, interiorColorCode: changeType === 'ADD' ? code : revert(selection.interiorColorCode, code, defaults.interiorColorCode) };
    case 'WHEELS':
      return { ...selection, wheelsCode: changeType === 'ADD' ? code : revert(selection.wheelsCode, code, defaults.wheelsCode) };
    case 'PACKAGE':
      return applyPackage(index, selection, code, changeType);
    case 'ACCESSORY':
      return {
        ...selection,
        accessoryCodes: changeType === 'ADD' ? addCode(selection.accessoryCodes, code) : selection.accessoryCodes.filter((c) => c !== code),
      };
    default:
      throw badUserInput(`Unsupported item type ${String(type)}`);
  }
}

function revert(current: string, removed: string, fallback: string): string {
  return current === removed ? fallback : current;
}

function addCode(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? [...codes] : [...codes, code];
}

function applyPackage(index: SeriesIndex, selection: Selection, code: string, changeType: 'ADD' | 'REMOVE'): Selection {
  const included = index.file.rules.packageIncludes.filter((r) => r.package === code).flatMap((r) => r.accessories);
  if (changeType === 'ADD') {
    return {
      ...selection,
      packageCodes: addCode(selection.packageCodes, code),
      accessoryCodes: included.reduce((codes, acc) => addCode(codes, acc), selection.accessoryCodes),
    };
  }
  if (index.packageByCode.get(code)!.isDefault) throw badUserInput(`Package "${code}" is a default package and is always included`);
  return {
    ...selection,
    packageCodes: selection.packageCodes.filter((c) => c !== code),
    accessoryCodes: selection.accessoryCodes.filter((c) => !included.includes(c)),
  };
}

/** Applies the latest items in order. */
export function applyItems(index: SeriesIndex, selection: Selection, items: readonly LatestItemInput[]): Selection {
  return items.reduce((current, item) => applyItem(index, current, latestItemFromInput(item)), selection);
}
