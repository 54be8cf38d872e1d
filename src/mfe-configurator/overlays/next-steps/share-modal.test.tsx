import { renderWithProviders, screen } from '../../../../test/test-utils';
import { ShareModal } from './share-modal';
import { jsonResponse, testBuild, testEnv } from './test-support/next-steps-fixtures';

// Typing into several fields is slow on a busy shared machine; the default 5 s is not enough.
jest.setTimeout(30_000);

function renderShare(language: 'en' | 'es' = 'en') {
  const env = testEnv({ lang: language });
  const onClose = jest.fn();
  const result = renderWithProviders(<ShareModal open onClose={onClose} build={testBuild()} env={env} />, { language });
  return { env, onClose, ...result };
}

describe('ShareModal', () => {
  it('requires a recipient and sends nothing without one', async () => {
    const { user, env } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(screen.getByRole('textbox', { name: 'Recipient email' })).toHaveAccessibleDescription('Please enter an email address.');
    expect(env.fetch).not.toHaveBeenCalled();
  });

  it("shows the spec's message for a comment with unsupported characters, in Spanish too", async () => {
    const { user, env } = renderShare('es');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico del destinatario' }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Comentario (opcional)' }), 'look <b>');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));
    expect(screen.getByRole('textbox', { name: 'Comentario (opcional)' })).toHaveAccessibleDescription(
      'Tu texto contiene caracteres no admitidos. Revísalo e inténtalo de nuevo.',
    );
    expect(env.fetch).not.toHaveBeenCalled();
  });

  it('sends the build codes and says the email was sent', async () => {
    const { user, env } = renderShare();
    env.fetch.mockResolvedValue(jsonResponse(201, { success: true, reference: 'S-1', deepLink: 'http://x/' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient email' }), ' friend@example.com ');
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Nice truck!');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email was sent!');
    const [url, init] = env.fetch.mock.calls[0];
    expect(url).toBe('/api/shares');
    expect(JSON.parse(init.body)).toEqual({
      recipient: 'friend@example.com',
      comment: 'Nice truck!',
      lang: 'en',
      build: expect.objectContaining({ brand: 'toyota', environment: 'live', exteriorColorCode: '3U5', packageCodes: ['FE', 'QD', 'TC'], accessoryCodes: ['TONHD', 'BEDMAT'] }),
    });
  });

  it('keeps what was typed and shows the server refusal in the page language', async () => {
    const { user, env } = renderShare('es');
    env.fetch.mockResolvedValue(jsonResponse(400, { code: 'invalid-email', field: 'recipient', message: 'Please enter a valid email address.' }));
    const recipient = screen.getByRole('textbox', { name: 'Correo electrónico del destinatario' });
    await user.type(recipient, 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));
    expect(await screen.findByText('Ingresa una dirección de correo electrónico válida.')).toBeInTheDocument();
    expect(recipient).toHaveValue('friend@example.com');
  });

  it('reports a network failure as a server issue and lets the shopper retry', async () => {
    const { user, env } = renderShare();
    env.fetch.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(jsonResponse(201, { reference: 'S-2', deepLink: '' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient email' }), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server issue. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email was sent!');
  });

  it.each([
    ['en', 'Recipient email', 'Send email', 'Too many requests from this device. Please wait a few minutes and try again.'],
    ['es', 'Correo electrónico del destinatario', 'Enviar correo', 'Demasiadas solicitudes desde este dispositivo. Espera unos minutos e inténtalo de nuevo.'],
  ] as const)('shows a rate-limit refusal (429) in the page language (%s) and keeps the form', async (language, recipientName, sendName, text) => {
    const { user, env } = renderShare(language);
    env.fetch.mockResolvedValue(jsonResponse(429, { statusCode: 429, code: 'rate-limited', message: 'Too many requests.', retryAfterSeconds: 300 }));
    const recipient = screen.getByRole('textbox', { name: recipientName });
    await user.type(recipient, 'friend@example.com');
    await user.click(screen.getByRole('button', { name: sendName }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(recipient).toHaveValue('friend@example.com');
  });
});
