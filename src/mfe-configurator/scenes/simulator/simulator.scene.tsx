import { useMemo } from 'react';
import { routeFor } from '../../../domain/routes';
import { useAppServices } from '../../app/app-services';
import { pathPrefix } from '../../../domain/routes';
import { encodeBuildUrl } from '../../machine/build-url';
import { useConfigurator } from '../../machine/use-configurator';
import { SimulatorView, type SimulatorUrls } from './simulator-view';

/** The simulator scene: the view over the parcel's data port, with links into the other scenes. */
export default function SimulatorScene() {
  const { send } = useConfigurator();
  const { api, brand, language, page } = useAppServices();
  const urls = useMemo<SimulatorUrls>(() => {
    const prefix = pathPrefix(window.location.pathname);
    const segment = /\/vehicleconfigurator(\/|$)/i.test(window.location.pathname) ? 'vehicleconfigurator' : 'configurator';
    const common = { lang: language, environment: page.environment, segment };
    return {
      model: `${prefix}${routeFor('model', common)}`,
      trim: (series, year) => `${prefix}${routeFor('trim', { ...common, series, year })}`,
      build: (scene, build) => `${prefix}${encodeBuildUrl(scene, build, common)}`,
    };
  }, [language, page.environment]);
  return <SimulatorView brand={brand} api={api} urls={urls} onBackToModel={() => send({ type: 'user.backToModel' })} />;
}
