import Fastify from 'fastify';
import { HOSTILE_HOSTS, isHostileHost, registerHostAssets, withHostileHost } from './hostile-hosts';

const PAGE = '<!doctype html>\n<html lang="en">\n<head><link rel="stylesheet" href="/demo-assets/demo.css"></head><body></body></html>';

describe('hostile hosts', () => {
  it('adds the condition\'s stylesheets at the end of the head, after the page\'s own', () => {
    const html = withHostileHost(PAGE, 'bootstrap');
    expect(html.indexOf('/host-assets/bootstrap.min.css')).toBeGreaterThan(html.indexOf('/demo-assets/demo.css'));
    expect(html.indexOf('/host-assets/bootstrap.min.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('turns the page right-to-left', () => {
    expect(withHostileHost(PAGE, 'rtl')).toContain('<html dir="rtl" lang="en">');
  });

  it('puts a busy host\'s scripts before the page\'s own and its elements after the site header', () => {
    const page = '<html><head><script src="/configurator/root-config.js" defer></script></head><body><header class="site-header"></header><main></main></body></html>';
    const html = withHostileHost(page, 'busy');
    expect(html.indexOf('/configurator-shared-react/demo-busy-host.js')).toBeGreaterThan(-1);
    expect(html.indexOf('/configurator-shared-react/demo-busy-host.js')).toBeLessThan(html.indexOf('/configurator/root-config.js'));
    expect(html.indexOf('id="host-app"')).toBeGreaterThan(html.indexOf('</header>'));
    expect(html.indexOf('id="host-app"')).toBeLessThan(html.indexOf('<main>'));
  });

  it('knows only its own conditions', () => {
    expect(isHostileHost('bootstrap')).toBe(true);
    expect(isHostileHost('toString')).toBe(false);
    expect(isHostileHost(['rtl'])).toBe(false);
    expect(Object.keys(HOSTILE_HOSTS)).toHaveLength(7);
  });

  it('serves Bootstrap and Tailwind\'s preflight from their packages, and nothing else', async () => {
    const app = Fastify();
    registerHostAssets(app);
    const bootstrap = await app.inject({ url: '/host-assets/bootstrap.min.css' });
    expect(bootstrap.statusCode).toBe(200);
    expect(bootstrap.body).toContain('Bootstrap  v5');
    expect((await app.inject({ url: '/host-assets/tailwind-preflight.css' })).body).toContain('box-sizing: border-box');
    expect((await app.inject({ url: '/host-assets/..%2Fpackage.json' })).statusCode).toBe(404);
    await app.close();
  });
});
