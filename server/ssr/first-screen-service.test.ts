import Fastify from 'fastify';
import { createFirstScreenService } from './first-screen-service';
import { registerFirstScreenRoute } from './first-screen-routes';
import type { FirstScreen, FirstScreenRenderer } from './first-screens';

// The built renderer (dist/ssr) is exercised by src/ssr/render-first-screen.test.tsx and the e2e;
// here a renderer that records its calls shows what the service and the route do around it.
function recordingRenderer(fail = false) {
  const calls: Array<{ slotIndex: number; cookie?: string; pageUrl: string }> = [];
  const renderer: FirstScreenRenderer = {
    SERVER_RENDERED_SLOTS: ['configurator', 'zip-modal'],
    islandElement: (island) => `<script type="application/json" data-ssr-island="${island.slot}">{}</script>`,
    async renderFirstScreen({ slotIndex, cookie, pageUrl }) {
      calls.push({ slotIndex, cookie, pageUrl });
      if (fail) throw new Error('render failed');
      const slot = slotIndex === 1 ? 'configurator' : 'zip-modal';
      if (slot === 'zip-modal' && cookie) return undefined;
      return { slot, attributes: { 'data-ssr': '1' }, html: `<p>${slot}${cookie ? ' for a saved ZIP' : ''}</p>`, island: { slot } } satisfies FirstScreen;
    },
  };
  return { renderer, calls };
}

const PAGE = '<div data-mfe="region-gate"></div><div data-mfe="configurator"></div><div data-mfe="zip-modal"></div>';
const page = (zipcode?: string) => ({ html: PAGE, url: 'https://shop.example/configurator/', ...(zipcode ? { zipcode } : {}) });

describe('the first screen service', () => {
  it('asks the renderer for the slots it renders only, and passes the visitor\'s ZIP as the cookie', async () => {
    const { renderer, calls } = recordingRenderer();
    const service = createFirstScreenService({ renderer, fetchData: async () => ({}) });
    expect(await service.inline(page('90210'))).toBe(
      '<div data-mfe="region-gate"></div><div data-mfe="configurator" data-ssr="1"><p>configurator for a saved ZIP</p></div><script type="application/json" data-ssr-island="configurator">{}</script><div data-mfe="zip-modal"></div>',
    );
    expect(calls.map((c) => [c.slotIndex, c.cookie])).toEqual([[1, 'zipcode=90210'], [2, 'zipcode=90210']]);
  });

  it('reuses a page\'s render for a minute, per ZIP, then renders again', async () => {
    const { renderer, calls } = recordingRenderer();
    let now = 0;
    const service = createFirstScreenService({ renderer, fetchData: async () => ({}), now: () => now });
    await service.render(page());
    await service.render(page());
    expect(calls).toHaveLength(2);
    await service.render(page('90210'));
    expect(calls).toHaveLength(4);
    now = 60_001;
    await service.render(page());
    expect(calls).toHaveLength(6);
  });

  it('serves a render past its minute at once while the next one is made, and renders first when it is older than ten', async () => {
    let version = 0;
    let release: () => void = () => undefined;
    const renderer: FirstScreenRenderer = {
      SERVER_RENDERED_SLOTS: ['configurator'],
      islandElement: () => '',
      async renderFirstScreen() {
        const mine = ++version;
        // The second render is slow: it finishes only when the test says.
        if (mine === 2) await new Promise<void>((resolve) => (release = resolve));
        return { slot: 'configurator', attributes: {}, html: `render ${mine}`, island: { slot: 'configurator' } } satisfies FirstScreen;
      },
    };
    let now = 0;
    const service = createFirstScreenService({ renderer, fetchData: async () => ({}), now: () => now });
    const htmlOf = async () => (await service.render(page())).get(1)?.html;
    expect(await htmlOf()).toBe('render 1');
    now = 61_000;
    // Stale: answered with render 1 without waiting, render 2 started once however often it is asked.
    expect(await htmlOf()).toBe('render 1');
    expect(await htmlOf()).toBe('render 1');
    expect(version).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await htmlOf()).toBe('render 2');
    // Older than ten minutes: the visitor waits for a fresh render.
    now = 61_000 + 600_001;
    expect(await htmlOf()).toBe('render 3');
  });

  it('logs a failed render and leaves the page as it was (the parcels render on the client)', async () => {
    const { renderer } = recordingRenderer(true);
    const log = { error: jest.fn() };
    const service = createFirstScreenService({ renderer, fetchData: async () => ({}), log });
    expect(await service.inline(page())).toBe(PAGE);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ slot: 'configurator' }), expect.stringContaining('renders on the client'));
  });
});

describe('POST /first-screen', () => {
  async function app() {
    delete process.env.API_KEY;
    const server = Fastify();
    const { renderer } = recordingRenderer();
    registerFirstScreenRoute(server, createFirstScreenService({ renderer, fetchData: async () => ({}) }), renderer);
    return server;
  }
  const headers = { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' };

  it('answers each slot\'s screen and the page with them inlined', async () => {
    const server = await app();
    const response = await server.inject({ method: 'POST', url: '/first-screen', headers, payload: { url: 'https://shop.example/configurator/', html: PAGE } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.maxAgeSeconds).toBe(60);
    expect(body.screens).toEqual([
      { slotIndex: 1, slot: 'configurator', attributes: { 'data-ssr': '1' }, html: '<p>configurator</p>', island: '<script type="application/json" data-ssr-island="configurator">{}</script>', styleGroups: ['mfe-configurator', 'scene-model'] },
      { slotIndex: 2, slot: 'zip-modal', attributes: { 'data-ssr': '1' }, html: '<p>zip-modal</p>', island: '<script type="application/json" data-ssr-island="zip-modal">{}</script>', styleGroups: ['mfe-zip-modal'] },
    ]);
    expect(body.page).toContain('<div data-mfe="zip-modal" data-ssr="1"><p>zip-modal</p></div>');
    await server.close();
  });

  it('refuses a caller without the API key, and says what is wrong with a bad request', async () => {
    const server = await app();
    expect((await server.inject({ method: 'POST', url: '/first-screen', headers: { 'content-type': 'application/json' }, payload: { url: 'https://a.example/', html: PAGE } })).statusCode).toBe(401);
    const bad = await server.inject({ method: 'POST', url: '/first-screen', headers, payload: { url: 'javascript:alert(1)', html: '', zipcode: '9021' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/url: .*; html: .*; zipcode: zipcode is five digits/);
    await server.close();
  });
});
