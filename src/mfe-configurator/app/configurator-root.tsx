import { useEffect, useMemo, useState } from 'react';
import { pageContext } from '../../platform/env';
import { createAnalytics } from '../../platform/analytics';
import { nextPaint } from '../../platform/after-paint';
import { I18nProvider } from '../../platform/i18n/i18n-provider';
import { BrandContext } from '../../platform/theme/brand-context';
import '../../platform/theme/theme.css';
import '../../platform/theme/components.css';
import { liveContentSource } from '../data/live-content-source';
import { earlySeriesOf, forgetEarlySeries } from '../../platform/graphql/early-series';
import type { FirstScreenIsland } from '../../platform/first-screen';
import { islandSeries } from './island-series';
import { createDataConnection } from '../data/data-connection';
import { initialGeolocation, type PlatformPorts } from '../machine/connect-platform';
import { ConfiguratorProvider } from '../machine/use-configurator';
import type { BuildTiming } from '../machine/build-actors';
import { AppErrorBoundary } from './app-error-boundary';
import { AppServicesProvider, type AppServices } from './app-services';
import { readParcelProps, type ConfiguratorParcelProps } from './parcel-props';
import { SceneRouter } from './scene-router';

/** A pick's confirming request starts after its new total is painted (build-actors.ts, ADR 0152). */
const PICK_TIMING: BuildTiming = { beforePickRequest: () => nextPaint() };

/**
 * The configurator parcel's root component: reads the slot's props (brand, endpoint, API key,
 * language, bus), then wraps the scenes in the i18n provider, the urql client and the statechart.
 * Invalid props throw, and single-spa-react's error boundary reports them.
 */
export function ConfiguratorRoot(props: ConfiguratorParcelProps & { firstScreen?: FirstScreenIsland }) {
  const { brand: rawBrand, endpoint: rawEndpoint, apiKey: rawKey, language: rawLanguage, bus: rawBus } = props;
  const { authMode, region: cloudRegion, identityPoolId, identityEndpoint, userPoolId, realtimeEndpoint, domElement } = props;
  const settings = useMemo(
    () =>
      readParcelProps({
        brand: rawBrand, endpoint: rawEndpoint, apiKey: rawKey, language: rawLanguage, bus: rawBus,
        authMode, region: cloudRegion, identityPoolId, identityEndpoint, userPoolId, realtimeEndpoint,
      }),
    [rawBrand, rawEndpoint, rawKey, rawLanguage, rawBus, authMode, cloudRegion, identityPoolId, identityEndpoint, userPoolId, realtimeEndpoint],
  );
  const page = useMemo(() => pageContext(), []);
  const language = settings.language ?? page.language;
  const { brand, bus, cloud: cloudSettings } = settings;
  // Where the shopper is, at mount: the zipcode cookie's ZIP (with the bus's region for it).
  const geolocation = useMemo(() => initialGeolocation({ bus }), [bus]);
  // The data layer (urql through the platform cloud client, ADR 0100) loads with its first call;
  // the series list the root config asked for early is used when it asked the same (ADR 0111).
  // The statechart sends its region with each call (actor input); this start value is the default.
  // The island of a server render (ADR 0213), read at mount only: its series list is the
  // statechart's start value, so the hydrating render shows the cards the server rendered.
  const [firstScreen] = useState(props.firstScreen);
  const startSeries = useMemo(
    () => islandSeries(firstScreen, { brand, language, environment: page.environment, region: geolocation.region }),
    [firstScreen, brand, language, page.environment, geolocation],
  );
  const connection = useMemo(
    () =>
      createDataConnection({
        cloud: cloudSettings,
        brand,
        language,
        environment: page.environment,
        region: () => geolocation.region ?? undefined,
        early: earlySeriesOf(domElement),
      }),
    [cloudSettings, brand, language, page.environment, geolocation, domElement],
  );
  const { api } = connection;
  useEffect(() => () => connection.dispose(), [connection]);
  useEffect(() => forgetEarlySeries(domElement), [domElement]);
  // Preview and prelive pages with a realtime endpoint refetch on catalog edits (ADR 0104).
  const liveContent = useMemo(
    () => liveContentSource({ settings: connection.settings, cloud: connection.cloud, environment: page.environment, brand }),
    [connection, page.environment, brand],
  );
  // Read once: the statechart restores the build named by the URL at mount, and its step machine
  // starts on the URL's step (ADR 0081).
  const input = useMemo(
    () => ({ brand, pathname: window.location.pathname, search: window.location.search, geolocation, ...(startSeries ? { series: startSeries } : {}) }),
    [brand, geolocation, startSeries],
  );
  // One analytics for the parcel: page behaviour (SceneRouter) sends page views, start and exit;
  // connect-platform is given none, else every moment would be tracked twice.
  const analytics = useMemo(() => createAnalytics(), []);
  const services = useMemo<AppServices>(
    () => ({ brand, language, page, bus, api, analytics, serverRendered: startSeries !== undefined }),
    [brand, language, page, bus, api, analytics, startSeries],
  );
  // The bus relay of start/exit and the bus's 'zipcode-valid' into the geolocation machine.
  const platform = useMemo<PlatformPorts>(() => ({ bus }), [bus]);

  return (
    <I18nProvider language={language}>
      {/* No urql Provider: no component queries; data reaches views through the statechart's port (api). */}
      <AppServicesProvider value={services}>
        <AppErrorBoundary bus={bus}>
          <ConfiguratorProvider api={api} input={input} platform={platform} liveContent={liveContent} timing={PICK_TIMING}>
            <BrandContext.Provider value={brand}>
              <div className="cfg-root" lang={language}>
                <SceneRouter />
              </div>
            </BrandContext.Provider>
          </ConfiguratorProvider>
        </AppErrorBoundary>
      </AppServicesProvider>
    </I18nProvider>
  );
}
