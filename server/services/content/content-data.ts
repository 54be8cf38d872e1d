import { z } from 'zod';
import type { NoInventoryConfig, RegionRedirectEntry, SuppressionEntry } from '../../../src/domain/entities';
import noInventoryJson from './no-inventory-config.json';
import regionRedirectsJson from './region-redirects.json';
import suppressionJson from './suppression-list.json';
import vehicleCardsJson from './vehicle-cards.json';

/**
 * Sample content of the content calls (product.md sections 3 and 7), read from the JSON files beside
 * this module and schema-checked once at start so a typo fails loudly instead of serving holes.
 */

export const CONTENT_LOCALES = ['en', 'es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

const FUELS = ['gas', 'hybrid', 'phev', 'ev', 'fcev'] as const;
const disclaimerPair = z.object({ mpg: z.string(), mpge: z.string() });
const perLocale = <T extends z.ZodType>(schema: T) => z.object({ en: schema, es: schema });

const vehicleCardsSchema = z.object({
  note: z.string(),
  texts: z.record(z.enum(FUELS), perLocale(disclaimerPair)),
  series: z.record(
    z.string().regex(/^[a-z0-9]{1,50}$/),
    z.object({ fuel: z.enum(FUELS), years: z.array(z.number().int().min(2000).max(2100)).min(1) }),
  ),
});

const stateList = z.string().regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'expected comma-separated 2-letter state codes');
const suppressionSchema = z.array(
  z.object({ modelCode: z.string().regex(/^[a-z0-9]{1,50}$/), modelYear: z.string().regex(/^\d{4}$/), suppressionStates: stateList }),
);

const regionRedirectSchema = z.array(
  z.object({ series: z.string().regex(/^[a-z0-9]{1,50}$/), year: z.string().regex(/^\d{4}$/), path: z.url() }),
);

const baseTexts = z.object({
  header: z.string().min(1),
  subHeader: z.string().min(1),
  altModel: z.string().min(1),
  ctaURL: z.string().startsWith('/'),
  exploreCta: z.string().min(1),
  raqCta: z.string().min(1),
  backToVehicles: z.string().min(1),
});
const customTexts = z.object({
  customHeader: z.string().min(1).optional(),
  customSubHeader: z.string().min(1).optional(),
  customRaqCta: z.string().min(1).optional(),
  customExploreCta: z.string().min(1).optional(),
});
const noInventorySchema = z.object({
  note: z.string(),
  default: perLocale(baseTexts),
  models: z.record(z.string().regex(/^[a-z0-9]{1,50}$/), perLocale(baseTexts.partial().extend(customTexts.shape))),
});

function parse<T>(schema: z.ZodType<T>, raw: unknown, file: string): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

export interface ContentData {
  vehicleCard(seriesId: string, year: number, locale: ContentLocale): { mpg: string; mpge: string } | undefined;
  suppressionList: SuppressionEntry[];
  regionRedirects: RegionRedirectEntry[];
  noInventory(model: string, locale: ContentLocale): NoInventoryAnswer;
}

/** The stored config with custom texts, plus the texts to show after the 'default' rule. */
export interface NoInventoryAnswer extends NoInventoryConfig {
  model: string;
  locale: ContentLocale;
  /** 'model' when the model has its own entry, else 'default'. */
  source: 'model' | 'default';
  resolved: { header: string; subHeader: string; raqCta: string; exploreCta: string };
}

/** A custom text overrides the default unless it is missing or literally 'default' (product.md section 2). */
export function resolveCustom(custom: string | undefined, fallback: string): string {
  return custom && custom !== 'default' ? custom : fallback;
}

export function loadContentData(): ContentData {
  const cards = parse(vehicleCardsSchema, vehicleCardsJson, 'vehicle-cards.json');
  const suppressionList = parse(suppressionSchema, suppressionJson, 'suppression-list.json');
  const regionRedirects = parse(regionRedirectSchema, regionRedirectsJson, 'region-redirects.json');
  const noInventory = parse(noInventorySchema, noInventoryJson, 'no-inventory-config.json');
  return {
    vehicleCard(seriesId, year, locale) {
      const series = Object.hasOwn(cards.series, seriesId) ? cards.series[seriesId] : undefined;
      if (!series || !series.years.includes(year)) return undefined;
      const texts = cards.texts[series.fuel]?.[locale];
      if (!texts) return undefined;
      const fill = (text: string): string => text.replaceAll('{year}', String(year));
      return { mpg: fill(texts.mpg), mpge: fill(texts.mpge) };
    },
    suppressionList,
    regionRedirects,
    noInventory(model, locale) {
      const own = Object.hasOwn(noInventory.models, model) ? noInventory.models[model]![locale] : undefined;
      const config = { ...noInventory.default[locale], ...own };
      return {
        ...config,
        model,
        locale,
        source: own ? 'model' : 'default',
        resolved: {
          header: resolveCustom(config.customHeader, config.header),
          subHeader: resolveCustom(config.customSubHeader, config.subHeader),
          raqCta: resolveCustom(config.customRaqCta, config.raqCta),
          exploreCta: resolveCustom(config.customExploreCta, config.exploreCta),
        },
      };
    },
  };
}
