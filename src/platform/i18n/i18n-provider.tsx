import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../domain/entities';
import { intlLocale } from './intl-locale';

export { intlLocale };

/**
 * Flat message id -> ICU message, as in locales/*.json; in the browser bundle the catalogue
 * arrives precompiled to ASTs (scripts/webpack/messages-ast-loader.ts), as react-intl accepts.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;


/**
 * English needs no catalogue: every descriptor's defaultMessage is its English text (locales.test
 * checks they equal locales/en.json), and react-intl formats it silently when the locale is the
 * default locale. Not bundling en.json keeps ~5 KB gzip off every page's first load.
 */
const ENGLISH: Messages = {};

/**
 * Messages for a page language: none for English (see ENGLISH); Spanish is a separate chunk
 * fetched only when a Spanish page asks for it, so English pages never download it.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return ENGLISH;
  if (language === 'es') {
    const module = await import(/* webpackChunkName: "messages-es" */ '../../../locales/es.json');
    // TypeScript types the JSON as strings; webpack's loader has compiled them to ASTs (both valid).
    downloaded.set(language, module.default as Messages);
    return module.default as Messages;
  }
  throw new RangeError(`i18n: unsupported language ${JSON.stringify(language)}`);
}

// Catalogues already downloaded: a provider mounted after one arrived renders in its first render.
const downloaded = new Map<Language, Messages>();

/**
 * Loads a page language's catalogue before a parcel's first render, so that render is in that
 * language: a hydrating render (ADR 0213) must equal the server's markup, never the empty fallback.
 */
export async function preloadMessages(language: Language): Promise<void> {
  await loadMessages(language);
}

const reportIntlError: IntlConfig['onError'] = (error) => {
  // A missing translation still renders its English defaultMessage, and locales.test.ts catches
  // it in CI; anything else (a broken ICU message, say) is a real bug worth an error.
  if (error.code === 'MISSING_TRANSLATION') console.warn(`[i18n] ${error.message}`);
  else console.error(error);
};

export interface I18nProviderProps {
  language: Language;
  /** Messages to use as they are (tests, or a host that preloaded them); skips loading. */
  messages?: Messages;
  /** Rendered while Spanish messages load; nothing by default, to avoid an English flash. */
  fallback?: ReactNode;
  onError?: IntlConfig['onError'];
  /** How messages are loaded; injectable so tests can simulate a failed chunk. */
  load?: (language: Language) => Promise<Messages>;
  children: ReactNode;
}

/**
 * react-intl's IntlProvider for a page language, loading the messages when none are given.
 * If the Spanish chunk cannot load, the page falls back to English rather than rendering
 * nothing: a shopper can still configure a vehicle.
 */
export function I18nProvider({
  language,
  messages,
  fallback = null,
  onError = reportIntlError,
  load = loadMessages,
  children,
}: I18nProviderProps) {
  // A catalogue the default loader already has is used at once (an injected loader is asked every time).
  const immediate = messages ?? (language === 'en' ? ENGLISH : load === loadMessages ? downloaded.get(language) : undefined);
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages; locale: Language } | undefined>();

  useEffect(() => {
    if (immediate) return undefined;
    let cancelled = false;
    load(language).then(
      (result) => {
        if (!cancelled) setLoaded({ language, messages: result, locale: language });
      },
      (error: unknown) => {
        console.error('[i18n] could not load messages, falling back to English', error);
        if (!cancelled) setLoaded({ language, messages: ENGLISH, locale: 'en' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language, immediate, load]);

  if (immediate) {
    return (
      <IntlProvider locale={intlLocale(language)} defaultLocale="en-US" messages={immediate} onError={onError}>
        {children}
      </IntlProvider>
    );
  }
  if (!loaded || loaded.language !== language) return <>{fallback}</>;
  return (
    <IntlProvider locale={intlLocale(loaded.locale)} defaultLocale="en-US" messages={loaded.messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
