import type { LatestItemSelected, RecommendationResult } from '../../../src/domain/entities';
import { activeEngine, explicitPicks } from '../../configuration/compatibility';
import { checkLanguage, checkRegion, findSeriesYear, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { applyItems } from '../../configuration/latest-items';
import { selectionFromInput, type SelectionInput } from '../../configuration/selection';
import type { ApiConfigInput } from './get-updated-config.resolver';

export interface GetRecommendationArgs {
  config: ApiConfigInput;
  currentSelectedConfig?: SelectionInput | null;
  latestItemSelected: LatestItemSelected;
  /** Items chosen earlier in a proxy (preview/prelive) session, applied before the latest one. */
  proxyItemsSelected?: LatestItemSelected[] | null;
}

/**
 * GetRecommendation (also behind the rules service): whether the latest item fits the config,
 * and if not, up to three resolve steps, best first. The shopper's explicit picks
 * (currentSelectedConfig) cost more to lose than defaults.
 */
export function getRecommendationResolver(variant: FieldVariant) {
  return (_root: unknown, args: GetRecommendationArgs, context: DataContext): RecommendationResult => {
    checkRegion(args.config.region, false);
    checkLanguage(args.config.language);
    const { index } = findSeriesYear(context, variant, args.config);
    const { selection } = selectionFromInput(index, args.config, 'strict');
    const base = applyItems(index, selection, args.proxyItemsSelected ?? []);
    return activeEngine().recommend(index, base, args.latestItemSelected, explicitPicks(args.currentSelectedConfig));
  };
}
