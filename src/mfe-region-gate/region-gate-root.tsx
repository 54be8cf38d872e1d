import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loadChunk, useLoadedChunk } from '../platform/chunk-load';
import { readZipcode, writeZipcode } from '../platform/cookies';
import { pageContext, type PageContextSources } from '../platform/env';
import type { EventBus } from '../platform/event-bus';
import type { FirstScreenIsland } from '../platform/first-screen';
import { I18nProvider, preloadMessages } from '../platform/i18n/i18n-provider';
import { ApologyPage } from './apology-page';
import { checkRegion, decideOnAnswer, pageErrorMachine, type PageErrorInput, type PageErrorKind, type RegionCheckInput, type RegionCheckOutput } from './page-error.machine';
import { regionalBuildUrl } from './region-rules';
import { createRegionServices, type RegionServices } from './region-services';

export interface RegionGateRootProps {
  bus: EventBus;
  /** The slot (from the root config); it mirrors the state as data-page-error / data-steps-may-render. */
  domElement?: HTMLElement;
  services?: RegionServices;
  sources?: PageContextSources & { document?: Document };
  /** The island of a server render (ADR 0213): the region check the server made for this ZIP. */
  firstScreen?: FirstScreenIsland;
}

/**
 * Only shoppers with a Hawaii, Puerto Rico or Virgin Islands ZIP see the region screen, so it is a
 * chunk of its own (about 1.5 KB gzip off every vehicle page's first load). The apology page stays
 * in: it shows when the network is failing, which is no time to fetch a chunk.
 */
const loadRegionScreen = () => import(/* webpackChunkName: "region-screen" */ './region-screen');
const regionScreenChunk = () => loadChunk(loadRegionScreen, (module) => module.RegionScreen);

/** The bus source of the gate's own page-error events. */
export const REGION_GATE_SOURCE = 'region-gate';

type Snapshot = ReturnType<typeof useMachine<typeof pageErrorMachine>>[0];

function kindOf(state: Snapshot): PageErrorKind {
  if (state.matches('orchestration')) return 'orchestration';
  if (state.matches({ gate: 'region' })) return 'region';
  if (state.matches({ gate: 'inventoryNoResults' })) return 'inventory-no-results';
  return 'none';
}

/**
 * The gate machine's input on this page: the saved ZIP, the state, the page kind, and the server's
 * check of that ZIP when the island has one. The server render asks the same (src/ssr).
 */
export function regionGateInput(bus: EventBus, sources: RegionGateRootProps['sources'], firstScreen?: FirstScreenIsland): PageErrorInput {
  const context = pageContext(sources);
  const zipcode = readZipcode({ document: sources?.document });
  const serverCheck = firstScreen?.regionCheck;
  // A ZIP saved since the page was rendered (another tab) is checked here again.
  const answered = serverCheck && zipcode && serverCheck.zipcode === zipcode ? { lookup: serverCheck.lookup, redirects: serverCheck.redirects, suppressed: serverCheck.suppressed, modelCode: serverCheck.modelCode, year: serverCheck.year } : undefined;
  return {
    zipcode,
    stateCode: bus.last('state-change')?.stateCode ?? context.stateCode,
    paymentEstimator: context.pageKinds.includes('payment-estimator'),
    pathname: (sources?.location ?? window.location).pathname,
    ...(answered ? { answered } : {}),
  };
}

/**
 * Whether the gate can hydrate its slot's server markup (ADR 0213): the server renders the region
 * screen, or the no-inventory page's slot, when its check of the visitor's ZIP says so; the browser
 * decides on the island's check with the same machine, and hydrates when that is still the same
 * screen (the same ZIP). The region screen's chunk and the catalogue load first, so the first
 * render is the server's.
 */
export async function prepareRegionGateHydration(props: RegionGateRootProps, sources = props.sources): Promise<boolean> {
  const input = regionGateInput(props.bus, sources, props.firstScreen);
  if (!input.answered) return false;
  const gate = decideOnAnswer({ ...input, answered: input.answered });
  if (gate !== 'region' && gate !== 'inventoryNoResults') return false;
  await Promise.all([preloadMessages(pageContext(sources).language), gate === 'region' ? regionScreenChunk().promise : undefined]);
  return true;
}

const NO_INVENTORY_SLOT = 'no-inventory';

/**
 * The server markup of the no-inventory slot the gate hydrates over (ADR 0213), read at mount.
 * That slot's content belongs to its own parcel, which may have hydrated it already: the gate
 * gives the slot element as raw HTML (React then leaves its children alone, on hydration and
 * after, as long as the string does not change) instead of an empty element React would empty.
 */
function serverNoInventoryMarkup(domElement: HTMLElement | undefined, firstScreen: FirstScreenIsland | undefined): string | undefined {
  if (!firstScreen || !domElement) return undefined;
  return domElement.querySelector(`:scope > [data-mfe="${NO_INVENTORY_SLOT}"]`)?.innerHTML;
}

/**
 * The region gate parcel: runs the page error machine, tells the page over the bus (page-error,
 * steps:may-render, zipcode-valid, zip-modal:open) and shows the region screen, the no-inventory
 * slot (mounted by the root config as its own parcel) or the apology page.
 */
