import type { Language } from '../../domain/entities';
import { languageFromPath, SPANISH_PREFIX } from '../../domain/environment';

/** The host's language switcher (product.md section 2); the demo pages and the CMS mark it with this attribute. */
export const LANGUAGE_SWITCH_SELECTOR = 'a[data-language-switch]';

/**
 * The same page in another language: '/espanol' added for Spanish, removed for English; the
 * query string and fragment are kept so a build stays a build.
 *   languagePath('/configurator/build/step/model/year/2024/series/tacoma/', 'es')
 *     -> '/espanol/configurator/build/step/model/year/2024/series/tacoma/'
 */
export function languagePath(pathname: string, target: Language, search = '', hash = ''): string {
  const path = pathname && pathname.startsWith('/') ? pathname : `/${pathname ?? ''}`;
  const english = languageFromPath(path) === 'es' ? path.slice(SPANISH_PREFIX.length) || '/' : path;
  const localised = target === 'es' ? `${SPANISH_PREFIX}${english}` : english;
  return `${localised}${search}${hash}`;
}

/** The language a switch link leads to: its hreflang when it names one, else the other language. */
export function switchTarget(link: Element, current: Language): Language {
  const declared = (link.getAttribute('hreflang') ?? link.getAttribute('lang') ?? '').toLowerCase().slice(0, 2);
  if (declared === 'en' || declared === 'es') return declared;
  return current === 'es' ? 'en' : 'es';
}

/**
 * Points every language switcher of the page at the current scene in the other language. Returns
 * how many links were rewritten (0 on a page without a switcher, which is fine).
 */
export function rewriteLanguageLinks(doc: Document, location: Pick<Location, 'pathname' | 'search'>): number {
  const current = languageFromPath(location.pathname);
  const links = [...doc.querySelectorAll(LANGUAGE_SWITCH_SELECTOR)];
  for (const link of links) link.setAttribute('href', languagePath(location.pathname, switchTarget(link, current), location.search));
  return links.length;
}
