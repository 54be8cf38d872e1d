import { renderWithProviders, screen, waitFor, within } from '../../test/test-utils';
import type { NoInventoryConfig } from '../domain/entities';
import { NoInventoryPage } from './no-inventory-page';
import type { NoInventoryServices } from './no-inventory-services';

const EN: NoInventoryConfig = {
  header: 'This vehicle is not currently available in your area.',
  subHeader: 'Inventory changes often.',
  altModel: 'prius',
  ctaURL: '/prius/',
  exploreCta: 'Explore Camry',
  raqCta: 'Request a Quote',
  backToVehicles: 'Back to All Vehicles',
  customHeader: 'Mirai is available only in California.',
  customExploreCta: 'Explore Prius',
  customRaqCta: 'default',
};

const ES: NoInventoryConfig = {
  ...EN,
  header: 'Este vehículo no está disponible.',
  subHeader: 'El inventario cambia.',
  raqCta: 'Solicitar una cotización',
  backToVehicles: 'Volver a todos los vehículos',
  customHeader: 'Mirai solo está disponible en California.',
  customExploreCta: 'Explorar Prius',
  ctaURL: '/espanol/prius/',
};

function services(over: Partial<NoInventoryServices> = {}): NoInventoryServices {
  return {
    config: jest.fn(async (_model: string, language: 'en' | 'es') => (language === 'es' ? ES : EN)),
    dealers: jest.fn(async () => ({
      kind: 'found' as const,
      dealers: [{ id: '24011', name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', phone: '(310) 555-0100', distance: 1.2 }],
    })),
    requestModelQuote: jest.fn(async () => ({ kind: 'sent' as const, reference: 'Q-7K2M9P4X', dealerName: 'Harbor Motors' })),
    ...over,
  };
}

function setup(props: { modelCode?: string; year?: string; language?: 'en' | 'es'; svc?: NoInventoryServices } = {}) {
  const language = props.language ?? 'en';
  const svc = props.svc ?? services();
  const view = renderWithProviders(
    <NoInventoryPage
      modelCode={props.modelCode ?? 'mirai'}
      year={props.year ?? '2024'}
      language={language}
      basePath={language === 'es' ? '/espanol/configurator/' : '/configurator/'}
      zipcode="10001"
      services={svc}
    />,
    { language },
  );
  return { ...view, svc };
}

describe('NoInventoryPage', () => {
  it('titles the page year then model, with the special display names', async () => {
    setup();
    expect(screen.getByRole('heading', { name: '2024 Mirai' })).toBeInTheDocument();
    await screen.findByText('Mirai is available only in California.');
  });

  it.each([
    ['rav4prime', '2024 RAV4 Prime'],
    ['mirai', '2024 Mirai'],
    ['sequoia', '2024 Sequoia'],
  ])('names %s as "%s"', async (modelCode, title) => {
    setup({ modelCode });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Explore Prius' });
  });

  it('shows the hero with its phone variant (375 wide -mobile picture) and the desktop one (1024)', async () => {
    const { container } = setup();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('srcset', '/images/hero/mirai-mobile?width=375&quality=60&format=webp&dpr=2');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(screen.getByRole('img', { name: '2024 Mirai' })).toHaveAttribute('src', '/images/hero/mirai?width=1024&quality=60&format=webp&dpr=2');
    await screen.findByRole('link', { name: 'Explore Prius' });
  });

  it('shows the header and sub-header from the per-model config, custom texts overriding unless "default"', async () => {
    const { svc } = setup();
    expect(await screen.findByText('Mirai is available only in California.')).toBeInTheDocument();
    expect(screen.getByText('Inventory changes often.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toBeInTheDocument();
    expect(svc.config).toHaveBeenCalledWith('mirai', 'en', expect.anything());
  });

  it('links back to the model scene and explores the alternative model', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Explore Prius' })).toHaveAttribute('href', '/prius/');
    expect(screen.getByRole('link', { name: 'Back to All Vehicles' })).toHaveAttribute('href', '/configurator/');
  });

  it('leaves out the request-a-quote button when the config has no quote text', async () => {
    setup({ svc: services({ config: jest.fn(async () => ({ ...EN, raqCta: ' ', customRaqCta: undefined })) }) });
    await screen.findByRole('link', { name: 'Explore Prius' });
    expect(screen.queryByRole('button', { name: /quote/i })).not.toBeInTheDocument();
  });

  it('opens the contact-dealer flyout for the series and year and offers the dealers near the ZIP', async () => {
    const { user, svc } = setup();
    await user.click(await screen.findByRole('button', { name: 'Request a Quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact a Dealer' });
    expect(within(dialog).getByText('Request a quote for the 2024 Mirai from a dealer near you.')).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: 'ZIP Code' });
    expect(input).toHaveValue('10001');
    await user.clear(input);
    await user.type(input, 'ab90210');
    expect(input).toHaveValue('90210');
    await user.click(within(dialog).getByRole('button', { name: 'Find Dealers' }));
    await within(dialog).findByRole('heading', { name: 'Dealers near 90210' });
    const list = within(dialog).getByRole('group', { name: 'Choose a dealer' });
    expect(within(list).getByRole('radio', { name: /Harbor Motors/ })).not.toBeChecked();
    expect(within(list).getByRole('link', { name: 'Call Harbor Motors at (310) 555-0100' })).toHaveAttribute('href', 'tel:+13105550100');
    expect(svc.dealers).toHaveBeenCalledWith('90210');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a model-interest lead for the page series and year from the flyout and shows the reference', async () => {
    const { user, svc } = setup();
    await user.click(await screen.findByRole('button', { name: 'Request a Quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact a Dealer' });
    await user.click(within(dialog).getByRole('button', { name: 'Find Dealers' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Harbor Motors/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Pérez');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(/Your reference is Q-7K2M9P4X\./)).toBeInTheDocument();
    expect(svc.requestModelQuote).toHaveBeenCalledWith(
      expect.objectContaining({ seriesId: 'mirai', year: 2024, zip: '10001', dealerId: '24011', lang: 'en', consent: true }),
      expect.any(String),
    );
  });

  it.each([
    [{ kind: 'none' as const }, 'There are no dealers near this ZIP Code.'],
    [{ kind: 'invalid' as const, statusCode: 1 }, 'Invalid ZIP. Please verify the ZIP code and try again.'],
  ])('explains a dealer search without results', async (result, text) => {
    const { user } = setup({ svc: services({ dealers: jest.fn(async () => result) }) });
    await user.click(await screen.findByRole('button', { name: 'Request a Quote' }));
    await user.click(screen.getByRole('button', { name: 'Find Dealers' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('still titles the page and links back when the texts cannot load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup({ svc: services({ config: jest.fn(async () => Promise.reject(new Error('down'))) }) });
    expect(await screen.findByText('This vehicle is not available in your area right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Vehicles' })).toHaveAttribute('href', '/configurator/');
    warn.mockRestore();
  });

  it('puts the model before the year and uses the Spanish texts on Spanish pages', async () => {
    const { svc } = setup({ language: 'es' });
    expect(screen.getByRole('heading', { name: 'Mirai 2024' })).toBeInTheDocument();
    expect(await screen.findByText('Mirai solo está disponible en California.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar Prius' })).toHaveAttribute('href', '/espanol/prius/');
    expect(screen.getByRole('link', { name: 'Volver a todos los vehículos' })).toHaveAttribute('href', '/espanol/configurator/');
    expect(svc.config).toHaveBeenCalledWith('mirai', 'es', expect.anything());
  });
});
