import { useE2eSession } from './harness';

/**
 * The root logic (src/root/mount-slots.ts) in a real browser under the strict CSP, built by
 * webpack with fixture parcels: one that echoes its props, one that throws on mount, one that
 * throws while rendering and one whose chunk 404s.
 */

interface FixtureWindow {
  fixtureRoot: {
    pageErrors: Array<{ version: number; type: string; source?: string; message?: string }>;
    handle: { settled(): Promise<void>; unmountAll(): Promise<void> };
  };
}

jest.setTimeout(60_000);

const e2e = useE2eSession({ server: 'fixtures' });

async function open(name: string): Promise<void> {
  await e2e.page.goto(`${e2e.server.origin}/pages/${name}`, { waitUntil: 'load' });
  await e2e.page.waitForFunction(() => 'fixtureRoot' in window);
  await e2e.page.evaluate(() => (window as unknown as FixtureWindow).fixtureRoot.handle.settled());
}

const pageErrors = () => e2e.page.evaluate(() => (window as unknown as FixtureWindow).fixtureRoot.pageErrors);
const chunkRequests = (name: string) => e2e.problems.requests.filter((url) => new RegExp(`/${name}\\.[0-9a-f]{8}\\.js$`).test(url));

describe('root config in the browser', () => {
  it('mounts the parcel of each slot with its data-* props and loads no chunk for absent slots', async () => {
    await open('slots.html');

    const first = e2e.page.getByRole('region', { name: 'first echo' });
    const second = e2e.page.getByRole('region', { name: 'second echo' });
    await expect(first.locator('[data-prop="brand"]').textContent()).resolves.toBe('toyota');
    await expect(first.locator('[data-prop="apiKey"]').textContent()).resolves.toBe('key-1');
    await expect(second.locator('[data-prop="brand"]').textContent()).resolves.toBe('lexus');
    await expect(e2e.page.locator('#first').getAttribute('data-mfe-state')).resolves.toBe('mounted');

    // One chunk for the parcel on the page (two slots share it), none for parcels not on the page.
    expect(chunkRequests('mfe-echo')).toHaveLength(1);
    for (const absent of ['mfe-throws-on-mount', 'mfe-throws-in-render', 'mfe-missing']) {
      expect(e2e.problems.requests.filter((url) => url.includes(absent))).toEqual([]);
    }
    expect(e2e.problems.consoleErrors).toEqual([]);
    expect(e2e.problems.uncaught).toEqual([]);
    expect(await e2e.problems.collectCspEvents()).toEqual([]);
    expect(await pageErrors()).toEqual([]);
  });

  it('unmounts every parcel cleanly', async () => {
    await open('slots.html');
    await e2e.page.getByRole('button', { name: 'Clicked 0 times' }).first().click();
    await e2e.page.evaluate(() => (window as unknown as FixtureWindow).fixtureRoot.handle.unmountAll());

    await expect(e2e.page.locator('#first').innerHTML()).resolves.toBe('');
    await expect(e2e.page.locator('#second').innerHTML()).resolves.toBe('');
    await expect(e2e.page.locator('#first').getAttribute('data-mfe-state')).resolves.toBe('unmounted');
    expect(e2e.problems.consoleErrors).toEqual([]);
    expect(e2e.problems.uncaught).toEqual([]);
  });

  it('unmounts a parcel whose slot the host removes, leaving the other mounted', async () => {
    await open('slots.html');
    await e2e.page.evaluate(() => document.getElementById('first')!.remove());
    await e2e.page.waitForFunction(() => document.querySelectorAll('section[aria-label]').length === 1);
    await expect(e2e.page.getByRole('region', { name: 'second echo' }).isVisible()).resolves.toBe(true);
    expect(e2e.problems.consoleErrors).toEqual([]);
  });

  describe('with failing parcels on the page', () => {
    beforeEach(async () => {
      await open('failures.html');
      await e2e.page.waitForFunction(() => (window as unknown as FixtureWindow).fixtureRoot.pageErrors.length >= 3);
    });

    it('reports a parcel that throws on mount and one that throws while rendering, on the bus and the console', async () => {
      const errors = await pageErrors();
      expect(errors).toEqual(
        expect.arrayContaining([
          { version: 1, type: 'parcel', source: 'throws-on-mount', message: expect.stringContaining('fixture parcel failed to mount') },
          { version: 1, type: 'parcel', source: 'throws-in-render', message: 'Error: fixture parcel failed while rendering' },
        ]),
      );
      expect(e2e.problems.consoleErrors.some((text) => text.includes('"throws-on-mount" failed while mounting'))).toBe(true);
      expect(e2e.problems.consoleErrors.some((text) => text.includes('"throws-in-render" failed while rendering'))).toBe(true);
      await expect(e2e.page.locator('[data-mfe="throws-on-mount"]').getAttribute('data-mfe-state')).resolves.toBe('error');
      await expect(e2e.page.locator('[data-mfe="throws-in-render"]').getAttribute('data-mfe-state')).resolves.toBe('error');
      expect(e2e.problems.uncaught).toEqual([]);
    });

    it('retries a chunk that 404s once, then reports it as ChunkLoadError', async () => {
      const missing = chunkRequests('mfe-missing');
      expect(missing).toHaveLength(2);
      expect(new Set(missing).size).toBe(1);
      const errors = await pageErrors();
      expect(errors).toContainEqual({ version: 1, type: 'parcel', source: 'missing', message: expect.stringMatching(/^ChunkLoadError: /) });
      expect(errors.filter((e) => e.source === 'missing')).toHaveLength(1);
      await expect(e2e.page.locator('[data-mfe="missing"]').getAttribute('data-mfe-state')).resolves.toBe('error');
    });

    it('keeps the host page and the healthy parcel working', async () => {
      const echo = e2e.page.getByRole('region', { name: 'surviving echo' });
      await echo.getByRole('button', { name: 'Clicked 0 times' }).click();
      await expect(echo.getByRole('button', { name: 'Clicked 1 times' }).isVisible()).resolves.toBe(true);
      await e2e.page.locator('#host-link').click();
      expect(new URL(e2e.page.url()).hash).toBe('#after');
      expect(e2e.problems.uncaught).toEqual([]);
      expect(await e2e.problems.collectCspEvents()).toEqual([]);
    });
  });
});
