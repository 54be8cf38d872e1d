/**
 * The one render helper for component tests: wraps RTL's render in the app's provider (react-intl
 * via the platform I18nProvider) so tests render a component the way a parcel does. (No urql
 * Provider: no component queries; data reaches views through the machines' ports.) Import screen,
 * within, userEvent and friends from here too.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../src/domain/entities';
import { I18nProvider, type Messages } from '../src/platform/i18n/i18n-provider';
import en from '../locales/en.json';
import es from '../locales/es.json';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  language?: Language;
  /** Messages to render with; the real locales/{language}.json by default. */
  messages?: Messages;
  /** Passed to userEvent.setup (e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** RTL render inside the IntlProvider; also returns a userEvent instance. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', messages, userEventOptions, ...options }: ProvidersOptions = {},
) {
  // Messages are passed in so Spanish renders synchronously, without the lazy chunk.
  const resolved = messages ?? (language === 'es' ? es : en);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} messages={resolved}>
      {children}
    </I18nProvider>
  );
  const user = userEvent.setup(userEventOptions);
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
export { userEvent };
