import type { LatestItemSelected } from '../../../src/domain/entities';
import { activeEngine } from '../../configuration/compatibility';
import { buildFullConfiguration, type GqlFullConfiguration } from '../mappers/config-mapper';
import { checkLanguage, checkRegion, findSeriesYear, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { applyItems } from '../../configuration/latest-items';
import { selectionFromInput, type SelectionInput } from '../../configuration/selection';

/** The API config: the build the client holds. */
export interface ApiConfigInput extends SelectionInput {
  brand: string;
  year: number;
  seriesId: string;
  region?: string | null;
  language?: string | null;
}

export interface GetUpdatedConfigArgs {
  config: ApiConfigInput;
  currentSelectedConfig?: SelectionInput | null;
  latestItemSelected?: LatestItemSelected[] | null;
}

/**
 * GetUpdatedConfig: applies the latest items (ADD/REMOVE, in order) to the client's config and
 * answers the full configuration of the result, every item marked compatible or not with it.
 */
export function getUpdatedConfigResolver(variant: FieldVariant) {
  return (_root: unknown, args: GetUpdatedConfigArgs, context: DataContext): GqlFullConfiguration => {
    checkRegion(args.config.region, false);
    checkLanguage(args.config.language);
    const { index } = findSeriesYear(context, variant, args.config);
    const { selection } = selectionFromInput(index, args.config, 'strict');
    const updated = applyItems(index, selection, args.latestItemSelected ?? []);
    return buildFullConfiguration(index, updated, activeEngine());
  };
}
