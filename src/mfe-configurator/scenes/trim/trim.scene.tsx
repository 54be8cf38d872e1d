import { useEffect, useMemo } from 'react';
import { displayName } from '../../../domain/names';
import { pathPrefix } from '../../../domain/routes';
import { useAppServices } from '../../app/app-services';
import { useConfigurator, useConfiguratorSelector, useFilters, useFiltersRef } from '../../machine/use-configurator';
import { gradeRows } from './trim-grades';
import { TrimView } from './trim-view';
import { useSeriesDetails } from './use-series-details';

/** The trim scene: grades of the chosen series-year from the statechart, filters in the filters actor. */
export default function TrimScene() {
  const { send } = useConfigurator();
  const { api, page } = useAppServices();
  const series = useConfiguratorSelector((s) => s.context.series);
  const seriesId = useConfiguratorSelector((s) => s.context.seriesId);
  const year = useConfiguratorSelector((s) => s.context.year);
  const loading = useConfiguratorSelector((s) => s.matches({ trim: 'loading' }) || s.matches({ trim: 'checking' }));
  const filters = useFilters((s) => s.context);
  const filtersActor = useFiltersRef();
  const details = useSeriesDetails(api, seriesId, year);

  const current = series.find((s) => s.id === seriesId);
  const grades = current?.yearSpecificData.find((y) => y.year === year)?.grades;
  const { rows, keyFeatures } = useMemo(() => gradeRows(seriesId ?? '', grades ?? [], details ?? null, year ?? undefined), [seriesId, grades, details, year]);

  // Filters set on another series mean nothing here: every visit to a series starts unfiltered.
  useEffect(() => {
    filtersActor.send({ type: 'user.clearFilters' });
  }, [filtersActor, seriesId, year]);

  return (
    <TrimView
      year={year}
      seriesName={displayName(current?.name ?? seriesId ?? '', seriesId)}
      rows={rows}
      keyFeatures={keyFeatures}
      loading={loading || details === undefined}
      filters={filters}
      backHref={`${pathPrefix(window.location.pathname)}${page.basePath}`}
      onBack={() => send({ type: 'user.backToModel' })}
      onSetDrive={(active) => filtersActor.send({ type: 'user.setFilter', active })}
      onToggleFeature={(feature) => filtersActor.send({ type: 'user.toggleFeature', feature })}
      onClearFilters={() => filtersActor.send({ type: 'user.clearFilters' })}
      onChoose={(grade) => send({ type: 'user.selectGrade', gradeName: grade.gradeName })}
    />
  );
}
