import type { IntlShape } from 'react-intl';
import { displayName, seriesWithSecondValue } from '../../domain/names';
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
export function sceneMeta(scene: SceneName, subject: SceneSubject, intl: Pick<IntlShape, 'formatMessage'>, location: { origin: string; pathname: string }): PageMeta {
  const policy = metaPolicy(scene);
  if (!policy.describes || scene === 'model') return { noindex: policy.noindex };
  const series = displayName(subject.seriesName || subject.seriesId || '', subject.seriesId);
  const grade = displayName(subject.gradeName ?? '', subject.seriesId);
  const values = { year: subject.year ?? '', series, vehicle: grade ? seriesWithSecondValue(series, grade) : series };
  const [title, description] = TEXTS[scene];
  return {
    title: tidy(intl.formatMessage(title, values)),
    description: tidy(intl.formatMessage(description, values)),
    ...pageUrls(location.origin, location.pathname),
    noindex: policy.noindex,
  };
}
