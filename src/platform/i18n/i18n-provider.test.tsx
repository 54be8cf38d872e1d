import { render, screen, waitFor } from '@testing-library/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { I18nProvider, intlLocale, loadMessages, preloadMessages } from './i18n-provider';
import { sharedMessages } from './shared-messages';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';

function CloseLabel() {
  return (
    <p>
      <FormattedMessage {...sharedMessages.modalClose} /> <FormattedNumber value={12345} />
    </p>
  );
}

describe('loadMessages', () => {
  it('returns no English catalogue: the descriptors\' defaultMessages are the English text', async () => {
    await expect(loadMessages('en')).resolves.toEqual({});
  });

  it('loads the Spanish messages', async () => {
    await expect(loadMessages('es')).resolves.toEqual(es);
  });

  it('rejects an unsupported language with a clear error', async () => {
    await expect(loadMessages('fr' as 'en')).rejects.toThrow(/unsupported language "fr"/);
  });

  it('requires the Spanish file only when Spanish is asked for', async () => {
    const factory = jest.fn(() => ({ 'platform.modal.close': 'Cerrar' }));
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../../../locales/es.json', factory);
      const isolated = await import('./i18n-provider');
      await isolated.loadMessages('en');
      expect(factory).not.toHaveBeenCalled();
      await isolated.loadMessages('es');
      expect(factory).toHaveBeenCalledTimes(1);
    });
    jest.dontMock('../../../locales/es.json');
  });
});

describe('intlLocale', () => {
  it('uses US locales so numbers keep comma thousands separators in both languages', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('es')).toBe('es-US');
  });
});

describe('I18nProvider', () => {
  it('renders English synchronously', () => {
    render(
      <I18nProvider language="en">
        <CloseLabel />
      </I18nProvider>,
    );
    expect(screen.getByText('Close 12,345')).toBeInTheDocument();
  });

  it('renders English from the defaults without reporting missing translations', () => {
    const onError = jest.fn();
    render(
      <I18nProvider language="en" onError={onError}>
        <CloseLabel />
      </I18nProvider>,
    );
    expect(screen.getByText(`${en['platform.modal.close']} 12,345`)).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders Spanish once its messages have loaded, showing the fallback meanwhile', async () => {
    // A loader of its own: the default one may have the catalogue already from another test.
    render(
      <I18nProvider language="es" fallback={<span>…</span>} load={(language) => loadMessages(language)}>
        <CloseLabel />
      </I18nProvider>,
    );
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(await screen.findByText('Cerrar 12,345')).toBeInTheDocument();
  });

  it('renders Spanish in the first render once the catalogue was preloaded (a hydrating render, ADR 0213)', async () => {
    await preloadMessages('es');
    render(
      <I18nProvider language="es" fallback={<span>…</span>}>
        <CloseLabel />
      </I18nProvider>,
    );
    expect(screen.getByText('Cerrar 12,345')).toBeInTheDocument();
  });

  it('uses given messages as they are', () => {
    render(
      <I18nProvider language="es" messages={{ 'platform.modal.close': 'Cerrar ya' }}>
        <CloseLabel />
      </I18nProvider>,
    );
    expect(screen.getByText('Cerrar ya 12,345')).toBeInTheDocument();
  });

  it('falls back to English when the Spanish messages cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <I18nProvider language="es" load={load}>
        <CloseLabel />
      </I18nProvider>,
    );
    expect(await screen.findByText('Close 12,345')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('es');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('falling back to English'), expect.any(Error));
    error.mockRestore();
  });

  it('warns about a missing translation and renders the default message', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <I18nProvider language="es" messages={{}}>
        <CloseLabel />
      </I18nProvider>,
    );
    expect(screen.getByText('Close 12,345')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('platform.modal.close'));
    warn.mockRestore();
  });

  it('switches language when the prop changes', async () => {
    const { rerender } = render(
      <I18nProvider language="en">
        <CloseLabel />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider language="es">
        <CloseLabel />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByText('Cerrar 12,345')).toBeInTheDocument());
  });
});
