import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { nearestDealerId } from './nearest-dealer';
import { quoteFieldMessage } from './quote-field-messages';
import { QuoteModal } from './quote-modal';
import { jsonResponse, testBuild, testEnv } from './test-support/next-steps-fixtures';

// Typing into several fields is slow on a busy shared machine; the default 5 s is not enough.
jest.setTimeout(30_000);

/** The quote form of issue 27: the nearest dealer chosen for the shopper, field messages that say what is wrong. */
const dealer = (id: string, name: string, distance: number, participating: boolean) => ({
  id, name, address: '1 Main St', city: 'Beverly Hills', state: 'CA', distance, participating, logoUrl: '',
});

function renderQuote(language: 'en' | 'es' = 'en') {
  const env = testEnv({ lang: language, zipcode: () => '90210' });
  env.fetch.mockImplementation((url: string) =>
    Promise.resolve(
      url.startsWith('/api/dealers')
        ? jsonResponse(200, { success: true, code: 0, statusCode: 0, searchZipCode: '90210', multipleTDA: false, redirectUrl: '', dealers: [dealer('2', 'Star Toyota', 3.4, true), dealer('1', 'Near Motors', 1.2, false)] })
        : jsonResponse(201, { reference: 'Q-1', firstName: 'Ana', dealer: { name: 'Near Motors' } }),
    ),
  );
  return { env, ...renderWithProviders(<QuoteModal open onClose={jest.fn()} build={testBuild()} env={env} />, { language }) };
}

describe('quote form', () => {
  it('picks the nearest dealer for the shopper, marks it and shows every distance', async () => {
    renderQuote();
    const nearest = await screen.findByRole('radio', { name: 'Near Motors' });
    expect(nearest).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Star Toyota' })).not.toBeChecked();
    const card = nearest.closest('li')!;
    expect(within(card).getByText('Nearest')).toBeInTheDocument();
    expect(card).toHaveTextContent('1.2 mi');
    expect(screen.getByRole('radio', { name: 'Star Toyota' }).closest('li')).toHaveTextContent('3.4 mi');
  });

  it('lets the shopper pick another dealer after the nearest was picked', async () => {
    const { user } = renderQuote();
    await screen.findByRole('radio', { name: 'Near Motors', checked: true });
    await user.click(screen.getByRole('radio', { name: 'Star Toyota' }));
    expect(screen.getByRole('radio', { name: 'Star Toyota' })).toBeChecked();
  });

  it('says exactly which field is missing or wrong, in English', async () => {
    const { user, env } = renderQuote();
    await screen.findByRole('radio', { name: 'Near Motors', checked: true });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Enter your last name.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(env.fetch.mock.calls.filter(([url]) => url === '/api/quotes')).toHaveLength(0);
  });

  it('says exactly which field is missing or wrong, in Spanish', async () => {
    const { user } = renderQuote('es');
    await screen.findByRole('radio', { name: 'Near Motors', checked: true });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana2');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Usa solo letras, espacios, guiones y apóstrofos en tu nombre.');
    expect(screen.getByRole('textbox', { name: 'Apellido' })).toHaveAccessibleDescription('Escribe tu apellido.');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription('Escribe tu correo electrónico.');
  });
});

describe('quoteFieldMessage', () => {
  const intl = createIntl({ locale: 'en', messages: {} });
  const say = (...args: Parameters<typeof quoteFieldMessage>) => {
    const message = quoteFieldMessage(...args);
    return message ? intl.formatMessage(message) : null;
  };

  it('tells an empty name apart from one with symbols, per field', () => {
    expect(say('firstName', 'invalid-name', '  ')).toBe('Enter your first name.');
    expect(say('lastName', 'invalid-name', '')).toBe('Enter your last name.');
    expect(say('lastName', 'invalid-name', '<b>')).toBe('Use only letters, spaces, hyphens and apostrophes in your last name.');
    expect(say('phone', 'invalid-phone', '123')).toBe('Enter a 10-digit US phone number, like 310 555 0142, or leave it empty.');
  });

  it('leaves the general texts to problems without a field of their own', () => {
    expect(say('consent', 'consent-required', '')).toBeNull();
    expect(say('form', 'send-failed', '')).toBeNull();
  });
});

describe('nearestDealerId', () => {
  it('is the first listed among those at the smallest distance (against a sort)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.uuid(), distance: fc.float({ min: 0, max: 500, noNaN: true }) }), { maxLength: 12 }), (dealers) => {
        const oracle = dealers.map((d, i) => ({ ...d, i })).sort((a, b) => a.distance - b.distance || a.i - b.i)[0];
        return nearestDealerId(dealers) === (oracle?.id ?? null);
      }),
    );
  });
});
