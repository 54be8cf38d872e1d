import { act, renderWithProviders, screen } from '../../test/test-utils';
import type { RegionState } from '../domain/entities';
import { RegionScreen, type RegionScreenProps } from './region-screen';

function setup(props: Partial<RegionScreenProps> & { region?: RegionState } = {}, language: 'en' | 'es' = 'en') {
  const onSubmitZip = jest.fn();
  const view = renderWithProviders(
    <RegionScreen
      region="HI"
      buildUrl="https://www.toyotahawaii.com/vehicles/tacoma/2024/build/"
      zipcode="96813"
      busy={false}
      zipError={null}
      confirmedZip={null}
      onSubmitZip={onSubmitZip}
      {...props}
    />,
    { language, userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  return { ...view, onSubmitZip };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RegionScreen', () => {
  it.each([
    ['HI', 'Aloha!', 'Hawaii', '/images/regions/hawaii'],
    ['PR', 'Hola!', 'Puerto Rico', '/images/regions/puerto-rico'],
    ['VI', 'Hello!', 'the U.S. Virgin Islands', '/images/regions/virgin-islands'],
  ] as const)('greets %s visitors with %s and names the state in place of [State]', (region, greeting, state, image) => {
    setup({ region });
    expect(screen.getByRole('heading', { name: greeting })).toBeInTheDocument();
    expect(screen.getByText(`Vehicles for ${state} are built and priced on a separate regional site.`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Illustration of ${state}` }).getAttribute('src')).toContain(image);
    expect(document.body.textContent).not.toContain('[State]');
  });

  it('opens the regional build page in a new tab', () => {
    setup();
    const link = screen.getByRole('link', { name: 'Visit the regional site for Hawaii (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.toyotahawaii.com/vehicles/tacoma/2024/build/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('re-enables the ZIP input and button right after load (zero delay), prefilled from the cookie', () => {
    setup();
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    const button = screen.getByRole('button', { name: 'Confirm ZIP Code' });
    expect(input).toBeDisabled();
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(0));
    expect(input).toBeEnabled();
    expect(button).toBeEnabled();
    expect(input).toHaveValue('96813');
  });

  it('confirms a new ZIP (digits only) from the panel', async () => {
    const { user, onSubmitZip } = setup();
    act(() => jest.advanceTimersByTime(0));
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.clear(input);
    await user.type(input, '9x0210');
    expect(input).toHaveValue('90210');
    await user.click(screen.getByRole('button', { name: 'Confirm ZIP Code' }));
    expect(onSubmitZip).toHaveBeenCalledWith('90210');
  });

  it('keeps the button disabled for a partial ZIP and while a ZIP is being checked', async () => {
    const { user, rerender } = setup();
    act(() => jest.advanceTimersByTime(0));
    await user.clear(screen.getByRole('textbox', { name: 'ZIP Code' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '902');
    expect(screen.getByRole('button', { name: 'Confirm ZIP Code' })).toBeDisabled();
    rerender(
      <RegionScreen region="HI" buildUrl="https://www.toyotahawaii.com/" zipcode="96813" busy zipError={null} confirmedZip={null} onSubmitZip={jest.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toBeDisabled();
  });

  it('shows the confirmation panel for a confirmed ZIP still in the region', () => {
    setup({ confirmedZip: '96720' });
    expect(screen.getByRole('status')).toHaveTextContent('ZIP Code 96720 is in Hawaii. Vehicles for your area are on the regional site.');
  });

  it.each([
    [400, 'Invalid ZIP. Please verify the ZIP code and try again.'],
    [500, 'Server issue. Please try again later.'],
    [0, 'Please enter a valid ZIP Code.'],
  ])('explains a refused ZIP (HTTP %i)', (status, text) => {
    setup({ zipError: status });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('speaks Spanish on Spanish pages', () => {
    setup({ region: 'PR', buildUrl: 'https://www.toyotapr.com/' }, 'es');
    expect(screen.getByRole('heading', { name: '¡Hola!' })).toBeInTheDocument();
    expect(screen.getByText('Los vehículos para Puerto Rico se arman y cotizan en un sitio regional aparte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visita el sitio regional de Puerto Rico/ })).toHaveAttribute('href', 'https://www.toyotapr.com/');
  });
});
