import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

interface HostCondition {
  stylesheets: readonly string[];
  dir?: 'rtl';
  /** The host's own scripts, before the configurator's (a CMS theme's scripts come first in its head). */
  scripts?: readonly string[];
  /** The host's own elements, after its site header. */
  markup?: string;
}

/**
 * The host-hostility matrix (issue 29, ADR 0212): real-world conditions of CMS pages, applied to
 * any demo page by `?host=<condition>`, as the CMS's own theme would be. Stylesheets come from the
 * demo folder or, for the CSS frameworks, from their npm packages (never a CDN), served under
 * /host-assets/. The page is otherwise the same, so the parcels must look and work the same.
 */
export const HOSTILE_HOSTS = {
  bootstrap: { stylesheets: ['/host-assets/bootstrap.min.css'] },
  'tailwind-preflight': { stylesheets: ['/host-assets/tailwind-preflight.css'] },
  'small-root-font': { stylesheets: ['/demo-assets/hostile-small-root-font.css'] },
  'content-box': { stylesheets: ['/demo-assets/hostile-content-box.css'] },
  'element-rules': { stylesheets: ['/demo-assets/hostile-element-rules.css'] },
  rtl: { stylesheets: [], dir: 'rtl' },
  // A busy host (ADR 0202): jQuery with a plugin, its own single-spa, and its own React 18 with a
  // root of its own (scripts/webpack/demo-busy-host.js, built with the shared-React demo host).
  busy: {
    stylesheets: [],
    scripts: ['/configurator-shared-react/demo-busy-host.js'],
    markup:
      '<div id="host-app" class="host-banner"></div>\n' +
      '  <ul class="host-ticker" aria-label="News"><li>Spring sales event</li><li>New dealer in town</li><li>Service specials</li></ul>\n',
  },
} as const satisfies Record<string, HostCondition>;

export type HostileHost = keyof typeof HOSTILE_HOSTS;

export const isHostileHost = (name: unknown): name is HostileHost => typeof name === 'string' && Object.prototype.hasOwnProperty.call(HOSTILE_HOSTS, name);

/**
 * The page with the condition's stylesheets at the end of its head (before the chunks the bundle
 * appends), its scripts before the page's first script, its elements after the site header, and
 * its direction.
 */
export function withHostileHost(html: string, host: HostileHost): string {
  const condition: HostCondition = HOSTILE_HOSTS[host];
  const links = condition.stylesheets.map((href) => `  <link rel="stylesheet" href="${href}">\n`).join('');
  let page = html.replace('</head>', `${links}</head>`);
  const scripts = (condition.scripts ?? []).map((src) => `<script src="${src}" defer></script>\n  `).join('');
  if (scripts) page = /<script\b/.test(page) ? page.replace(/<script\b/, `${scripts}<script`) : page.replace('</head>', `  ${scripts}</head>`);
  if (condition.markup) page = page.replace('</header>', `</header>\n  ${condition.markup}`);
  if (condition.dir) page = page.replace(/<html\b/, `<html dir="${condition.dir}"`);
  return page;
}

/** The frameworks' stylesheets, from their packages (development dependencies: absent, they answer 404). */
// Each package's folder is found by its package.json: a stylesheet is no module to resolve.
const PACKAGE_STYLESHEETS: Record<string, () => string> = {
  'bootstrap.min.css': () => path.join(path.dirname(require.resolve('bootstrap/package.json')), 'dist/css/bootstrap.min.css'),
  'tailwind-preflight.css': () => path.join(path.dirname(require.resolve('tailwindcss/package.json')), 'preflight.css'),
};

export function registerHostAssets(app: FastifyInstance): void {
  app.get('/host-assets/:name', async (request, reply) => {
    const file = PACKAGE_STYLESHEETS[(request.params as { name: string }).name];
    let body: Buffer | undefined;
    try {
      body = file ? await fs.readFile(file()) : undefined;
    } catch {
      body = undefined;
    }
    if (!body) return reply.code(404).send({ error: 'Not Found', statusCode: 404 });
    return reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(body);
  });
}
