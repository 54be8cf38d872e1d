import { useLayoutEffect, useMemo, useState } from 'react';
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
  // Read once when the scene opens: the record only changes when the shopper leaves a build. In a
  // layout effect, not the first render: the server renders without the shopper's storage, and a
  // hydrated first render must equal its markup; before paint, so a client render shows it at once.
  const [offer, setOffer] = useState<ContinueOffer | null>(null);
  useLayoutEffect(() => {
    const record = readLastBuild(browserStorage(), { brand, environment: page.environment }, Date.now());
    if (record) setOffer({ vehicle: record.vehicle, href: lastBuildUrl(record, language), totalSRP: record.totalSRP });
  }, [brand, page.environment, language]);
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
