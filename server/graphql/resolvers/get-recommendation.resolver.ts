import { explicitPicks } from '../../configuration/compatibility';
import { rulesCompatibilityEngine } from '../../configuration/rules-compatibility-engine';
import { checkLanguage, checkRegion, findSeriesYear, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { applyItems, latestItemFromInput } from '../../configuration/latest-items';
import { selectionFromInput } from '../../configuration/series-selection';
import type { GqlQueryGetRecommendationArgs, GqlRecommendationResult } from '../generated/resolver-types';

/**
 * GetRecommendation (also behind the rules service): whether the latest item fits the config,
 * and if not, up to three resolve steps, best first. The shopper's explicit picks
 * (currentSelectedConfig) cost more to lose than defaults.
 */
export function getRecommendationResolver(variant: FieldVariant) {
  return (_root: unknown, args: GqlQueryGetRecommendationArgs, context: DataContext): GqlRecommendationResult => {
    checkRegion(args.config.region, false);
    checkLanguage(args.config.language);
    const { index } = findSeriesYear(context, variant, args.config);
    const { selection } = selectionFromInput(index, args.config, 'strict');
    const base = applyItems(index, selection, args.proxyItemsSelected ?? []);
    return rulesCompatibilityEngine.recommend(index, base, latestItemFromInput(args.latestItemSelected), explicitPicks(args.currentSelectedConfig));
  };
}
