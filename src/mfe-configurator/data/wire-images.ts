/**
 * GraphQL cannot give `background` two types, so luxury-brand images arrive with `backgrounds`
 * and `timesOfDay` lists (server ADR 0041). This maps them back to the domain's ImageVariant.
 */
import type { ConfigImages, ExteriorColor, ImageVariant, InteriorColor } from '../../domain/entities';
import type { ResolvedConfiguration } from './configurator-api';

interface WireImage {
  alias: string;
  disclaimer: string;
  isHero: boolean;
  url: string;
  angle?: string | null;
  background?: unknown;
  time?: unknown;
  backgrounds?: Array<{ thumbnail: string; type: string }> | null;
  timesOfDay?: Array<{ icon: string; type: string }> | null;
}

export function toImageVariant(image: WireImage): ImageVariant {
  const { alias, disclaimer, isHero, url } = image;
  const angle = image.angle ?? '';
  if (image.backgrounds || image.timesOfDay) {
    return { alias, disclaimer, isHero, url, angle, background: image.backgrounds ?? [], time: image.timesOfDay ?? [] };
  }
  return { alias, disclaimer, isHero, url, angle, background: typeof image.background === 'string' ? image.background : '' };
}

const mapList = (list: unknown): ImageVariant[] => (Array.isArray(list) ? list.map((i) => toImageVariant(i as WireImage)) : []);

function mapConfigImages(images: ConfigImages): ConfigImages {
  return { exterior: mapList(images?.exterior), interior: mapList(images?.interior), background: images?.background ?? null };
}

const mapColor = <T extends ExteriorColor | InteriorColor>(color: T): T => ({ ...color, images: mapList(color.images) });

/** A configuration as the server sent it, with every render list in domain shape. */
export function fromWireConfiguration(config: ResolvedConfiguration): ResolvedConfiguration {
  return {
    ...config,
    configImages: mapConfigImages(config.configImages),
    exteriorColors: (config.exteriorColors ?? []).map(mapColor),
    interiorColors: (config.interiorColors ?? []).map(mapColor),
    trim: { ...config.trim, images: mapList(config.trim?.images) },
  };
}
