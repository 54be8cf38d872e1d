import { useCallback, useMemo } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { parseRoute } from '../../domain/routes';
import { pageContext } from '../../platform/env';
import type { EventBus } from '../../platform/event-bus';
import { I18nProvider } from '../../platform/i18n/i18n-provider';
import { createConfiguratorClient } from '../data/urql-client';
import { createUrqlConfiguratorApi } from '../data/urql-configurator-api';
import type { ConfiguratorEmitted } from '../machine/configurator.machine';
import { ConfiguratorProvider } from '../machine/use-configurator';
import { AppErrorBoundary } from './app-error-boundary';
import { AppServicesProvider, type AppServices } from './app-services';
import { readParcelProps, type ConfiguratorParcelProps } from './parcel-props';
import { SceneRouter } from './scene-router';

/** Relays the statechart's start and exit moments to the page's event bus. */
export function relayToBus(bus: EventBus | null, event: ConfiguratorEmitted): void {
  if (!bus || event.type === 'scene.changed') return;
  const payload = { version: 1 as const, ...(event.seriesId ? { seriesId: event.seriesId } : {}), ...(event.year ? { year: event.year } : {}) };
  bus.publish(event.type === 'configurator.start' ? 'configurator:start' : 'configurator:exit', payload);
}

/**
 * The configurator parcel's root component: reads the slot's props (brand, endpoint, API key,
 * language, bus), then wraps the scenes in the i18n provider, the urql client and the statechart.
 * Invalid props throw, and single-spa-react's error boundary reports them.
 */
export function ConfiguratorRoot(props: ConfiguratorParcelProps) {
  const { brand: rawBrand, endpoint: rawEndpoint, apiKey: rawKey, language: rawLanguage, bus: rawBus } = props;
  const settings = useMemo(
    () => readParcelProps({ brand: rawBrand, endpoint: rawEndpoint, apiKey: rawKey, language: rawLanguage, bus: rawBus }),
    [rawBrand, rawEndpoint, rawKey, rawLanguage, rawBus],
  );
  const page = useMemo(() => pageContext(), []);
  const language = settings.language ?? page.language;
  const { brand, endpoint, apiKey, bus } = settings;
  const client = useMemo(() => createConfiguratorClient({ endpoint, apiKey }), [endpoint, apiKey]);
  const api = useMemo(
    () =>
      createUrqlConfiguratorApi({
        client,
        brand,
        language,
        environment: page.environment,
        // The shopper's region follows the ZIP the ZIP modal validated.
        region: () => bus?.last('zipcode-valid')?.region,
      }),
    [client, brand, language, page.environment, bus],
  );
  // Read once: the statechart restores the build named by the URL at mount.
  const input = useMemo(() => ({ brand, pathname: window.location.pathname, search: window.location.search }), [brand]);
  const initialStep = useMemo(() => parseRoute(input.pathname).step, [input]);
  const services = useMemo<AppServices>(() => ({ brand, language, page, bus, api, initialStep }), [brand, language, page, bus, api, initialStep]);
  const onEmitted = useCallback((event: ConfiguratorEmitted) => relayToBus(bus, event), [bus]);

  return (
    <I18nProvider language={language}>
      <UrqlProvider value={client}>
        <AppServicesProvider value={services}>
          <AppErrorBoundary bus={bus}>
            <ConfiguratorProvider api={api} input={input} onEmitted={onEmitted}>
              <div className="cfg-root" lang={language}>
                <SceneRouter />
              </div>
            </ConfiguratorProvider>
          </AppErrorBoundary>
        </AppServicesProvider>
      </UrqlProvider>
    </I18nProvider>
  );
}
