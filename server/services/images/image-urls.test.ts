import {
  accessoryImageUrl,
  backgroundImageUrl,
  backgroundThumbnailUrl,
  dealerLogoUrl,
  exteriorRenderUrl,
  heroImageUrl,
  interiorRenderUrl,
  jellyImageUrl,
  modelCardImageUrl,
  packageImageUrl,
  regionIllustrationUrl,
  tileImageUrl,
  timeOfDayIconUrl,
  wheelImageUrl,
} from './image-urls';

const car = { brand: 'toyota', seriesId: 'tacoma', year: 2024, bodyStyle: 'truck', colorCode: '040', hex: '#c0392b' } as const;

describe('image URL builders', () => {
  it('puts what identifies an exterior render in the path and rendering options in the query', () => {
    expect(exteriorRenderUrl({ ...car, angle: 3, background: 'city', time: 'night', width: 800, quality: 70, format: 'png' })).toBe(
      '/images/render/exterior/toyota/tacoma/2024/truck/040/C0392B/3?background=city&time=night&width=800&quality=70&format=png',
    );
    expect(exteriorRenderUrl({ ...car, angle: 1 })).toBe('/images/render/exterior/toyota/tacoma/2024/truck/040/C0392B/1');
  });

  it('builds the jelly at 768 wide transparent webp (spec section 3)', () => {
    expect(jellyImageUrl(car)).toBe('/images/render/exterior/toyota/tacoma/2024/truck/040/C0392B/2?width=768&format=webp-alpha');
  });

  it('builds interior, model-card, hero and picker URLs', () => {
    expect(interiorRenderUrl({ ...car, interiorColorCode: 'FB20', hex: '8b5a2b', view: 2 })).toBe('/images/render/interior/toyota/tacoma/2024/truck/FB20/8B5A2B/2');
    expect(modelCardImageUrl(car)).toBe('/images/render/exterior/toyota/tacoma/2024/truck/040/C0392B/2?width=480&format=webp-alpha');
    expect(heroImageUrl('mirai')).toBe('/images/hero/mirai?width=1024&quality=60&format=webp&dpr=2');
    expect(heroImageUrl('mirai', { mobile: true })).toBe('/images/hero/mirai-mobile?width=375&quality=60&format=webp&dpr=2');
    expect(backgroundImageUrl('coast', 'dusk')).toBe('/images/backgrounds/coast?time=dusk');
    expect(backgroundThumbnailUrl('coast')).toBe('/images/backgrounds/coast/thumbnail');
    expect(timeOfDayIconUrl('night', { width: 48 })).toBe('/images/time-of-day/night?width=48');
    expect(tileImageUrl('dealers')).toBe('/images/tiles/dealers');
    expect(regionIllustrationUrl('puerto-rico')).toBe('/images/regions/puerto-rico');
  });

  it('escapes codes so a code can never leave its path segment', () => {
    expect(accessoryImageUrl('a/b?c')).toBe('/images/accessories/a%2Fb%3Fc');
    expect(packageImageUrl('TRD')).toBe('/images/packages/TRD');
    expect(wheelImageUrl('W 18')).toBe('/images/wheels/W%2018');
    expect(dealerLogoUrl('24011')).toBe('/images/dealers/24011/logo');
  });
});