export function RegionGateRoot({ bus, domElement, services, sources, firstScreen }: RegionGateRootProps) {
  const context = useMemo(() => pageContext(sources), [sources]);
  const cookieDocument = sources?.document;
  const regionServices = useMemo(() => services ?? createRegionServices(), [services]);
  // Set while the gate publishes zipcode-valid itself, so its own listener does not check again.
  const publishing = useRef(false);

  const machine = useMemo(
    () =>
      pageErrorMachine.provide({
        actors: {
          checkRegion: fromPromise<RegionCheckOutput, RegionCheckInput>(({ input, signal }) =>
            checkRegion(input, regionServices, (sources?.location ?? window.location).pathname, signal),
          ),
        },
        actions: {
          confirmSubmittedZip: (_, { zipcode, passed }) => {
            if (!zipcode) return;
            writeZipcode(zipcode, { document: cookieDocument });
            if (!passed) return;
            publishing.current = true;
            try {
              bus.publish('zipcode-valid', { version: 1, zipcode });
            } finally {
              publishing.current = false;
            }
          },
          requestZipModal: () => {
            // product.md section 4: the location modal reopens with the input cleared.
            bus.publish('zip-modal:open', { version: 1, reason: 'region-not-set', clearInput: true });
          },
        },
      }),
    [bus, regionServices, sources, cookieDocument],
  );

  // Read once, at mount: the machine takes its input only then.
  const [input] = useState(() => regionGateInput(bus, sources, firstScreen));
  const [state, send] = useMachine(machine, { input });

  useEffect(() => {
    const isOrchestration = (payload: { type: string; source?: string } | undefined): boolean =>
      payload?.type === 'orchestration' && payload.source !== REGION_GATE_SOURCE;
    if (isOrchestration(bus.last('page-error'))) send({ type: 'bus.orchestrationError' });
    const offs = [
      bus.subscribe('zipcode-valid', ({ zipcode }) => {
        if (!publishing.current) send({ type: 'bus.zipChanged', zipcode });
      }),
      bus.subscribe('state-change', ({ stateCode }) => send({ type: 'bus.stateChanged', stateCode })),
      bus.subscribe('page-error', (payload) => {
        if (isOrchestration(payload)) send({ type: 'bus.orchestrationError' });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [bus, send]);

  // While a ZIP is re-checked the page keeps what it shows (the region screen, or the configurator's
  // steps): flipping to "none" and back would unmount and remount the configurator on every ZIP change.
  const checking = state.matches({ gate: 'checking' });
  // Before the first check of a saved ZIP settles there is no answer yet: the configurator waits
  // (its skeleton, or its server-rendered scene, ADR 0213) rather than hearing a "no" it would
  // act on by clearing the screen, only to show it again a moment later.
  const settled = useRef<{ kind: PageErrorKind; stepsAllowed: boolean } | null>(null);
  if (!checking) settled.current = { kind: kindOf(state), stepsAllowed: state.matches({ gate: 'passed' }) };
  const answered = settled.current !== null;
  const { kind, stepsAllowed } = settled.current ?? { kind: 'none' as const, stepsAllowed: false };
  const { region } = state.context;

  useEffect(() => {
    if (!answered) return;
    bus.publish('steps:may-render', { version: 1, allowed: stepsAllowed });
    // Mirrored on the slot, like data-mfe-state, so host CSS and end-to-end tests can see it.
    if (domElement) domElement.dataset.stepsMayRender = String(stepsAllowed);
  }, [bus, answered, stepsAllowed, domElement]);

  useEffect(() => {
    if (domElement) domElement.dataset.pageError = kind;
  }, [domElement, kind]);

  const publishedKind = useRef<PageErrorKind>('none');
  useEffect(() => {
    // Orchestration came from the configurator over the bus already; only the gate's own kinds go out.
    if (kind === publishedKind.current || kind === 'orchestration') return;
    publishedKind.current = kind;
    bus.publish('page-error', { version: 1, type: kind, source: REGION_GATE_SOURCE, ...(kind === 'region' && region ? { region } : {}) });
  }, [bus, kind, region]);

  // Kept while the slot stays: a slot the gate renders again later (after a ZIP that passed) starts empty.
  const [noInventoryMarkup, setNoInventoryMarkup] = useState(() => serverNoInventoryMarkup(domElement, firstScreen));
  if (kind !== 'inventory-no-results' && noInventoryMarkup !== undefined) setNoInventoryMarkup(undefined);

  const RegionScreen = useLoadedChunk(kind === 'region' && region ? regionScreenChunk() : null);
  let screen = null;
  if (kind === 'orchestration') screen = <ApologyPage language={context.language} />;
  else if (kind === 'region' && region && RegionScreen) {
    const { redirects, modelCode, year, redirectUrl, zipcode, zipError, confirmedZip } = state.context;
    screen = (
      <RegionScreen
        region={region}
        buildUrl={regionalBuildUrl(region, { redirects, modelCode, year, redirectUrl })}
        zipcode={zipcode ?? ''}
        busy={checking}
        zipError={zipError}
        confirmedZip={confirmedZip}
        onSubmitZip={(zip) => send({ type: 'user.submitZip', zipcode: zip })}
      />
    );
  } else if (kind === 'inventory-no-results') {
    // The no-inventory page is its own parcel: the root config mounts it into this slot.
    screen = (
      <div
        data-mfe={NO_INVENTORY_SLOT}
        data-model-code={state.context.modelCode}
        data-year={String(state.context.year)}
        {...(noInventoryMarkup !== undefined ? { dangerouslySetInnerHTML: { __html: noInventoryMarkup }, suppressHydrationWarning: true } : {})}
      />
    );
  }

  return (
    <I18nProvider language={context.language}>
      {screen}
    </I18nProvider>
  );
}
