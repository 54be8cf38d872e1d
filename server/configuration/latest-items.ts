import type { LatestItemSelected } from '../../src/domain/entities';
import { applyChange, SelectionChangeError, type SelectionRules } from '../../src/domain/selection';
import type { CatalogTrim } from '../catalog/catalog.schema';
import { InvalidInputError } from './configuration-errors';
import {
  carryOver,
  defaultSelection,
  isKnownCode,
  isTrimAttributeType,
  selectedTrim,
  trimsWithAttribute,
  type Selection,
} from './series-selection';
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
 * powertrain-type pick moves to the closest trim with that value and carries the selection over;
 * every other change is the shared rule of src/domain/selection.ts (the client's optimistic update
 * runs the same code).
 * Impossible changes (unknown codes, removing a default package or a single-choice value) are
 * BAD_USER_INPUT.
 */
export function applyItem(index: SeriesIndex, selection: Selection, item: LatestItemSelected): Selection {
  const { itemType: type, itemCode: code, changeType } = item;
  if (!isKnownCode(index, type, code)) {
    throw new InvalidInputError(`Unknown ${type} code "${code}" for ${index.file.seriesId} ${index.file.year}`);
  }
  const trim = selectedTrim(index, selection);
  if (isTrimAttributeType(type)) {
    if (changeType === 'REMOVE') throw new InvalidInputError(`${type} cannot be removed; add another ${type} value instead`);
    const target = trimsWithAttribute(index, trim, type, code, item.availableWithTrimIds)[0];
    if (!target) throw new InvalidInputError(`No trim offers ${type} "${code}" among the given trims`);
    return target.code === trim.code ? selection : carryOver(index, selection, target);
  }
  if (type !== 'EXTERIOR_COLOR' && type !== 'INTERIOR_COLOR' && type !== 'WHEELS' && type !== 'PACKAGE' && type !== 'ACCESSORY') {
    throw new InvalidInputError(`Unsupported item type ${String(type)}`);
  }
  try {
    return applyChange(selection, item, selectionRules(index, trim));
  } catch (error) {
    if (error instanceof SelectionChangeError) throw new InvalidInputError(error.message);
    throw error;
  }
}

/** The catalog facts of one trim that the shared selection rules need (src/domain/selection.ts). */
export function selectionRules(index: SeriesIndex, trim: CatalogTrim): SelectionRules {
  const defaults = defaultSelection(index, trim);
  const includes = index.file.rules.packageIncludes;
  return {
    defaultPackageCodes: defaults.packageCodes,
    includedAccessories: (code) => includes.filter((r) => r.package === code).flatMap((r) => r.accessories),
    defaultCode: (type) => (type === 'EXTERIOR_COLOR' ? defaults.exteriorColorCode : type === 'INTERIOR_COLOR' ? defaults.interiorColorCode : defaults.wheelsCode),
  };
}

/** Applies the latest items in order. */
export function applyItems(index: SeriesIndex, selection: Selection, items: readonly LatestItemInput[]): Selection {
  return items.reduce((current, item) => applyItem(index, current, latestItemFromInput(item)), selection);
}
