import { createEventBus, type BusEvents, type EventBus } from '../../platform/event-bus';
import { pageContext } from '../../platform/env';
import { act, renderWithProviders, screen, waitFor } from '../../../test/test-utils';
import { ConfiguratorProvider, useConfiguratorRef } from '../machine/use-configurator';
import { createFakeApi, type FakeApi } from '../machine/test-support/fake-configurator-api';
import type { ConfiguratorActorRef } from '../machine/configurator.machine';
import { createAnalytics, type AnalyticsEvent } from '../../platform/analytics';
import { AppServicesProvider } from './app-services';
import { SceneRouter } from './scene-router';
import { loadScene, SCENE_CHUNKS } from './scene-chunks';
import { nextPaint } from '../../platform/after-paint';
import { Component, useLayoutEffect, type ComponentType, type ReactNode } from 'react';

const TRIM_PATH = '/configurator/build/step/model/year/2024/series/tacoma/';

/** The fake port answers no series; the trim scene needs the fixture series with its grade SR. */
function withSeries(api: FakeApi): FakeApi {
  const series = [{ id: 'tacoma', name: 'Tacoma', shortName: 'Tacoma', yearSpecificData: [{ year: 2024, startingMsrp: { value: 30000, disclaimer: '' }, grades: [{ gradeName: 'SR', baseMsrp: { value: 30000, disclaimer: '' } }] }] }];
  api.getSeries = async () => series as unknown as Awaited<ReturnType<FakeApi['getSeries']>>;
  api.getSeriesDetails = async () => series as unknown as Awaited<ReturnType<FakeApi['getSeriesDetails']>>;
  return api;
}

function setup({ path = '/configurator/', gate = false, api = withSeries(createFakeApi()) }: { path?: string; gate?: boolean; api?: FakeApi } = {}) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = gate ? '<div data-mfe="region-gate" data-mfe-state="mounted"></div>' : '';
  const log = jest.fn();
  const bus = createEventBus({ log });
  const published: Array<{ type: string; payload: unknown }> = [];
  for (const type of ['page-error', 'configurator:start', 'configurator:exit'] as const) {
    bus.subscribe(type, (payload) => published.push({ type, payload }));
  }
  const tracked: AnalyticsEvent[] = [];
  const analytics = createAnalytics((event) => void tracked.push(event));
  const services = { brand: 'toyota' as const, language: 'en' as const, page: pageContext(), bus, api, analytics };
  const input = { brand: 'toyota' as const, pathname: window.location.pathname, search: window.location.search };
  const captured: { actor: ConfiguratorActorRef | null } = { actor: null };
  function Capture() {
    captured.actor = useConfiguratorRef();
    return null;
  }
  const view = renderWithProviders(
    <AppServicesProvider value={services}>
      <ConfiguratorProvider api={api} input={input} platform={{ bus }}>
        <Capture />
        <SceneRouter />
      </ConfiguratorProvider>
    </AppServicesProvider>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
  /** Picks grade SR as the trim scene would (the trim scene's own UI is tested beside it). */
  const selectGrade = () => act(() => captured.actor!.send({ type: 'user.selectGrade', gradeName: 'SR' }));
  return { ...view, api, bus, published, tracked, selectGrade };
}

