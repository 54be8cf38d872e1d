import { renderWithProviders, screen } from '../../test/test-utils';
import { ClosestVehicles } from './closest-vehicles';
import type { ClosestVehicle } from '../domain/entities';
import type { NoInventoryServices } from './no-inventory-services';

const vehicle: ClosestVehicle = {
  vin: 'JTDAAAAA1SA000123',
  year: 2025,
  seriesName: 'Mirai',
  gradeName: 'XLE',
  trimTitle: 'XLE',
  exteriorColorTitle: 'Heavy Metal',
  totalSRP: 51_345,
  dealer: { name: 'Harbor Motors', city: 'Beverly Hills', state: 'CA', distance: 245.3 },
};

const services = (closest: NoInventoryServices['closest']): NoInventoryServices => ({
  config: jest.fn(),
  dealers: jest.fn(),
  requestModelQuote: jest.fn(),
  closest,
});

describe('closest vehicles on the no-inventory page', () => {
  it('lists the nearest vehicles in stock with dealer, distance and price, in Spanish too', async () => {
    const closest = jest.fn(async () => [vehicle]);
    renderWithProviders(<ClosestVehicles services={services(closest)} seriesId="mirai" year="2025" zip="89101" language="es" />, { language: 'es' });
    const region = await screen.findByRole('region', { name: 'Vehículos en inventario más cercanos a 89101' });
    expect(region).toHaveTextContent('Mirai XLE 2025');
    expect(region).toHaveTextContent('Harbor Motors, Beverly Hills, CA · 245.3 mi');
    expect(region).toHaveTextContent('Precio total sugerido por el fabricante (MSRP) $51,345');
    expect(closest).toHaveBeenCalledWith('mirai', '2025', '89101', 'es', expect.anything());
  });

  it('shows nothing without a ZIP, without vehicles, or when the call fails', async () => {
    const closest = jest.fn(async () => []);
    const { container, unmount } = renderWithProviders(<ClosestVehicles services={services(closest)} seriesId="mirai" year="2025" zip="" language="en" />);
    expect(closest).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    unmount();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = jest.fn(async () => Promise.reject(new Error('down')));
    const failed = renderWithProviders(<ClosestVehicles services={services(failing)} seriesId="mirai" year="2025" zip="89101" language="en" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed.container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
