import { renderWithProviders, screen, within } from '../../test/test-utils';
import type { ModelLeadResult, NoInventoryServices } from './no-inventory-services';
import { QuoteContactForm, telHref } from './quote-contact-form';

const DEALERS = [
  { id: '24011', name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', phone: '(310) 555-0100', distance: 1.2 },
  { id: '24012', name: 'Canyon Toyota', city: 'Los Angeles', state: 'CA', phone: '213-555-0101', distance: 4.5 },
];

const SENT: ModelLeadResult = { kind: 'sent', reference: 'Q-7K2M9P4X', dealerName: 'Canyon Toyota' };

function setup(requestModelQuote: NoInventoryServices['requestModelQuote'] = jest.fn(async () => SENT), language: 'en' | 'es' = 'en') {
  const view = renderWithProviders(
    <QuoteContactForm dealers={DEALERS} zip="90210" seriesId="mirai" modelName="Mirai" year="2025" language={language} requestModelQuote={requestModelQuote} />,
    { language },
  );
  return { ...view, requestModelQuote: requestModelQuote as jest.Mock };
}

async function fill(user: ReturnType<typeof setup>['user'], { consent = true } = {}) {
  await user.click(screen.getByRole('radio', { name: /Canyon Toyota/ }));
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), ' Ana ');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), "O'Neil");
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '(310) 555-0199');
  if (consent) await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

describe('QuoteContactForm', () => {
  it('offers the nearby dealers with call links, nothing chosen and consent unchecked', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Choose a dealer' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('link', { name: 'Call Canyon Toyota at 213-555-0101' })).toHaveAttribute('href', 'tel:+12135550101');
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).not.toBeChecked();
  });

  it('bounds each field at the length the server accepts', () => {
    setup();
    const lengths = ['First Name', 'Last Name', 'Email', 'Phone (optional)'].map((name) => (screen.getByRole('textbox', { name }) as HTMLInputElement).maxLength);
    expect(lengths).toEqual([50, 50, 254, 20]);
  });

  it('asks for a dealer, then for consent, before sending anything', async () => {
    const { user, requestModelQuote } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a dealer.');
    await fill(user, { consent: false });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to be contacted so the dealer can reply.');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(requestModelQuote).not.toHaveBeenCalled();
  });

  it('sends the series, year, dealer and contact with consent, and confirms with the reference', async () => {
    const { user, requestModelQuote } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Ana. Canyon Toyota will contact you about the 2025 Mirai. Your reference is Q-7K2M9P4X.',
    );
    expect(requestModelQuote).toHaveBeenCalledTimes(1);
    expect(requestModelQuote.mock.calls[0][0]).toEqual({
      dealerId: '24012',
      firstName: ' Ana ',
      lastName: "O'Neil",
      email: 'ana@example.com',
      phone: '(310) 555-0199',
      zip: '90210',
      consent: true,
      lang: 'en',
      seriesId: 'mirai',
      year: 2025,
    });
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
  });

  it('retries a failed send with the same Idempotency-Key, so the server makes one lead', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requestModelQuote = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(SENT);
    const { user } = setup(requestModelQuote);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await screen.findByText(/Your reference is Q-7K2M9P4X/);
    const [first, second] = requestModelQuote.mock.calls.map((call) => call[1]);
    expect(first).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(second).toBe(first);
    warn.mockRestore();
  });

  it('shows the server refusal on its field', async () => {
    const { user } = setup(jest.fn(async (): Promise<ModelLeadResult> => ({ kind: 'refused', code: 'invalid-phone', field: 'phone' })));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Spanish on Spanish pages, model before year', async () => {
    const { user } = setup(undefined, 'es');
    await user.click(screen.getByRole('radio', { name: /Canyon Toyota/ }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Pérez');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /Acepto que el concesionario/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gracias, Ana. Canyon Toyota se comunicará contigo sobre el Mirai 2025. Tu referencia es Q-7K2M9P4X.');
  });

  it('shows a rate-limit refusal (429) in Spanish and keeps the form', async () => {
    const { user } = setup(jest.fn(async (): Promise<ModelLeadResult> => ({ kind: 'refused', code: 'rate-limited', field: '' })), 'es');
    await user.click(screen.getByRole('radio', { name: /Canyon Toyota/ }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Pérez');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /Acepto que el concesionario/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes desde este dispositivo. Espera unos minutos e inténtalo de nuevo.');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@example.com');
  });

  it('makes tel: links from US numbers', () => {
    expect(telHref('(310) 555-0100')).toBe('tel:+13105550100');
    expect(telHref('1-310-555-0100')).toBe('tel:+13105550100');
  });
});
