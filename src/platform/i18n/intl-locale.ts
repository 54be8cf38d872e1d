import type { Language } from '../../domain/entities';

/**
 * The BCP 47 locale for a page language. Both are US locales: prices are in dollars and the
 * spec wants comma thousands separators in Spanish too (es-ES would print 12.345).
 */
export function intlLocale(language: Language): 'en-US' | 'es-US' {
  return language === 'es' ? 'es-US' : 'en-US';
}
