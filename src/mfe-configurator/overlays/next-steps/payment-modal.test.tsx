import { renderWithProviders, screen } from '../../../../test/test-utils';
import { PaymentModal } from './payment-modal';
import { testBuild } from './test-support/next-steps-fixtures';

// Typing into several fields is slow on a busy shared machine; the default 5 s is not enough.
jest.setTimeout(30_000);

// The test build's total MSRP is $36,245 (summary tests), so a $6,245 down payment leaves $30,000.
function renderPayment(language: 'en' | 'es' = 'en', regionCode: string | null = '10') {
  return renderWithProviders(<PaymentModal open onClose={jest.fn()} build={testBuild()} regionCode={regionCode} />, { language });
}

async function replace(user: ReturnType<typeof renderPayment>['user'], name: string, value: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.type(field, value);
}

describe('PaymentModal', () => {
  it('starts on finance with the regional defaults and says what the estimate includes', () => {
    renderPayment();
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'APR (%)' })).toHaveValue('6.4');
    expect(screen.getByRole('textbox', { name: 'Down payment ($)' })).toHaveValue('3600');
    expect(screen.getByRole('combobox', { name: 'Term (months)' })).toHaveValue('60');
    expect(screen.getByText(/including delivery, processing and handling\. Taxes, title, registration and dealer fees are not included/)).toHaveTextContent('$36,245');
  });

  it('computes the amortised payment: $30,000 at 6 % over 60 months is $579.98', async () => {
    // r = 0.005, (1.005)^-60 = 0.7413722; 30,000 * 0.005 / 0.2586278 = 579.98
    const { user } = renderPayment();
    await replace(user, 'Down payment ($)', '6245');
    await replace(user, 'APR (%)', '6');
    expect(screen.getByText('Estimated $579.98 per month')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Term (months)' }), '48 months');
    // 0 % is plain division: 30,000 / 48 = 625
    await replace(user, 'APR (%)', '0');
    expect(screen.getByText('Estimated $625 per month')).toBeInTheDocument();
  });

  it('computes a lease in Spanish: cap $30,000, residual 50 %, MF 0.0025, 36 months is $450.24', async () => {
    // residual 36,245 * 0.5 = 18,122.50; (30,000 - 18,122.50) / 36 = 329.93; (48,122.50) * 0.0025 = 120.31
    const { user } = renderPayment('es');
    await user.click(screen.getByRole('tab', { name: 'Arrendamiento' }));
    await replace(user, 'Pago inicial ($)', '6245');
    await replace(user, 'Factor monetario', '0.0025');
    await replace(user, 'Valor residual (%)', '50');
    expect(screen.getByRole('combobox', { name: 'Plazo (meses)' })).toHaveValue('36');
    expect(screen.getByText('Estimado de $450.24 al mes')).toBeInTheDocument();
    expect(screen.getByText(/No incluye impuestos/)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and estimates cash less the trade-in', async () => {
    const { user } = renderPayment('en', null);
    screen.getByRole('tab', { name: 'Finance' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cash' })).toHaveFocus();
    await replace(user, 'Trade-in value ($)', '1245');
    expect(screen.getByText('Estimated $35,000 due')).toBeInTheDocument();
  });

  it('names the inputs it cannot estimate instead of showing a number', async () => {
    const { user } = renderPayment();
    await replace(user, 'APR (%)', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check: APR (%).');
    await replace(user, 'APR (%)', '5');
    await replace(user, 'Down payment ($)', '40000');
    expect(screen.getByRole('alert')).toHaveTextContent('The down payment and trade-in leave nothing to finance.');
  });
});
