import { useMemo } from 'react';
import { useConfigurator, useConfiguratorSelector } from '../../machine/use-configurator';
import { modelCards } from './model-cards';
import { ModelView } from './model-view';

/** The model scene: the brand's series list from the statechart, one event on a pick. */
export default function ModelScene() {
  const { send } = useConfigurator();
  const series = useConfiguratorSelector((s) => s.context.series);
  const loading = useConfiguratorSelector((s) => s.matches({ model: 'loading' }) || s.matches({ model: 'checking' }));
  const cards = useMemo(() => modelCards(series), [series]);
  return <ModelView cards={cards} loading={loading} onSelect={(card) => send({ type: 'user.selectSeries', seriesId: card.seriesId, year: card.year })} />;
}
