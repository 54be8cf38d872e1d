import type { NoInventoryConfig } from '../domain/entities';
import { customOr, heroImageUrl, noInventoryTexts } from './no-inventory-texts';

const base: NoInventoryConfig = {
  header: 'Not available.',
  subHeader: 'Inventory changes often.',
  altModel: 'camry',
  ctaURL: '/camry/',
  exploreCta: 'Explore Camry',
  raqCta: 'Request a Quote',
  backToVehicles: 'Back to All Vehicles',
};

describe('noInventoryTexts (custom texts override defaults unless set to "default")', () => {
  it('uses the defaults without custom texts', () => {
    expect(noInventoryTexts(base)).toEqual({
      header: 'Not available.',
      subHeader: 'Inventory changes often.',
      raqCta: 'Request a Quote',
      exploreCta: 'Explore Camry',
      backToVehicles: 'Back to All Vehicles',
      exploreUrl: '/camry/',
      altModel: 'camry',
    });
  });

  it('lets custom texts win, except those set to "default"', () => {
    const texts = noInventoryTexts({
      ...base,
      customHeader: 'Mirai is available only in California.',
      customSubHeader: 'default',
      customRaqCta: 'Ask a Dealer',
      customExploreCta: 'default',
    });
    expect(texts).toMatchObject({
      header: 'Mirai is available only in California.',
      subHeader: 'Inventory changes often.',
      raqCta: 'Ask a Dealer',
      exploreCta: 'Explore Camry',
    });
  });

  it('treats a blank custom text as absent', () => {
    expect(customOr('  ', 'fallback')).toBe('fallback');
    expect(customOr(' default ', 'fallback')).toBe('fallback');
  });
});

describe('heroImageUrl', () => {
  it('asks for 1024 wide, or the -mobile picture 375 wide on phones, at quality 60 and 2x', () => {
    expect(heroImageUrl('mirai', 'desktop')).toBe('/images/hero/mirai?width=1024&quality=60&format=webp&dpr=2');
    expect(heroImageUrl('mirai', 'phone')).toBe('/images/hero/mirai-mobile?width=375&quality=60&format=webp&dpr=2');
  });
});
