import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import type { SeriesDetails } from '../../data/configurator-api';
import { sampleSeries, TACOMA_GRADES } from '../model/model.fixture';
import { gradeRows } from './trim-grades';
import { TrimView } from './trim-view';

jest.setTimeout(20_000);

/** The series details answer with the catalog's grade guides, as GetSeriesVisualizer sends them (Spanish when asked). */
function detailsWithGuides(spanish: boolean): SeriesDetails {
  const tacoma = sampleSeries().find((s) => s.id === 'tacoma')! as SeriesDetails;
  const guides: Record<string, { suits: string; adds: string[]; addsOver: string | null }> = {
    SR: { suits: spanish ? 'Para el trabajo.' : 'For work and first trucks.', adds: [], addsOver: null },
    SR5: { suits: spanish ? 'Para el día a día.' : 'For daily driving.', adds: spanish ? ['Rines de aleación de 17 pulg.', 'Paquete de Tecnología disponible'] : ['17-in. alloy wheels', 'Available Technology Package'], addsOver: 'SR' },
  };
  return {
    ...tacoma,
    yearSpecificData: tacoma.yearSpecificData.map((y) => ({ ...y, grades: y.grades.map((g) => ({ ...g, ...(guides[g.gradeName] ?? { suits: '', adds: [], addsOver: null }) })) })),
  };
}

function renderTrims(language: 'en' | 'es') {
  const { rows, keyFeatures } = gradeRows('tacoma', TACOMA_GRADES(), detailsWithGuides(language === 'es'), 2024);
  return renderWithProviders(
    <TrimView year={2024} seriesName="Tacoma" rows={rows} keyFeatures={keyFeatures} loading={false} filters={{ active: 'all', features: [] }} backHref="/" onBack={jest.fn()} onSetDrive={jest.fn()} onToggleFeature={jest.fn()} onClearFilters={jest.fn()} onChoose={jest.fn()} />,
    { language },
  );
}

describe('grade cards help choose a grade', () => {
  it('say whom each grade suits and list what it adds over the grade below', () => {
    renderTrims('en');
    const sr5 = screen.getByRole('article', { name: 'SR5' });
    expect(within(sr5).getByText('For daily driving.')).toBeInTheDocument();
    const adds = within(sr5).getByRole('list', { name: 'Adds over SR' });
    expect(within(adds).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['17-in. alloy wheels', 'Available Technology Package']);
    // The first grade has nothing below it: whom it suits, no list.
    const sr = screen.getByRole('article', { name: 'SR' });
    expect(within(sr).getByText('For work and first trucks.')).toBeInTheDocument();
    expect(within(sr).queryByRole('list', { name: /Adds over/ })).not.toBeInTheDocument();
  });

  it('in Spanish on Spanish pages, and in the details dialog too', async () => {
    const { user } = renderTrims('es');
    const sr5 = screen.getByRole('article', { name: 'SR5' });
    expect(within(sr5).getByRole('list', { name: 'Añade a la versión SR' })).toHaveTextContent('Rines de aleación de 17 pulg.');
    await user.click(within(sr5).getByRole('button', { name: 'Detalles de SR5' }));
    const dialog = screen.getByRole('dialog', { name: 'SR5' });
    expect(within(dialog).getByText('Para el día a día.')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Añade a la versión SR' })).toBeInTheDocument();
  });
});
