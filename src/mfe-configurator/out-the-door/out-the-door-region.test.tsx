import OutTheDoorRegion from './out-the-door-region';
import { renderWithProviders, screen, within } from '../../../test/test-utils';
import { testBuild } from '../overlays/next-steps/test-support/next-steps-fixtures';

function stubRegionService(states: Record<string, string>) {
  const fetchMock = jest.fn(async (url: string) => {
    const zip = new URL(url, 'http://localhost').searchParams.get('zip')!;
    return { ok: Boolean(states[zip]), status: states[zip] ? 200 : 400, json: async () => ({ zip, state: states[zip] }) };
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const cents = (text: string) => Number(text.replace(/[$,.]/g, ''));

describe('out-the-door region', () => {
  const realFetch = window.fetch;
  afterEach(() => {
    window.fetch = realFetch;
  });
  const build = { ...testBuild(), totalSRP: 40_000, totalCost: 40_000 };

  it('shows the lines for the ZIP state with bases and sources; they sum to the total', async () => {
    stubRegionService({ 27601: 'NC' });
    renderWithProviders(<OutTheDoorRegion build={build} brand="toyota" lang="en" zip="27601" />);
    const region = await screen.findByRole('region', { name: 'Out-the-door estimate for 27601' });
    const tax = await within(region).findByRole('row', { name: /^Highway use tax / });
    expect(within(tax).getByText('3% of $40,000.00', { exact: false })).toBeInTheDocument();
    expect(within(tax).getByRole('link', { name: 'Source: www.ncdot.gov' })).toHaveAttribute('href', 'https://www.ncdot.gov/dmv/');
    const amounts = [...region.querySelectorAll('tbody td.vc-otd__amount')].map((c) => cents(c.textContent!));
    const total = cents(region.querySelector('tfoot td.vc-otd__amount')!.textContent!);
    // By hand: $40,000.00 + 3 % = $1,200.00.
    expect([amounts, total]).toEqual([[4_000_000, 120_000], 4_120_000]);
    expect(within(region).getByText(/Southeast Toyota Distributors region/)).toBeInTheDocument();
  });

  it('follows a new ZIP and speaks Spanish', async () => {
    stubRegionService({ 97201: 'OR', 90210: 'CA' });
    const { rerender } = renderWithProviders(<OutTheDoorRegion build={build} brand="lexus" lang="es" zip="97201" />, { language: 'es' });
    const oregon = await screen.findByRole('region', { name: 'Estimado del precio final para 97201' });
    expect(await within(oregon).findByText('Oregón no tiene impuesto general sobre las ventas', { exact: false })).toBeInTheDocument();
    rerender(<OutTheDoorRegion build={build} brand="lexus" lang="es" zip="90210" />);
    const california = await screen.findByRole('region', { name: 'Estimado del precio final para 90210' });
    expect(await within(california).findByRole('rowheader', { name: 'Cargo por documentación' })).toBeInTheDocument();
  });

  it('asks for a ZIP when there is none, and says so when the state cannot be found', async () => {
    const ask = jest.fn();
    const { unmount } = renderWithProviders(<OutTheDoorRegion build={build} brand="toyota" lang="en" zip={undefined} onAskZip={ask} />);
    screen.getByRole('button', { name: 'Enter ZIP Code' }).click();
    expect(ask).toHaveBeenCalled();
    unmount();
    stubRegionService({});
    renderWithProviders(<OutTheDoorRegion build={build} brand="toyota" lang="en" zip="00501" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The estimate is not available right now.');
  });
});
