import { readZipcode } from '../../../platform/cookies';
import { SceneSkeleton } from '../../app/scene-skeleton';
import { useAppServices } from '../../app/app-services';
import { useBuild, useConfigurator } from '../../machine/use-configurator';
import { NextStepsSlot, useNextStepsEnv } from '../../overlays/next-steps/next-steps-slot';
import { InventoryIndicator } from '../../inventory/inventory-indicator';
import { askForZip } from '../../inventory/use-shopper-zip';
import { LazyOutTheDoorRegion } from '../../out-the-door/lazy-out-the-door';
import { useEnvZip } from '../../out-the-door/use-env-zip';
import { ConfiguratorNotices } from '../configurator/configurator-notices';
import { useDisclaimers } from './disclaimers';
import { SummaryView } from './summary-view';

/**
 * The summary scene: the statechart's build, the disclaimers of its series-year and the ZIP cookie
 * for the inventory link. The next-steps actions (overlays/next-steps) plug in as
 * `nextStepsActions` on SummaryView.
 */
export default function SummaryScene() {
  const { send } = useConfigurator();
  const { language, brand, bus } = useAppServices();
  const zip = useEnvZip(useNextStepsEnv());
  const build = useBuild((s) => s.context.build);
  // A shared link restored here names what it lost, like the configurator scene does (issue 15).
  const linkLost = useBuild((s) => (s.context.deepLinkInvalid ? s.context.linkLost : null));
  const disclaimers = useDisclaimers(window.location.origin, language, build?.seriesId ?? '', build?.year ?? 0);
  if (!build) return <SceneSkeleton scene="summary" />;
  return (
    <>
      <ConfiguratorNotices notices={linkLost ? [{ kind: 'deep-link-invalid', items: linkLost }] : []} onDismiss={() => send({ type: 'user.dismissNotice' })} />
      <SummaryView
      build={build}
      lang={language}
      zipcode={readZipcode()}
      disclaimers={disclaimers}
      nextStepsActions={
        <>
          <NextStepsSlot build={build} />
          <InventoryIndicator build={build} />
          <LazyOutTheDoorRegion build={build} brand={brand} lang={language} zip={zip} onAskZip={() => askForZip(bus)} />
        </>
      }
      onBackToBuild={() => send({ type: 'user.backToBuild' })}
      onChangeTrim={() => send({ type: 'user.backToTrim' })}
      />
    </>
  );
}
