import { renderWithProviders, screen, within } from '../../test/test-utils';
import { ApologyPage } from './apology-page';

describe('ApologyPage', () => {
  it("is titled 'Our apologies' and reads exactly as the spec's in-flow version", () => {
    renderWithProviders(<ApologyPage language="en" />);
    expect(screen.getByRole('heading', { name: 'Our apologies' })).toBeInTheDocument();
    expect(
      screen.getByText('We are having some technical difficulties. Please try again later. In the meantime, you can:'),
    ).toBeInTheDocument();
  });

  it('offers the three tiles with their English links and tile images', () => {
    renderWithProviders(<ApologyPage language="en" />);
    const list = screen.getByRole('list', { name: 'What you can do' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Find a Dealer', '/dealers/'],
      ['Find Deals', '/local-specials/'],
      ['Return to Homepage', '/'],
    ]);
    expect(links.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual([
      '/images/tiles/dealers?width=320',
      '/images/tiles/deals?width=320',
      '/images/tiles/home?width=320',
    ]);
  });

  it('uses the Spanish texts and /espanol links on Spanish pages', () => {
    renderWithProviders(<ApologyPage language="es" />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Nuestras disculpas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar un concesionario' })).toHaveAttribute('href', '/espanol/dealers/');
    expect(screen.getByRole('link', { name: 'Buscar ofertas' })).toHaveAttribute('href', '/espanol/local-specials/');
    expect(screen.getByRole('link', { name: 'Volver a la página principal' })).toHaveAttribute('href', '/espanol/');
  });
});
