import type { NoInventoryConfig } from '../domain/entities';

/** The texts the no-inventory page shows, after the custom-override rule. */
export interface NoInventoryTexts {
  header: string;
  subHeader: string;
  raqCta: string;
  exploreCta: string;
  backToVehicles: string;
  /** Where the explore button goes: the alternative model's page. */
  exploreUrl: string;
  altModel: string;
}

/** A custom text overrides the default unless it is missing, blank or literally 'default' (product.md section 2). */
export function customOr(custom: string | undefined, fallback: string): string {
  return custom !== undefined && custom.trim() !== '' && custom.trim() !== 'default' ? custom : fallback;
}

/** Applies the override rule to a per-model, per-locale configuration. */
export function noInventoryTexts(config: NoInventoryConfig): NoInventoryTexts {
  return {
    header: customOr(config.customHeader, config.header),
    subHeader: customOr(config.customSubHeader, config.subHeader),
    raqCta: customOr(config.customRaqCta, config.raqCta),
    exploreCta: customOr(config.customExploreCta, config.exploreCta),
    backToVehicles: config.backToVehicles,
    exploreUrl: config.ctaURL,
    altModel: config.altModel,
  };
}

const HERO_QUALITY = 60;
const HERO_PIXEL_RATIO = 2;
/** product.md sections 7 and 9: 375 wide on phones, otherwise 1024; quality 60 at a 2x pixel ratio. */
export const HERO_WIDTHS = { phone: 375, desktop: 1024 } as const;

/** Hero picture of a model from the image service; the phone variant is the `-mobile` picture. */
export function heroImageUrl(modelCode: string, variant: 'phone' | 'desktop'): string {
  const name = variant === 'phone' ? `${modelCode}-mobile` : modelCode;
  return `/images/hero/${encodeURIComponent(name)}?width=${HERO_WIDTHS[variant]}&quality=${HERO_QUALITY}&format=webp&dpr=${HERO_PIXEL_RATIO}`;
}
