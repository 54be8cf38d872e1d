/**
 * Page-level behaviour of the configurator (product.md section 2), one hook for the scene router: head elements,
 * the language switcher, the global header, scroll and page-loading flag on scene change, browser
 * back, and the analytics moments (start, exit, page views, exit on leaving the page).
 *
 * The canonical link and the language switcher follow the address bar: a new scene's address is
 * written in useUrlSync's layout effect, before this hook's effects run; a pick's is written after
 * the paint, and useUrlSync then calls the `onAddressWritten` this hook returns.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../domain/entities';
import { createAnalytics, type Analytics } from '../../platform/analytics';
import type { EventBus } from '../../platform/event-bus';
import { watchPageExit, type PageExitSources } from '../../platform/page-exit';
import type { SceneName } from '../machine/configurator.machine';
import { useApiState, useSettledBuild, useConfigurator, useConfiguratorSelector } from '../machine/use-configurator';
import { watchBackNavigation } from './back-navigation';
import { setGlobalHeaderHidden } from '../../platform/global-header';
import { rewriteLanguageLinks } from './language-link';
import { createSceneHeadWriter } from './lazy-scene-head';
import { trackSceneChange } from './scene-analytics';
import { resetForSceneChange, setPageLoading } from './scene-reset';

/** The parcel's slot on the host page; the page-loading flag is set on it. */
export const CONFIGURATOR_SLOT_SELECTOR = '[data-mfe="configurator"]';

let defaultAnalytics: Analytics | undefined;

export interface PageBehaviourOptions {
  bus?: EventBus | null;
  analytics?: Analytics;
  slot?: Element | null;
  /** Injected in tests. */
  document?: Document;
  window?: Window;
  exitSources?: PageExitSources;
  /** The full reload of browser back; `location.assign` by default (jsdom cannot navigate). */
  reload?: (url: string) => void;
}

export function usePageBehaviour(options: PageBehaviourOptions = {}): { onAddressWritten: () => void } {
  const intl = useIntl();
  const doc = options.document ?? document;
  const win = options.window ?? window;
  const analytics = options.analytics ?? (defaultAnalytics ??= createAnalytics());
  const slot = options.slot === undefined ? doc.querySelector(CONFIGURATOR_SLOT_SELECTOR) : options.slot;
  const bus = options.bus ?? null;

  const { scene } = useConfigurator();
  const build = useSettledBuild();
  const pageLoading = useApiState((s) => s.context.pageLoading);
  const seriesId = useConfiguratorSelector((s) => s.context.seriesId);
  const year = useConfiguratorSelector((s) => s.context.year);
  const seriesName = useConfiguratorSelector((s) => s.context.series.find((x) => x.id === s.context.seriesId)?.name ?? null);

  const buildRef = useRef<BuildConfiguration | null>(build);
  buildRef.current = build;
  const previousScene = useRef<SceneName | null>(null);
  const pendingStart = useRef(false);
  const renderedPath = useRef<string | null>(null);
  const writeHead = useRef<ReturnType<typeof createSceneHeadWriter> | null>(null);
  writeHead.current ??= createSceneHeadWriter(doc, (error) => console.error('[configurator] page head chunk failed to load', error));

  // Head, language switcher and the path browser back is compared with. They follow the address
  // bar: a new scene's address is written in the URL sync's layout effect, before the effect below;
  // any other address (a pick's, a step's) is written after the paint, and the URL sync then calls
  // onAddressWritten. The effect runs when what the head names changes, not on every render: a pick
  // re-renders this hook, and its effects would run inside the pick's frame.
  const subjectSeriesId = build?.seriesId || seriesId;
  const subjectSeriesName = build?.seriesName || seriesName;
  const subjectYear = build?.year || year;
  const gradeName = build?.gradeName || null;
  const followAddress = useRef<() => void>(() => undefined);
  followAddress.current = () => {
    renderedPath.current = win.location.pathname;
    const subject = { seriesId: subjectSeriesId, seriesName: subjectSeriesName, year: subjectYear, gradeName };
    writeHead.current!({ scene, subject, intl, location: { origin: win.location.origin, pathname: win.location.pathname } });
    rewriteLanguageLinks(doc, win.location);
  };
  useEffect(() => followAddress.current(), [scene, subjectSeriesId, subjectSeriesName, subjectYear, gradeName, intl]);
  const onAddressWritten = useCallback(() => followAddress.current(), []);

  useEffect(() => {
    setGlobalHeaderHidden(doc, scene === 'configurator');
  }, [doc, scene]);

  useEffect(() => () => void setGlobalHeaderHidden(doc, false), [doc]);

  useEffect(() => {
    setPageLoading(slot, pageLoading);
  }, [slot, pageLoading]);

  useEffect(() => {
    const previous = previousScene.current;
    if (previous === scene) return;
    previousScene.current = scene;
    if (previous !== null) resetForSceneChange(win, slot);
    if (pendingStart.current) {
      // The build never arrived (a failed load): the start is still owed before what follows.
      analytics.trackStart(null);
      pendingStart.current = false;
    }
    const moments = trackSceneChange(analytics, previous, scene, buildRef.current);
    pendingStart.current = moments.start && !buildRef.current;
  }, [scene, analytics, win, slot]);

  useEffect(() => {
    if (pendingStart.current && build) {
      pendingStart.current = false;
      analytics.trackStart(build);
    }
  }, [build, analytics]);

  useEffect(
    () =>
      watchPageExit((reason) => {
        const current = buildRef.current;
        analytics.trackExit(current);
        bus?.publish('configurator:exit', { version: 1, reason, ...(current?.seriesId ? { seriesId: current.seriesId } : {}), ...(current?.year ? { year: current.year } : {}) });
      }, options.exitSources ?? { window: win, document: doc }),
    [analytics, bus, win, doc, options.exitSources],
  );

  const reload = options.reload;
  useEffect(() => watchBackNavigation({ window: win, renderedPath: () => renderedPath.current, reload }), [win, reload]);
  return { onAddressWritten };
}
