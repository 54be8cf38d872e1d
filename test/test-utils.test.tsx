import { useIntl } from 'react-intl';
import { renderWithProviders, screen } from './test-utils';

function Close() {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'platform.modal.close', defaultMessage: 'Close' })}</p>;
}

describe('renderWithProviders', () => {
  it('renders English from the descriptors\' defaults', () => {
    renderWithProviders(<Close />);
    expect(screen.getByText('Close')).toBeInTheDocument();
  });

  it('renders Spanish messages synchronously', () => {
    renderWithProviders(<Close />, { language: 'es' });
    expect(screen.getByText('Cerrar')).toBeInTheDocument();
  });

  it('returns a userEvent instance', async () => {
    const { user } = renderWithProviders(<button onClick={(e) => (e.currentTarget.textContent = 'done')}>go</button>);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('button', { name: 'done' })).toBeInTheDocument();
  });
});
