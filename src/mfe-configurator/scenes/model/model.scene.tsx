import { useMemo, useState } from 'react';
import { useAppServices } from '../../app/app-services';
import { forgetLastBuild, lastBuildUrl, readLastBuild } from '../../app/last-build';
import { useConfigurator, useConfiguratorSelector } from '../../machine/use-configurator';
import { modelCards } from './model-cards';
import { ModelView, type ContinueOffer } from './model-view';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The model scene: the brand's series list from the statechart, one event on a pick; and the build left, to continue. */
export default function ModelScene() {
  const { send } = useConfigurator();
  const { brand, page, language } = useAppServices();
  const series = useConfiguratorSelector((s) => s.context.series);
  const loading = useConfiguratorSelector((s) => s.matches({ model: 'loading' }) || s.matches({ model: 'checking' }));
  const cards = useMemo(() => modelCards(series), [series]);
  // Read once when the scene opens: the record only changes when the shopper leaves a build.
  const [offer, setOffer] = useState<ContinueOffer | null>(() => {
    const record = readLastBuild(browserStorage(), { brand, environment: page.environment }, Date.now());
    return record ? { vehicle: record.vehicle, href: lastBuildUrl(record, language), totalSRP: record.totalSRP } : null;
  });
  const forget = () => {
    forgetLastBuild(browserStorage());
    setOffer(null);
  };
  return (
    <ModelView
      cards={cards}
      loading={loading}
      continueOffer={offer}
      onForgetContinue={forget}
      onSelect={(card) => send({ type: 'user.selectSeries', seriesId: card.seriesId, year: card.year })}
    />
  );
}
