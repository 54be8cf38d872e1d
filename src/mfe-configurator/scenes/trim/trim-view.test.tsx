import { useState } from 'react';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { KEY_FEATURES, sampleSeries, TACOMA_GRADES } from '../model/model.fixture';
import { gradeRows, type GradeRow } from './trim-grades';
import { TrimView } from './trim-view';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

/** The view with filters held in state, the way the filters actor holds them in the parcel. */
function Harness({ onChoose, onBack, rows }: { onChoose: (g: GradeRow) => void; onBack: () => void; rows?: GradeRow[] }) {
  const [filters, setFilters] = useState<{ active: string; features: string[] }>({ active: 'all', features: [] });
  const tacoma = sampleSeries().find((s) => s.id === 'tacoma')!;
  const data = gradeRows('tacoma', TACOMA_GRADES(), tacoma, 2024);
  return (
    <TrimView
      year={2024}
      seriesName="Tacoma"
      rows={rows ?? data.rows}
      keyFeatures={data.keyFeatures}
      loading={false}
      filters={filters}
      backHref="/configurator/"
      onBack={onBack}
      onSetDrive={(active) => setFilters((f) => ({ ...f, active }))}
      onToggleFeature={(id) => setFilters((f) => ({ ...f, features: f.features.includes(id) ? f.features.filter((x) => x !== id) : [...f.features, id] }))}
      onClearFilters={() => setFilters({ active: 'all', features: [] })}
      onChoose={onChoose}
    />
  );
}

const renderView = (language: 'en' | 'es' = 'en', rows?: GradeRow[]) => {
  const onChoose = jest.fn();
  const onBack = jest.fn();
  return { onChoose, onBack, ...renderWithProviders(<Harness onChoose={onChoose} onBack={onBack} rows={rows} />, { language }) };
};

describe('TrimView', () => {
  it('links back to all vehicles', async () => {
    const { user, onBack } = renderView();
    const link = screen.getByRole('link', { name: 'View All Vehicles' });
    expect(link).toHaveAttribute('href', '/configurator/');
    await user.click(link);
    expect(onBack).toHaveBeenCalled();
  });

  it('filters grades by drivetrain and key feature, with a results count', async () => {
    const { user } = renderView();
    expect(screen.getByText('3 grades match')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4x2' }));
    expect(screen.getByText('2 grades match')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'TRD Off-Road' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: KEY_FEATURES[1].title }));
    expect(screen.getByText('1 grade matches')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SR5' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Crawl Control' }));
    expect(screen.getByText('No grades match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('3 grades match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('compares two or three grades in an accessible table', async () => {
    const { user } = renderView();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Compare SR' }));
    expect(screen.getByText('Choose two or three grades to compare them side by side.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Compare TRD Off-Road' }));
    const table = screen.getByRole('table', { name: 'Comparison of SR and TRD Off-Road' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Feature', 'SR', 'TRD Off-Road']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Starting MSRP')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$31,500', '$41,900']);
    expect(within(row('Drivetrain')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4x2 / 4x4', '4x4']);
    expect(within(row('Horsepower')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['228 hp', '278 hp']);
    expect(within(row('Fuel economy')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['20/26 est. mpg city/hwy', '19/24 est. mpg city/hwy']);
    expect(within(row('Crawl Control')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Not available', 'Standard']);
    await user.click(screen.getByRole('checkbox', { name: 'Compare SR5' }));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByText('You can compare up to three grades.')).toBeInTheDocument();
  });

  it('opens the details modal and closes it with Escape', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: 'Details about SR5' }));
    const dialog = screen.getByRole('dialog', { name: 'SR5' });
    expect(within(dialog).getByText('Starting MSRP $36,600')).toBeInTheDocument();
    expect(within(dialog).getByText('SR5 Double Cab with 5-ft Bed, 4x4: $39,900')).toBeInTheDocument();
    expect(within(dialog).getByText('14-in. touchscreen: Available')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('chooses a grade from its card or from the details modal', async () => {
    const { user, onChoose } = renderView();
    await user.click(screen.getByRole('button', { name: 'Build SR' }));
    expect(onChoose).toHaveBeenLastCalledWith(expect.objectContaining({ gradeName: 'SR' }));
    await user.click(screen.getByRole('button', { name: 'Details about TRD Off-Road' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Build TRD Off-Road' }));
    expect(onChoose).toHaveBeenLastCalledWith(expect.objectContaining({ gradeName: 'TRD Off-Road' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the series-year has no grades', () => {
    renderView('en', []);
    expect(screen.getByText('This vehicle is not available right now.')).toBeInTheDocument();
  });

  it('speaks Spanish on Spanish pages', () => {
    renderView('es');
    expect(screen.getByRole('link', { name: 'Ver todos los vehículos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Elige la versión de tu Tacoma 2024' })).toBeInTheDocument();
    expect(screen.getByText('3 versiones coinciden')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tracción' })).toBeInTheDocument();
  });
});
