import { useQuery } from 'urql';
import { useIntl } from 'react-intl';
import { renderWithProviders, screen, createMockClient } from './test-utils';

const QUERY = 'query GetGreeting($name: String!) { greeting(name: $name) }';

function Greeting() {
  const [{ data, fetching, error }] = useQuery<{ greeting: string }>({ query: QUERY, variables: { name: 'Ana' } });
  const intl = useIntl();
  if (fetching) return <p>loading</p>;
  if (error) return <p>error: {error.message}</p>;
  return (
    <p>
      {data?.greeting} / {intl.formatMessage({ id: 'platform.modal.close', defaultMessage: 'Close' })}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('keeps queries pending by default', () => {
    renderWithProviders(<Greeting />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('answers queries by operation name from the responses map', async () => {
    renderWithProviders(<Greeting />, {
      responses: { GetGreeting: (variables) => ({ data: { greeting: `hi ${String(variables?.name)}` } }) },
    });
    expect(await screen.findByText('hi Ana / Close')).toBeInTheDocument();
  });

  it('renders Spanish messages synchronously', async () => {
    renderWithProviders(<Greeting />, { language: 'es', responses: { GetGreeting: { data: { greeting: 'hola' } } } });
    expect(await screen.findByText('hola / Cerrar')).toBeInTheDocument();
  });

  it('fails loudly when an operation has no canned response', async () => {
    renderWithProviders(<Greeting />, { urqlClient: createMockClient({}) });
    expect(await screen.findByText(/no mock response for GetGreeting/)).toBeInTheDocument();
  });

  it('returns a userEvent instance', async () => {
    const { user } = renderWithProviders(<button onClick={(e) => (e.currentTarget.textContent = 'done')}>go</button>);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('button', { name: 'done' })).toBeInTheDocument();
  });
});
