import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { BuildSheet } from './build-sheet';
import { testBuild, testEnv } from './test-support/next-steps-fixtures';

describe('BuildSheet', () => {
  it('lists the prices, the disclaimers and a QR code of the build link', () => {
    renderWithProviders(<BuildSheet open onClose={jest.fn()} build={testBuild()} env={testEnv()} disclaimers={['2024 EPA-estimated mileage.']} />);
    const sheet = screen.getByRole('dialog', { name: 'Build sheet: 2024 Tacoma SR' });
    expect(within(sheet).getByRole('rowheader', { name: 'Delivery, Processing and Handling' })).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /Total MSRP \$36,245/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /Total with dealer-installed accessories \$37,245/ })).toBeInTheDocument();
    expect(within(sheet).getByText('2024 EPA-estimated mileage.')).toBeInTheDocument();
    const qr = within(sheet).getByRole('img', { name: 'QR code of the link to this build' });
    const link = new URL(decodeURIComponent(qr.getAttribute('src')!.replace('/api/qr?url=', '')));
    expect(link.pathname).toBe('/configurator/build/step/summary/year/2024/series/tacoma/model/7102/');
    expect(link.searchParams.getAll('acc')).toEqual(['TONHD', 'BEDMAT']);
  });

  it('puts the build\'s wheels in the QR code link', () => {
    renderWithProviders(<BuildSheet open onClose={jest.fn()} build={{ ...testBuild(), wheelsCode: 'W18' }} env={testEnv()} />);
    const qr = screen.getByRole('img', { name: 'QR code of the link to this build' });
    const link = new URL(decodeURIComponent(qr.getAttribute('src')!.replace('/api/qr?url=', '')));
    expect(link.searchParams.get('whl')).toBe('W18');
  });

  it('prints in Spanish', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<BuildSheet open onClose={jest.fn()} build={testBuild()} env={testEnv({ lang: 'es' })} />, { language: 'es' });
    expect(screen.getByText(/El precio sugerido no incluye impuestos/)).toBeInTheDocument();
    // One name order (year last in Spanish) and the link keeps the page language.
    const sheet = screen.getByRole('dialog', { name: /Tacoma SR 2024$/ });
    expect(within(sheet).getByRole('row', { name: /Precio total sugerido por el fabricante \(MSRP\) \$36,245/ })).toBeInTheDocument();
    const qr = within(sheet).getByRole('img', { name: /QR/ });
    const link = new URL(decodeURIComponent(qr.getAttribute('src')!.replace('/api/qr?url=', '')));
    expect(link.pathname).toBe('/espanol/configurator/build/step/summary/year/2024/series/tacoma/model/7102/');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});