const allow = (bus: EventBus, allowed: boolean) => act(() => void bus.publish('steps:may-render', { version: 1, allowed }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SceneRouter', () => {
  it('renders the scene at once on a page without a region gate slot', async () => {
    setup({ path: TRIM_PATH });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The trim scene's own skeleton stays only until its series details answer (no gate to wait for).
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the configurator' })).not.toBeInTheDocument());
  });

  it('holds a skeleton until the region gate says steps may render', async () => {
    const { bus } = setup({ path: TRIM_PATH, gate: true });
    expect(screen.getByRole('status', { name: 'Loading the configurator' })).toHaveAttribute('data-skeleton', 'trim');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    allow(bus, true);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the configurator' })).not.toBeInTheDocument();
  });

  it('starts the scene chunk download while the region gate is still checking, but renders only when allowed', async () => {
    const load = jest.spyOn(SCENE_CHUNKS, 'trim');
    try {
      const { bus } = setup({ path: TRIM_PATH, gate: true });
      await waitFor(() => expect(load).toHaveBeenCalled());
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      allow(bus, true);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    } finally {
      load.mockRestore();
    }
  });

  it('shows the scene in the same update its chunk arrives in: no Suspense reveal throttle (React holds one 300 ms)', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const chunk = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve));
    const load = jest.spyOn(SCENE_CHUNKS, 'trim').mockReturnValue(chunk);
    try {
      setup({ path: TRIM_PATH });
      expect(screen.getByRole('status', { name: 'Loading the configurator' })).toHaveAttribute('data-skeleton', 'trim');
      await act(async () => {
        arrive({ default: () => <h1>Trim scene</h1> });
        await chunk;
      });
      // Asserted at once, not with findBy: a throttled reveal would still show the skeleton here.
      expect(screen.getByRole('heading', { level: 1, name: 'Trim scene' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading the configurator' })).not.toBeInTheDocument();
    } finally {
      load.mockRestore();
    }
  });

  it('shows a chunk that arrived between its render and its effect (a cached chunk on a reload)', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const chunk = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve));
    const load = jest.spyOn(SCENE_CHUNKS, 'trim').mockReturnValue(chunk);
    const Scene = () => <h1>Trim scene</h1>;
    // Committed after the router's render, before its effect: the chunk is in by then.
    function ArrivesInTheCommit() {
      useLayoutEffect(() => {
        loadScene('trim').value = Scene;
        arrive({ default: Scene });
      }, []);
      return null;
    }
    try {
      window.history.replaceState(null, '', TRIM_PATH);
      const api = withSeries(createFakeApi());
      const services = { brand: 'toyota' as const, language: 'en' as const, page: pageContext(), bus: createEventBus(), api };
      renderWithProviders(
        <AppServicesProvider value={services}>
          <ConfiguratorProvider api={api} input={{ brand: 'toyota', pathname: TRIM_PATH, search: '' }}>
            <SceneRouter />
            <ArrivesInTheCommit />
          </ConfiguratorProvider>
        </AppServicesProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Trim scene' })).toBeInTheDocument();
    } finally {
      load.mockRestore();
    }
  });

  it('hands a scene chunk that failed to download to the error boundary', async () => {
    const failure = Object.assign(new Error('Loading chunk scene-summary failed.'), { name: 'ChunkLoadError' });
    const load = jest.spyOn(SCENE_CHUNKS, 'trim').mockRejectedValue(failure);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let caught: unknown = null;
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught = error;
      }
      override render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    try {
      window.history.replaceState(null, '', TRIM_PATH);
      const api = withSeries(createFakeApi());
      const bus = createEventBus({ log: jest.fn() });
      const services = { brand: 'toyota' as const, language: 'en' as const, page: pageContext(), bus, api, analytics: createAnalytics(() => undefined) };
      renderWithProviders(
        <Boundary>
          <AppServicesProvider value={services}>
            <ConfiguratorProvider api={api} input={{ brand: 'toyota', pathname: TRIM_PATH, search: '' }} platform={{ bus }}>
              <SceneRouter />
            </ConfiguratorProvider>
          </AppServicesProvider>
        </Boundary>,
      );
      await waitFor(() => expect(caught).toBe(failure));
    } finally {
      load.mockRestore();
      quiet.mockRestore();
    }
  });

  it('catches up with a region gate that answered before it mounted', async () => {
    window.history.replaceState(null, '', TRIM_PATH);
    const early = createEventBus({ log: jest.fn() });
    early.publish('steps:may-render', { version: 1, allowed: true });
    const { useStepsGate } = await import('./use-steps-gate');
    document.body.innerHTML = '<div data-mfe="region-gate" data-mfe-state="mounted"></div>';
    let gate = '';
    function Probe() {
      gate = useStepsGate(early);
      return null;
    }
    renderWithProviders(<Probe />);
    expect(gate).toBe('allowed');
  });

  it('renders nothing while the region gate shows its own page', async () => {
    const { bus, container } = setup({ path: TRIM_PATH, gate: true });
    allow(bus, false);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the configurator scene chunk with its skeleton and writes the build into the URL', async () => {
    const { api, selectGrade } = setup({ path: TRIM_PATH });
    selectGrade();
    expect(await screen.findByRole('heading', { level: 1, name: 'Build your 2024 Tacoma SR' })).toBeInTheDocument();
    expect(api.callsOf('getConfigByGrade')).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe('/configurator/build/step/cab/year/2024/series/tacoma/model/T1/'));
    expect(new URLSearchParams(window.location.search).getAll('pkg')).toEqual(['FE', 'QD']);
    expect(new URLSearchParams(window.location.search).get('ext')).toBe('040');
  });

  it('adds a history entry for a new scene and replaces it for steps within the scene', async () => {
    const { selectGrade } = setup({ path: TRIM_PATH });
    await screen.findByRole('heading', { level: 1 });
    const before = window.history.length;
    selectGrade();
    await waitFor(() => expect(window.location.pathname).toMatch(/\/configurator\/build\/step\/cab\//));
    expect(window.history.length).toBe(before + 1);
    await act(async () => screen.getByRole('button', { name: 'Color' }).click());
    await waitFor(() => expect(window.location.pathname).toMatch(/\/step\/color\//));
    expect(window.history.length).toBe(before + 1);
  });

  it("writes a step change within the scene after the paint, then points the language switcher at it", async () => {
    const { selectGrade } = setup({ path: TRIM_PATH });
    document.body.insertAdjacentHTML('afterbegin', '<a data-language-switch hreflang="es" href="/espanol/configurator/">Español</a>');
    await screen.findByRole('heading', { level: 1 });
    selectGrade();
    await waitFor(() => expect(window.location.pathname).toMatch(/\/step\/cab\//));
    const cabPath = window.location.pathname;
    // Callers within one frame share its request (afterNextPaint): let a frame the grade pick
    // still had pending go by, so the click below asks for a frame of its own.
    await act(() => nextPaint());
    // Only the request to paint is watched here: the frame the browser would show next.
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      await act(async () => screen.getByRole('button', { name: 'Color' }).click());
      // Rendered, not yet painted: the address and the switcher still name the cab step.
      expect(screen.getByRole('heading', { level: 2, name: /Color/ })).toBeInTheDocument();
      expect(window.location.pathname).toBe(cabPath);
      expect(frames.length).toBeGreaterThan(0);
      await act(async () => {
        frames.splice(0).forEach((callback) => callback(performance.now()));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(window.location.pathname).toMatch(/\/step\/color\//);
      expect(document.querySelector('[data-language-switch]')).toHaveAttribute('href', `/espanol${window.location.pathname}${window.location.search}`);
    } finally {
      raf.mockRestore();
    }
  });

  it('tells the page the configurator started', async () => {
    const { published, selectGrade } = setup({ path: TRIM_PATH });
    selectGrade();
    await waitFor(() => expect(published).toContainEqual({ type: 'configurator:start', payload: { version: 1, seriesId: 'tacoma', year: 2024 } }));
    expect(published.filter((p) => p.type === 'configurator:start')).toHaveLength(1);
  });

  it('runs page behaviour: the head names the scene and analytics hears each moment once', async () => {
    const { tracked, selectGrade } = setup({ path: TRIM_PATH });
    await screen.findByRole('heading', { level: 1 });
    selectGrade();
    await screen.findByRole('heading', { level: 1, name: 'Build your 2024 Tacoma SR' });
    await waitFor(() => expect(tracked.filter((e) => e.event === 'configurator-start')).toHaveLength(1));
    expect(tracked.filter((e) => e.event === 'page-view').map((e) => e.page?.scene)).toEqual(['trim', 'configurator']);
    expect(document.title).toMatch(/Tacoma/);
  });

  it('tracks and publishes each moment once through "Change grade" and leaving the page (ADR 0082)', async () => {
    const { tracked, published, selectGrade, user } = setup({ path: TRIM_PATH });
    await screen.findByRole('heading', { level: 1 });
    selectGrade();
    await screen.findByRole('heading', { level: 1, name: 'Build your 2024 Tacoma SR' });
    await waitFor(() => expect(tracked.filter((e) => e.event === 'configurator-start')).toHaveLength(1));
    // "Change grade" leaves an unsaved build through the exit-build prompt.
    await user.click(screen.getByRole('button', { name: 'Change grade' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await screen.findByRole('heading', { level: 1, name: /Tacoma/ });
    await waitFor(() => expect(tracked.filter((e) => e.event === 'page-view').map((e) => e.page?.scene)).toEqual(['trim', 'configurator', 'trim']));
    const leave = 'onpagehide' in window ? 'pagehide' : 'unload';
    act(() => void window.dispatchEvent(new Event(leave)));
    const count = (event: string) => tracked.filter((e) => e.event === event).length;
    expect([count('configurator-start'), count('configurator-exit')]).toEqual([1, 2]);
    const exits = published.filter((p) => p.type === 'configurator:exit').map((p) => (p.payload as { reason?: string }).reason ?? 'scene');
    expect(published.filter((p) => p.type === 'configurator:start')).toHaveLength(1);
    expect(exits).toEqual(['scene', leave]);
  });

  it("publishes page-error 'orchestration' when the data endpoint fails fatally", async () => {
    const api = createFakeApi();
    api.failNext('getDeepLinkConfig');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { published, container } = setup({ path: '/configurator/build/step/color/year/2024/series/tacoma/model/T1/', api });
    await waitFor(() => expect(published.map((p) => p.type)).toContain('page-error'));
    const payload = published.find((p) => p.type === 'page-error')!.payload as BusEvents['page-error'];
    expect(payload).toMatchObject({ version: 1, type: 'orchestration', source: 'configurator' });
    expect(container).toBeEmptyDOMElement();
    errors.mockRestore();
  });
});

