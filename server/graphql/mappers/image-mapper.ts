import type { ImageBackground, ImageTimeOfDay } from '../../../src/domain/entities';
import type { CatalogFile } from '../../catalog/catalog.schema';
import type { GqlConfigImages, GqlImage } from '../generated/resolver-types';
import { BACKGROUNDS, EXTERIOR_ANGLES, INTERIOR_VIEWS, TIMES_OF_DAY, type BackgroundType, type ExteriorAngle, type InteriorView, type TimeOfDay } from '../../services/images/image-kinds';
import {
  accessoryImageUrl,
  backgroundImageUrl,
  backgroundThumbnailUrl,
  exteriorRenderUrl,
  interiorRenderUrl,
  modelCardImageUrl,
  packageImageUrl,
  timeOfDayIconUrl,
  wheelImageUrl,
} from '../../services/images/image-urls';

/**
 * Image lists depend only on the content file and codes, and results never mutate them, so each is
 * built once per file and shared by every answer (fewer allocations per request).
 */
const memo = new WeakMap<CatalogFile, Map<string, unknown>>();
function remember<T>(file: CatalogFile, key: string, make: () => T): T {
  let byKey = memo.get(file);
  if (!byKey) {
    byKey = new Map();
    memo.set(file, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, make());
  return byKey.get(key) as T;
}

const isBackground = (t: string): t is BackgroundType => (BACKGROUNDS as readonly string[]).includes(t);
const isTime = (t: string): t is TimeOfDay => (TIMES_OF_DAY as readonly string[]).includes(t);
const isAngle = (a: number): a is ExteriorAngle => (EXTERIOR_ANGLES as readonly number[]).includes(a);
const isView = (v: number): v is InteriorView => (INTERIOR_VIEWS as readonly number[]).includes(v);

function plain(alias: string, url: string, disclaimer: string, isHero = false): GqlImage {
  return { alias, disclaimer, isHero, url, angle: null, background: null, time: null, backgrounds: null, timesOfDay: null };
}

/** Luxury content has scene backgrounds to choose from; mass content one background per angle. */
function isLuxury(file: CatalogFile): boolean {
  return file.imagery.backgrounds.length > 0;
}

function luxuryLists(file: CatalogFile): { backgrounds: ImageBackground[]; timesOfDay: ImageTimeOfDay[] } {
  return {
    backgrounds: file.imagery.backgrounds.filter((b) => isBackground(b.type)).map((b) => ({ type: b.type, thumbnail: backgroundThumbnailUrl(b.type as BackgroundType) })),
    timesOfDay: file.imagery.timesOfDay.filter((t) => isTime(t.type)).map((t) => ({ type: t.type, icon: timeOfDayIconUrl(t.type as TimeOfDay) })),
  };
}

function defaultBackground(file: CatalogFile): BackgroundType | undefined {
  const type = isLuxury(file) ? file.imagery.backgrounds[0]?.type : file.imagery.background;
  return type && isBackground(type) ? type : undefined;
}

function defaultTime(file: CatalogFile): TimeOfDay | undefined {
  const type = file.imagery.timesOfDay[0]?.type;
  return type && isTime(type) ? type : undefined;
}

/** Exterior renders of the vehicle painted `colorCode` at every catalog angle the image service draws. */
export function exteriorImages(file: CatalogFile, colorCode: string, hex: string): GqlImage[] {
  return remember(file, `exterior|${colorCode}|${hex}`, () => {
    const luxury = isLuxury(file);
    const background = defaultBackground(file);
    const time = luxury ? defaultTime(file) : undefined;
    const lists = luxury ? luxuryLists(file) : { backgrounds: null, timesOfDay: null };
    return file.imagery.exteriorAngles.filter(isAngle).map((angle, i) => ({
      alias: `exterior-${angle}`,
      disclaimer: file.imagery.disclaimer,
      isHero: i === 0,
      url: exteriorRenderUrl({
        brand: file.brand,
        seriesId: file.seriesId,
        year: file.year,
        bodyStyle: file.bodyStyle,
        colorCode,
        hex,
        angle,
        format: 'webp-alpha',
      }),
      angle: String(angle),
      background: background ? backgroundImageUrl(background, time) : null,
      time: time ?? null,
      ...lists,
    }));
  });
}

/** Interior renders in the interior colour at every view the image service draws. */
export function interiorImages(file: CatalogFile, interiorCode: string, hex: string): GqlImage[] {
  return remember(file, `interior|${interiorCode}|${hex}`, () => {
    return file.imagery.interiorAngles.filter(isView).map((view, i) => ({
      ...plain(`interior-${view}`, interiorRenderUrl({ brand: file.brand, seriesId: file.seriesId, year: file.year, bodyStyle: file.bodyStyle, interiorColorCode: interiorCode, hex, view }), file.imagery.disclaimer, i === 0),
      angle: String(view),
    }));
  });
}

/** Config images of a build: exterior and interior renders plus the scene background. */
export function configImages(file: CatalogFile, exterior: { code: string; hexCode: string }, interior: { code: string; hexCode: string }): GqlConfigImages {
  return remember(file, `config|${exterior.code}|${exterior.hexCode}|${interior.code}|${interior.hexCode}`, () => {
    const background = defaultBackground(file);
    const time = isLuxury(file) ? defaultTime(file) : undefined;
    return {
      exterior: exteriorImages(file, exterior.code, exterior.hexCode),
      interior: interiorImages(file, interior.code, interior.hexCode),
      background: background ? { ...plain(`background-${background}`, backgroundImageUrl(background, time), file.imagery.disclaimer), background, time: time ?? null } : null,
    };
  });
}

/** A colour swatch render (front three-quarter view) for the colour pickers. */
export function colorSwatch(file: CatalogFile, code: string, hex: string, kind: 'exterior' | 'interior'): GqlImage[] {
  return remember(file, `swatch|${kind}|${code}|${hex}`, () => {
    if (kind === 'interior') return interiorImages(file, code, hex).slice(0, 1);
    return [
      plain(
        `swatch-${code}`,
        modelCardImageUrl({ brand: file.brand, seriesId: file.seriesId, year: file.year, bodyStyle: file.bodyStyle, colorCode: code, hex }),
        file.imagery.disclaimer,
      ),
    ];
  });
}

/** The model card picture of a series-year or grade in a colour. */
export function cardImage(file: CatalogFile, code: string, hex: string, alias: string): GqlImage {
  return {
    ...plain(alias, modelCardImageUrl({ brand: file.brand, seriesId: file.seriesId, year: file.year, bodyStyle: file.bodyStyle, colorCode: code, hex }), file.imagery.disclaimer, true),
    angle: '2',
  };
}

export function packageImages(file: CatalogFile, code: string): GqlImage[] {
  return remember(file, `package|${code}`, () => {
    return [plain(`package-${code}`, packageImageUrl(code), file.imagery.disclaimer)];
  });
}

export function accessoryImages(file: CatalogFile, code: string): GqlImage[] {
  return remember(file, `accessory|${code}`, () => {
    return [plain(`accessory-${code}`, accessoryImageUrl(code), file.imagery.disclaimer)];
  });
}

export function wheelImage(file: CatalogFile, code: string): GqlImage {
  return remember(file, `wheels|${code}`, () => {
    return plain(`wheels-${code}`, wheelImageUrl(code), file.imagery.disclaimer);
  });
}
