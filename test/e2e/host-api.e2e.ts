import { HOST_WINDOW_PROPERTIES } from '../../src/domain/host-api';
import { useE2eSession } from './harness';

/**
 * The bundle exposes nothing on `window` beyond what the host API names (docs/host-api.md, ADR
 * 0211): the window's own property names when the document starts, before any page script, against
 * the same after the parcels mounted and the shopper moved through the scenes.
 */

jest.setTimeout(60_000);

const e2e = useE2eSession();

// What the harness itself adds before the page runs (watchPage's CSP listener) and this baseline.
const HARNESS_PROPERTIES = ['__cspViolations', '__windowBaseline'];

async function recordBaseline(): Promise<void> {
  await e2e.page.addInitScript(() => {
    (window as unknown as { __windowBaseline: string[] }).__windowBaseline = Object.getOwnPropertyNames(window);
  });
}

async function addedProperties(): Promise<string[]> {
  return e2e.page.evaluate((ignored) => {
    const before = new Set((window as unknown as { __windowBaseline: string[] }).__windowBaseline);
    return Object.getOwnPropertyNames(window).filter((name) => !before.has(name) && !ignored.includes(name)).sort();
  }, HARNESS_PROPERTIES);
}

const allowed = (names: string[]) => names.filter((name) => !HOST_WINDOW_PROPERTIES.includes(name));

describe('names the bundle adds to window', () => {
  it('first visit: the ZIP dialog, then the model cards, a trim and the configurator', async () => {
    await e2e.browser.context.clearCookies();
    await recordBaseline();
    await e2e.page.goto(`${e2e.server.origin}/configurator/`);
    const zip = e2e.page.getByRole('dialog', { name: 'Enter Your ZIP Code' });
    await e2e.page.waitForFunction(() => document.activeElement instanceof HTMLInputElement);
    await zip.getByRole('textbox', { name: 'ZIP Code' }).pressSequentially('90210');
    await zip.getByRole('textbox', { name: 'ZIP Code' }).press('Enter');
    await e2e.page.getByRole('button', { name: 'Build 2024 Tacoma (Gas)' }).click();
    await e2e.page.getByRole('button', { name: 'Build SR5' }).click();
    await e2e.page.getByRole('heading', { level: 1, name: /^Build your 2024 Tacoma SR5$/ }).waitFor();
    const added = await addedProperties();
    expect(allowed(added)).toEqual([]);
    // The chunk array is there under the contract's name, so the check above looked at a live bundle.
    expect(added).toContain('vehicleConfiguratorChunks');
    expect(e2e.problems.consoleErrors).toEqual([]);
  });

  it.each(['/espanol/configurator/', '/hawaii-demo/configurator/', '/dealers/', '/payment-estimator/'])('%s', async (url) => {
    await recordBaseline();
    await e2e.page.goto(`${e2e.server.origin}${url}`, { waitUntil: 'networkidle' });
    // The root logic marked the slots (a ZIP modal behind the saved ZIP sleeps, never mounting).
    await e2e.page.locator('[data-mfe-state]').first().waitFor({ state: 'attached' });
    const added = await addedProperties();
    expect(allowed(added)).toEqual([]);
    expect(added).toContain('vehicleConfiguratorChunks');
  });
});
