import { renderWithProviders, screen, waitFor, within } from '../../../../test/test-utils';
import { QuoteModal } from './quote-modal';
import { jsonResponse, testBuild, testEnv } from './test-support/next-steps-fixtures';

// Typing into several fields is slow on a busy shared machine; the default 5 s is not enough.
jest.setTimeout(30_000);

const dealer = (id: string, name: string, distance: number, participating: boolean) => ({
  id,
  name,
  address: '1 Main St',
  city: 'Beverly Hills',
  state: 'CA',
  distance,
  participating,
  logoUrl: participating ? `/images/dealers/${id}/logo` : '',
});

function renderQuote(language: 'en' | 'es' = 'en', quoteAnswers: Array<() => Promise<Response>> = [], zipcode: string | null = '90210') {
  const env = testEnv({ lang: language, zipcode: () => zipcode ?? undefined });
  env.fetch.mockImplementation((url: string) => {
    if (url.startsWith('/api/dealers')) {
      const radius = new URL(url, 'http://x').searchParams.get('radius');
      const list = radius === '25' ? [dealer('1', 'Near Motors', 1.2, false), dealer('2', 'Star Toyota', 3.4, true)] : [dealer('3', 'Far Motors', 40, false)];
      return Promise.resolve(jsonResponse(200, { success: true, code: 0, statusCode: 0, searchZipCode: '90210', multipleTDA: false, redirectUrl: '', dealers: list }));
    }
    const next = quoteAnswers.shift();
    return next ? next() : Promise.resolve(jsonResponse(201, { reference: 'Q-ABC123', firstName: 'Ana', dealer: { name: 'Star Toyota' } }));
  });
  const result = renderWithProviders(<QuoteModal open onClose={jest.fn()} build={testBuild()} env={env} />, { language });
  return { env, ...result };
}

const quoteCalls = (fetch: jest.Mock) => fetch.mock.calls.filter(([url]) => url === '/api/quotes');

async function fillContact(user: ReturnType<typeof renderQuote>['user'], labels: { first: string; last: string; email: string }) {
  await user.type(screen.getByRole('textbox', { name: labels.first }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: labels.last }), 'García');
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'ana@example.com');
}

describe('QuoteModal', () => {
  it('lists dealers near the ZIP cookie, participating dealers first and marked, and widens the radius', async () => {
    const { user, env } = renderQuote();
    const group = await screen.findByRole('group', { name: 'Dealers near 90210' });
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((r) => r.closest('li')!.textContent)).toEqual([expect.stringContaining('Star Toyota'), expect.stringContaining('Near Motors')]);
    expect(within(group).getByRole('img', { name: 'Star Toyota logo' })).toHaveAttribute('src', '/images/dealers/2/logo');
    expect(within(group).getByText('Participating dealer')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request a quote' })).toHaveTextContent('Total MSRP $');
    await user.click(screen.getByRole('button', { name: 'Search a wider radius' }));
    expect(await within(group).findByRole('radio', { name: 'Far Motors' })).toBeInTheDocument();
    expect(env.fetch).toHaveBeenCalledWith('/api/dealers?zip=90210&radius=50', expect.anything());
  });

  it('shows the consent wording unchecked and sends nothing until it is checked', async () => {
    const { user, env } = renderQuote();
    await user.click(await screen.findByRole('radio', { name: 'Star Toyota' }));
    await fillContact(user, { first: 'First name', last: 'Last name', email: 'Email' });
    const consent = screen.getByRole('checkbox', { name: /I agree to be contacted by the selected dealer/ });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to be contacted to send your request.');
    expect(quoteCalls(env.fetch)).toHaveLength(0);
  });

  it('reuses one idempotency key for a retry and disables the button while sending (Spanish)', async () => {
    let release!: (r: Response) => void;
    const { user, env } = renderQuote('es', [
      () => Promise.reject(new TypeError('offline')),
      () => new Promise<Response>((resolve) => (release = resolve)),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Star Toyota' }));
    await fillContact(user, { first: 'Nombre', last: 'Apellido', email: 'Correo electrónico' });
    await user.click(screen.getByRole('checkbox', { name: /Acepto que el concesionario/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Problema del servidor. Inténtalo más tarde.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const sendingButton = await screen.findByRole('button', { name: 'Enviando…' });
    expect(sendingButton).toBeDisabled();
    await user.click(sendingButton);
    release(jsonResponse(200, { reference: 'Q-ABC123', firstName: 'Ana', dealer: { name: 'Star Toyota' } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gracias, Ana. Tu solicitud fue enviada a Star Toyota. Tu número de referencia es Q-ABC123.');
    const calls = quoteCalls(env.fetch);
    expect(calls).toHaveLength(2);
    const keys = calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(calls[0][1].body)).toMatchObject({ dealerId: '2', firstName: 'Ana', lastName: 'García', zip: '90210', consent: true, lang: 'es' });
  });

  it('asks for a valid ZIP when the dealer service refuses it', async () => {
    const { user, env } = renderQuote();
    env.fetch.mockImplementation(() => Promise.resolve(jsonResponse(400, { success: false, code: 1, statusCode: 1, searchZipCode: '00000', multipleTDA: false, redirectUrl: '', dealers: [] })));
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.clear(zip);
    await user.type(zip, '00000');
    await user.click(screen.getByRole('button', { name: 'Find dealers' }));
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP Code.'));
  });

  it('without a ZIP cookie asks for a ZIP before listing dealers', async () => {
    const { user, env } = renderQuote('en', [], null);
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(zip).toHaveValue('');
    expect(env.fetch).not.toHaveBeenCalled();
    await user.type(zip, '9021a0');
    expect(zip).toHaveValue('90210');
    await user.click(screen.getByRole('button', { name: 'Find dealers' }));
    expect(await screen.findByRole('radio', { name: 'Star Toyota' })).toBeInTheDocument();
    expect(env.fetch).toHaveBeenCalledWith('/api/dealers?zip=90210&radius=25', expect.anything());
  });
});
