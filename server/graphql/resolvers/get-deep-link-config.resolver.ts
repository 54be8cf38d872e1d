import type { ItemType } from '../../../src/domain/entities';
import type { CompatibilityEngine } from '../../configuration/compatibility';
import { rulesCompatibilityEngine } from '../../configuration/rules-compatibility-engine';
import { buildFullConfiguration } from '../mappers/config-mapper';
import type { GqlDeepLinkResult, GqlQueryGetDeepLinkConfigArgs } from '../generated/resolver-types';
import { checkLanguage, checkRegion, findSeriesYear, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { defaultSelection, selectedItems, selectedTrim, selectionFromInput, selectionRules, withItem, type Selection } from '../../configuration/series-selection';
import type { SeriesIndex } from '../../configuration/series-index';

const MAX_ROUNDS = 32;

/**
 * The nearest valid build: drops incompatible accessories, then packages, then moves colours and
 * wheels to the trim's defaults (or the first compatible choice). Asks only the compatibility
 * engine, so it follows the rules wherever they come from.
 */
function nearestValid(index: SeriesIndex, start: Selection, engine: CompatibilityEngine): { selection: Selection; changed: boolean } {
  let selection = start;
  let changed = false;
  // The repair changes codes on one trim: its rules of selection are read once.
  const rules = selectionRules(index, selectedTrim(index, start));
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const lookup = engine.compatibility(index, selection);
    const bad = selectedItems(selection).filter((item) => !lookup(item.type, item.code).isCompatible);
    if (bad.length === 0) return { selection, changed };
    changed = true;
    const multi = bad.filter((i) => i.type === 'ACCESSORY').pop() ?? bad.filter((i) => i.type === 'PACKAGE' && !index.packageByCode.get(i.code)?.isDefault).pop();
    if (multi) {
      selection = multi.type === 'ACCESSORY'
        ? { ...selection, accessoryCodes: selection.accessoryCodes.filter((c) => c !== multi.code) }
        : { ...selection, packageCodes: selection.packageCodes.filter((c) => c !== multi.code) };
      continue;
    }
    // The exterior is what a shared build shows first: change the interior or wheels before it.
    const single = (['INTERIOR_COLOR', 'WHEELS', 'EXTERIOR_COLOR'] as const).map((t) => bad.find((i) => i.type === t)).find((i) => i !== undefined);
    if (!single) break;
    const replacement = choicesFor(index, selection, single.type).find(
      (code) => code !== single.code && engine.compatibility(index, withItem(selection, single.type, code, rules))(single.type, code).isCompatible,
    );
    if (!replacement) break;
    selection = withItem(selection, single.type, replacement, rules);
  }
  // Could not repair item by item: the trim's default build is valid by construction of the catalog.
  return { selection: defaultSelection(index, selectedTrim(index, selection)), changed: true };
}

/** A single-choice item's candidates: the trim's default first, then everything the trim offers. */
function choicesFor(index: SeriesIndex, selection: Selection, type: ItemType): string[] {
  const trim = selectedTrim(index, selection);
  const defaults = defaultSelection(index, trim);
  if (type === 'EXTERIOR_COLOR') return [defaults.exteriorColorCode, ...trim.exteriorColorIds.map((id) => index.exteriorById.get(id)!.code)];
  if (type === 'INTERIOR_COLOR') return [defaults.interiorColorCode, ...trim.interiorColorIds.map((id) => index.interiorById.get(id)!.code)];
  return [defaults.wheelsCode, ...trim.wheelCodes];
}

/**
 * GetDeepLinkConfig: the build a shared link names. Unknown series or trim is NOT_FOUND (there is
 * nothing near to fall back to); unknown or unavailable item codes, or items that break the rules,
 * make the link invalid and the answer is the nearest valid build (defaults for what was dropped).
 */
export function getDeepLinkConfigResolver(variant: FieldVariant) {
  return (_root: unknown, args: GqlQueryGetDeepLinkConfigArgs, context: DataContext): GqlDeepLinkResult => {
    const input = args.deepLinkConfigInput;
    checkRegion(input.region, false);
    checkLanguage(input.language);
    const { index } = findSeriesYear(context, variant, input);
    const engine = rulesCompatibilityEngine;
    const { selection, problems } = selectionFromInput(index, input, 'lenient');
    const repaired = nearestValid(index, selection, engine);
    return {
      config: buildFullConfiguration(index, repaired.selection, engine),
      isDeepLinkValid: problems.length === 0 && !repaired.changed,
    };
  };
}
