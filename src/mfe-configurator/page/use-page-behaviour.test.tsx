import { waitFor as waitForActor } from 'xstate';
import { act, renderWithProviders, waitFor } from '../../../test/test-utils';
import { createAnalytics, type AnalyticsEvent } from '../../platform/analytics';
import { createEventBus } from '../../platform/event-bus';
import type { BuildActorRef } from '../machine/build.machine';
import type { ConfiguratorActorRef } from '../machine/configurator.machine';
import { SYSTEM_IDS } from '../machine/system-ids';
import { createFakeApi } from '../machine/test-support/fake-configurator-api';
import { ConfiguratorProvider, useConfiguratorRef } from '../machine/use-configurator';
import { PAGE_LOADING_ATTRIBUTE } from './scene-reset';
import { usePageBehaviour, type PageBehaviourOptions } from './use-page-behaviour';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

const TRIM_PATH = '/configurator/build/step/model/year/2024/series/tacoma/';

function setup(path = TRIM_PATH, language: 'en' | 'es' = 'en') {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<title>Host page</title>';
  document.body.innerHTML = `
    <header data-global-header><a data-language-switch hreflang="${language === 'en' ? 'es' : 'en'}" href="/x/">Other language</a></header>
    <div data-mfe="configurator" id="slot"></div>`;
  const slot = document.getElementById('slot')!;
  const events: AnalyticsEvent[] = [];
  const analytics = createAnalytics((e) => events.push(e), { now: () => 0 });
  const bus = createEventBus();
  const exitTarget = new EventTarget();
  const exitSources = {
    window: { onpagehide: null, addEventListener: exitTarget.addEventListener.bind(exitTarget), removeEventListener: exitTarget.removeEventListener.bind(exitTarget) },
    document: { addEventListener: () => undefined, removeEventListener: () => undefined, visibilityState: 'visible' as DocumentVisibilityState },
    navigator: { userAgent: 'jsdom', platform: 'Linux', maxTouchPoints: 0 },
  };
  const reload = jest.fn<void, [string]>();
  const options: PageBehaviourOptions = { analytics, bus, slot, exitSources, reload };
  let actor: ConfiguratorActorRef | null = null;
  function Probe() {
    actor = useConfiguratorRef();
    usePageBehaviour(options);
    return null;
  }
  const api = createFakeApi();
  const view = renderWithProviders(
    <ConfiguratorProvider api={api} input={{ brand: 'toyota', pathname: path }}>
      <Probe />
    </ConfiguratorProvider>,
    { language },
  );
  const root = actor as unknown as ConfiguratorActorRef;
  const build = root.system.get(SYSTEM_IDS.build) as BuildActorRef;
  const loaded = () => act(() => waitForActor(build, (s) => s.matches('ready')).then(() => undefined));
  const go = (path: string) => window.history.replaceState(null, '', path);
  return { root, loaded, events, bus, slot, exitTarget, view, go, reload };
}

const names = (events: AnalyticsEvent[]) => events.map((e) => `${e.event}${e.page ? `:${e.page.scene}` : ''}`);

describe('usePageBehaviour', () => {
  it('describes the trim scene for search engines and indexes it (once the head chunk is in)', async () => {
    setup();
    await waitFor(() => expect(document.title).toBe('2024 tacoma grades | Build and price'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost${TRIM_PATH}`);
    expect(document.head.querySelector('link[hreflang="es"]')).toHaveAttribute('href', `http://localhost/espanol${TRIM_PATH}`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('rewrites the language switcher for the current scene', () => {
    setup();
    expect(document.querySelector('[data-language-switch]')).toHaveAttribute('href', `/espanol${TRIM_PATH}`);
  });

  it('on entering the configurator: noindex, header hidden, start announced with the build, scroll reset', async () => {
    const { root, loaded, events, go } = setup();
    window.scrollTo(0, 500);
    go('/configurator/build/step/color/year/2024/series/tacoma/model/T1/');
    act(() => root.send({ type: 'user.selectGrade', gradeName: 'SR' }));
    await loaded();
    expect(window.scrollY).toBe(0);
    expect(document.querySelector('[data-global-header]')).not.toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toMatch(/^Build your 2024 .*SR \| Build and price$/);
    expect(names(events)).toEqual(['page-view:trim', 'page-view:configurator', 'configurator-start']);
    expect(events[2].attributes).toMatchObject({ brand: expect.any(String) });
    expect(Object.keys(events[2].attributes).length).toBeGreaterThan(1);
  });

  it('announces exit when going back to trim and shows the header again', async () => {
    const { root, loaded, events, go } = setup();
    act(() => root.send({ type: 'user.selectGrade', gradeName: 'SR' }));
    await loaded();
    go(TRIM_PATH);
    act(() => root.send({ type: 'user.backToTrim' }));
    expect(names(events).slice(-2)).toEqual(['configurator-exit', 'page-view:trim']);
    expect(document.querySelector('[data-global-header]')).toBeVisible();
  });

  it('announces exit on leaving the page, to analytics and the bus', () => {
    const { events, bus, exitTarget } = setup();
    const heard = jest.fn();
    bus.subscribe('configurator:exit', heard);
    exitTarget.dispatchEvent(new Event('pagehide'));
    expect(names(events)).toContain('configurator-exit');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ version: 1, reason: 'pagehide' }));
  });

  it('clears the page-loading flag once the scene has loaded', async () => {
    const { slot, root, loaded } = setup();
    act(() => root.send({ type: 'user.selectGrade', gradeName: 'SR' }));
    await loaded();
    expect(slot).not.toHaveAttribute(PAGE_LOADING_ATTRIBUTE);
  });

  it('reloads the base route plus the last path part on browser back, not on an in-page anchor', () => {
    const { reload } = setup();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/configurator/build/step/model/year/2024/series/prius/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledWith('/configurator/');
  });

  it('restores the host page head on the model scene', async () => {
    const { root, go } = setup();
    go('/configurator/');
    act(() => root.send({ type: 'user.backToModel' }));
    expect(document.title).toBe('Host page');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
