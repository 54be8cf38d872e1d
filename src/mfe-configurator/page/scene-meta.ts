import type { IntlShape } from 'react-intl';
import { formatVehicleName } from '../../domain/vehicle-name';
import { intlLanguage } from '../../platform/i18n/use-vehicle-name';
import type { SceneName } from '../machine/configurator.machine';
import { pageMessages as m } from './page-messages';
import { metaPolicy, pageUrls, type PageMeta } from './page-meta';

/** What a scene's title and description name; every field may still be unknown while loading. */
export interface SceneSubject {
  seriesId: string | null;
  seriesName: string | null;
  year: number | null;
  gradeName: string | null;
}

const TEXTS = {
  trim: [m.trimTitle, m.trimDescription],
  configurator: [m.configuratorTitle, m.configuratorDescription],
  summary: [m.summaryTitle, m.summaryDescription],
  simulator: [m.simulatorTitle, m.simulatorDescription],
  error: [m.errorTitle, m.errorDescription],
} as const;

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/\s+\|/, ' |').trim();

/**
 * The head elements of a scene (product.md section 2): no title, description or links on the model scene (the
 * host page's own stay), noindex everywhere but trim. Names follow the display rules of product.md section 1.
 */
export function sceneMeta(scene: SceneName, subject: SceneSubject, intl: Pick<IntlShape, 'formatMessage' | 'locale'>, location: { origin: string; pathname: string }): PageMeta {
  const policy = metaPolicy(scene);
  if (!policy.describes || scene === 'model') return { noindex: policy.noindex };
  // The trim scene names the series-year; later scenes add the grade (one name order: vehicle-name.ts).
  const parts = { year: subject.year, seriesName: subject.seriesName, seriesId: subject.seriesId, gradeName: scene === 'trim' ? undefined : subject.gradeName };
  const values = { vehicle: formatVehicleName(parts, intlLanguage(intl)) };
  const [title, description] = TEXTS[scene];
  return {
    title: tidy(intl.formatMessage(title, values)),
    description: tidy(intl.formatMessage(description, values)),
    ...pageUrls(location.origin, location.pathname),
    noindex: policy.noindex,
  };
}
