import { rulesCompatibilityEngine } from '../../configuration/rules-compatibility-engine';
import { buildFullConfiguration } from '../mappers/config-mapper';
import type { GqlFullConfiguration, GqlQueryGetUpdatedConfigArgs } from '../generated/resolver-types';
import { checkLanguage, checkRegion, findSeriesYear, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { applyItems } from '../../configuration/latest-items';
import { selectionFromInput } from '../../configuration/series-selection';

/**
 * GetUpdatedConfig: applies the latest items (ADD/REMOVE, in order) to the client's config and
 * answers the full configuration of the result, every item marked compatible or not with it.
 */
export function getUpdatedConfigResolver(variant: FieldVariant) {
  return (_root: unknown, args: GqlQueryGetUpdatedConfigArgs, context: DataContext): GqlFullConfiguration => {
    checkRegion(args.config.region, false);
    checkLanguage(args.config.language);
    const { index } = findSeriesYear(context, variant, args.config);
    const { selection } = selectionFromInput(index, args.config, 'strict');
    const updated = applyItems(index, selection, args.latestItemSelected ?? []);
    return buildFullConfiguration(index, updated, rulesCompatibilityEngine);
  };
}
