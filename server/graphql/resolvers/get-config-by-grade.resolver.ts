import { rulesCompatibilityEngine } from '../../configuration/rules-compatibility-engine';
import { buildFullConfiguration } from '../mappers/config-mapper';
import type { GqlFullConfiguration, GqlQueryGetConfigByGradeArgs } from '../generated/resolver-types';
import { checkLanguage, checkRegion, findSeriesYear, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { defaultSelection, resolveTrim } from '../../configuration/series-selection';

/** GetConfigByGrade: the default build of a trim (by trimId) or of a grade's default trim (by gradeName). */
export function getConfigByGradeResolver(variant: FieldVariant) {
  return (_root: unknown, args: GqlQueryGetConfigByGradeArgs, context: DataContext): GqlFullConfiguration => {
    const input = args.configInputGrade;
    checkRegion(input.region, false);
    checkLanguage(input.language);
    const { index } = findSeriesYear(context, variant, input);
    const trim = resolveTrim(index, { trim: input.trimId, grade: input.gradeName });
    return buildFullConfiguration(index, defaultSelection(index, trim), rulesCompatibilityEngine);
  };
}
