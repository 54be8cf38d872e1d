import { activeEngine } from '../../configuration/compatibility';
import { buildFullConfiguration, type GqlFullConfiguration } from '../mappers/config-mapper';
import { checkLanguage, checkRegion, findSeriesYear, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { defaultSelection, resolveTrim } from '../../configuration/selection';

export interface GetConfigByGradeArgs {
  configInputGrade: {
    brand: string;
    seriesId: string;
    year: number;
    region?: string | null;
    language?: string | null;
    gradeName?: string | null;
    trimId?: string | null;
  };
}

/** GetConfigByGrade: the default build of a trim (by trimId) or of a grade's default trim (by gradeName). */
export function getConfigByGradeResolver(variant: FieldVariant) {
  return (_root: unknown, args: GetConfigByGradeArgs, context: DataContext): GqlFullConfiguration => {
    const input = args.configInputGrade;
    checkRegion(input.region, false);
    checkLanguage(input.language);
    const { index } = findSeriesYear(context, variant, input);
    const trim = resolveTrim(index, { trim: input.trimId, grade: input.gradeName });
    return buildFullConfiguration(index, defaultSelection(index, trim), activeEngine());
  };
}
