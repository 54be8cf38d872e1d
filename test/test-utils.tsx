/**
 * The one render helper for component tests: wraps RTL's render in the app's providers
 * (react-intl via the platform I18nProvider, urql's Provider) so tests render a component the
 * way a parcel does. Import screen, within, userEvent and friends from here too.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as UrqlProvider, type Client } from 'urql';
import { CombinedError, getOperationName, makeOperation, type GraphQLRequest, type OperationResult } from '@urql/core';
import { concat, fromValue, never, type Source } from 'wonka';
import type { Language } from '../src/domain/entities';
import { I18nProvider, type Messages } from '../src/platform/i18n/i18n-provider';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** A canned answer for one operation name: a result, or a function of the variables. */
export type MockResponse =
  | { data?: unknown; error?: CombinedError }
  | ((variables: Record<string, unknown> | undefined) => { data?: unknown; error?: CombinedError });

/**
 * An urql client for tests. Without `responses` every operation stays pending forever (a
 * loading state); with them each operation answers by name, and an operation with no entry
 * answers with an error naming it, so a missing fixture fails loudly instead of hanging.
 */
export function createMockClient(responses?: Record<string, MockResponse>): Client {
  const execute =
    (kind: 'query' | 'mutation') =>
    (request: GraphQLRequest): Source<OperationResult> => {
      if (!responses) return never;
      // A real client's sources stay open after the first result (cache updates); urql's hooks
      // rely on that and reset `error` when a source ends, so ours never end either.
      const answerWith = (result: OperationResult): Source<OperationResult> => concat([fromValue(result), never]);
      const operation = makeOperation(kind, request, {} as never);
      const name = getOperationName(request.query) ?? '(anonymous)';
      const response = responses[name];
      if (response === undefined) {
        const error = new CombinedError({ networkError: new Error(`test-utils: no mock response for ${name}`) });
        return answerWith({ operation, data: undefined, error, stale: false, hasNext: false });
      }
      const answer = typeof response === 'function' ? response(request.variables as Record<string, unknown>) : response;
      return answerWith({ operation, data: answer.data, error: answer.error, stale: false, hasNext: false });
    };
  return {
    executeQuery: execute('query'),
    executeMutation: execute('mutation'),
    executeSubscription: () => never,
  } as unknown as Client;
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  language?: Language;
  /** Messages to render with; the real locales/{language}.json by default. */
  messages?: Messages;
  urqlClient?: Client;
  /** Shorthand for `urqlClient: createMockClient(responses)`. */
  responses?: Record<string, MockResponse>;
  /** Passed to userEvent.setup (e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** RTL render inside the IntlProvider and urql Provider; also returns a userEvent instance. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', messages, urqlClient, responses, userEventOptions, ...options }: ProvidersOptions = {},
) {
  const client = urqlClient ?? createMockClient(responses);
  // Messages are passed in so Spanish renders synchronously, without the lazy chunk.
  const resolved = messages ?? (language === 'es' ? es : en);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UrqlProvider value={client}>
      <I18nProvider language={language} messages={resolved}>
        {children}
      </I18nProvider>
    </UrqlProvider>
  );
  const user = userEvent.setup(userEventOptions);
  return { user, client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
export { userEvent };
