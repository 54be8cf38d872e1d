import { languagePath, rewriteLanguageLinks, switchTarget } from './language-link';

describe('languagePath', () => {
  it('adds the /espanol prefix for Spanish and keeps the query', () => {
    expect(languagePath('/configurator/build/step/model/year/2024/series/tacoma/', 'es')).toBe(
      '/espanol/configurator/build/step/model/year/2024/series/tacoma/',
    );
    expect(languagePath('/configurator/build/step/color/year/2024/series/tacoma/model/7111/', 'es', '?ext=040')).toBe(
      '/espanol/configurator/build/step/color/year/2024/series/tacoma/model/7111/?ext=040',
    );
  });

  it('removes the prefix for English, and never doubles it', () => {
    expect(languagePath('/espanol/configurator/', 'en')).toBe('/configurator/');
    expect(languagePath('/espanol/configurator/', 'es')).toBe('/espanol/configurator/');
    expect(languagePath('/espanol', 'en')).toBe('/');
    expect(languagePath('/configurator/', 'en')).toBe('/configurator/');
  });
});

describe('rewriteLanguageLinks', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a data-language-switch href="/espanol/configurator/" hreflang="es">Español</a>
      <a href="/dealers/">Dealers</a>`;
  });

  it('points the switcher at the current scene in the other language', () => {
    const count = rewriteLanguageLinks(document, { pathname: '/configurator/build/step/model/year/2024/series/tacoma/', search: '' });
    expect(count).toBe(1);
    expect(document.querySelector('[data-language-switch]')).toHaveAttribute('href', '/espanol/configurator/build/step/model/year/2024/series/tacoma/');
    expect(document.querySelector('a:not([data-language-switch])')).toHaveAttribute('href', '/dealers/');
  });

  it('removes the prefix on a Spanish page whose link leads to English', () => {
    document.body.innerHTML = '<a data-language-switch href="/configurator/" hreflang="en">English</a>';
    rewriteLanguageLinks(document, { pathname: '/espanol/configurator/sim/', search: '?x=1' });
    expect(document.querySelector('a')).toHaveAttribute('href', '/configurator/sim/?x=1');
  });

  it('falls back to the other language when the link does not declare one', () => {
    const link = document.createElement('a');
    expect(switchTarget(link, 'en')).toBe('es');
    expect(switchTarget(link, 'es')).toBe('en');
  });

  it('does nothing on a page without a switcher', () => {
    document.body.innerHTML = '<p>No links</p>';
    expect(rewriteLanguageLinks(document, { pathname: '/configurator/', search: '' })).toBe(0);
  });
});
