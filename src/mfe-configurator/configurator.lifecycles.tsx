import { reactParcelLifecycles } from '../platform/react-parcel';
import { reportOrchestrationError } from './app/app-error-boundary';
import { ConfiguratorRoot } from './app/configurator-root';
import { isEventBus } from './app/parcel-props';
import { prepareConfiguratorHydration } from './app/hydration';

/**
 * The configurator parcel: single-spa-react wiring only (architecture.md convention 1), through
 * the shared helper (ids scoped per slot, render errors reported to the root config). A render
 * error here also asks the region gate for the apology page (page-error 'orchestration').
 */
export const { bootstrap, mount, unmount, serverRoot } = reactParcelLifecycles(ConfiguratorRoot, 'configurator', {
  onRenderError: (error, props) => reportOrchestrationError(isEventBus(props.bus) ? props.bus : null, error),
  // Server markup of the model scene (ADR 0213) is hydrated once its chunk and catalogue are in.
  prepareHydration: prepareConfiguratorHydration,
});

/** The server render's test of its page (src/ssr): the browser's own hydration test. */
export const prepareHydration = prepareConfiguratorHydration;
