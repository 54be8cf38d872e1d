/**
 * From typed GraphQL results to the port's domain shapes. GraphQL cannot give `background` two
 * types, so luxury-brand images arrive with `backgrounds` and `timesOfDay` lists (server ADR
 * 0041); every render list is mapped back to the domain's ImageVariant here. Everything else in a
 * result already has its domain shape: `tsc` checks that, field by field, against the documents.
 */
import type { ImageVariant } from '../../domain/entities';
import type { ResultOf } from '../../platform/graphql/graphql';
import type { GET_CONFIG_BY_GRADE, GET_SERIES, GET_SERIES_VISUALIZER } from '../../platform/graphql/operations';
import type { ResolvedConfiguration, SeriesDetails, SeriesListing } from './configurator-api';

type WireConfiguration = ResultOf<typeof GET_CONFIG_BY_GRADE>['getConfigByGrade'];
type WireImage = WireConfiguration['configImages']['exterior'][number];

/** One image as the domain holds it: mass-market (one background) or luxury (lists). */
export function toImageVariant(image: WireImage): ImageVariant {
  const { alias, disclaimer, isHero, url } = image;
  const angle = image.angle ?? '';
  if (image.backgrounds || image.timesOfDay) {
    return { alias, disclaimer, isHero, url, angle, background: image.backgrounds ?? [], time: image.timesOfDay ?? [] };
  }
  return { alias, disclaimer, isHero, url, angle, background: image.background ?? '' };
}

const mapList = (list: readonly WireImage[] | null | undefined): ImageVariant[] => (list ?? []).map(toImageVariant);

const withImages = <T extends { images: readonly WireImage[] }>(item: T): Omit<T, 'images'> & { images: ImageVariant[] } => ({
  ...item,
  images: mapList(item.images),
});

/** A configuration as the server sent it, with every render list in domain shape. */
export function fromWireConfiguration(config: WireConfiguration): ResolvedConfiguration {
  return {
    ...config,
    configImages: { exterior: mapList(config.configImages.exterior), interior: mapList(config.configImages.interior), background: config.configImages.background },
    exteriorColors: config.exteriorColors.map(withImages),
    interiorColors: config.interiorColors.map(withImages),
    trim: withImages(config.trim),
  };
}

/** The series list as the data endpoint answers GET_SERIES. */
export type WireSeriesList = ResultOf<typeof GET_SERIES>['getSeries'];

/** The series list (GET_SERIES) with its year images in domain shape. */
export function fromWireSeriesListing(series: WireSeriesList): SeriesListing[] {
  return series.map((entry) => ({ ...entry, yearSpecificData: entry.yearSpecificData.map(withImages) }));
}

/** The visualizer series (GET_SERIES_VISUALIZER) with its trims' images in domain shape. */
export function fromWireSeriesDetails(series: ResultOf<typeof GET_SERIES_VISUALIZER>['getSeries']): SeriesDetails[] {
  return series.map((entry) => ({
    ...entry,
    yearSpecificData: entry.yearSpecificData.map((year) => ({
      ...year,
      grades: year.grades.map((grade) => ({ ...grade, trims: grade.trims.map(withImages) })),
    })),
  }));
}
