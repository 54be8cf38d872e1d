import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, useE2eSession } from './harness';

/**
 * The shared-React build (ADR 0110) on a host page that loads React 19 itself
 * (demo/vehicle-shared-react.html): the parcels mount and run on the page's React, and no script
 * of the build carries a React of its own.
 */

jest.setTimeout(90_000);

const SHARED_DIR = path.join(ROOT, 'dist/configurator-shared-react');
if (!existsSync(path.join(SHARED_DIR, 'root-config.js'))) {
  throw new Error('dist/configurator-shared-react/root-config.js is missing: run `npm run build:shared-react` first (npm test does)');
}

// A California ZIP: no ZIP dialog, the configurator renders its model cards at once.
const e2e = useE2eSession({ zipcode: '90210' });

// A property name React 19 and react-dom put in their own code; the JSX runtime the build keeps has none.
const REACT_INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

describe('shared-React build on a page that provides React', () => {
  it('mounts every slot on the page React and ships no React of its own', async () => {
    const scripts = new Map<string, string>();
    e2e.page.on('response', (response) => {
      const url = response.url();
      if (url.includes('/configurator-shared-react/') && url.endsWith('.js')) {
        void response.text().then((body) => scripts.set(path.basename(new URL(url).pathname), body)).catch(() => undefined);
      }
    });
    await e2e.page.goto(`${e2e.server.origin}/shared-react/configurator/`);
    for (const slot of ['configurator', 'region-gate']) {
      await e2e.page.locator(`[data-mfe="${slot}"][data-mfe-state="mounted"]`).waitFor({ state: 'attached' });
    }
    // The session's ZIP cookie keeps the ZIP dialog closed, so its parcel waits unloaded (ADR 0110).
    await e2e.page.locator('[data-mfe="zip-modal"][data-mfe-state="deferred"]').waitFor({ state: 'attached' });
    // The model scene rendered from the data endpoint: the page is really working, not just mounted.
    await e2e.page.locator('[data-mfe="configurator"] img').first().waitFor();
    expect(await e2e.page.locator('[data-mfe="configurator"] img').count()).toBeGreaterThan(0);
    expect(await e2e.page.evaluate(() => (window as unknown as { React?: { version: string } }).React?.version)).toMatch(/^19\./);

    await e2e.page.waitForLoadState('networkidle');
    const loaded = [...scripts.keys()].sort();
    expect(loaded).toEqual(expect.arrayContaining(['demo-host-react.js', 'root-config.js']));
    expect(loaded.some((file) => file.startsWith('mfe-configurator.'))).toBe(true);
    const withReact = loaded.filter((file) => scripts.get(file)!.includes(REACT_INTERNALS));
    expect(withReact).toEqual(['demo-host-react.js']);
    expect(e2e.problems.consoleErrors).toEqual([]);
    expect(e2e.problems.uncaught).toEqual([]);
    expect(e2e.problems.cspViolations).toEqual([]);
  });

  it('says in one console line that the page must provide React when it does not', async () => {
    // The same build without the host's React: the root config names what is missing.
    await e2e.page.route('**/configurator-shared-react/demo-host-react.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await e2e.page.goto(`${e2e.server.origin}/shared-react/configurator/`);
    await e2e.page.locator('[data-mfe="configurator"][data-mfe-state="error"]').waitFor();
    expect(e2e.problems.consoleErrors.join('\n')).toContain('the shared-React build needs window.React (React 19) set by the page before root-config.js');
  });
});
