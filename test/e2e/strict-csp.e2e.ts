import type { Page } from 'playwright-core';
import { useE2eSession } from './harness';

/**
 * The vehicle page under a nonce-based Content-Security-Policy with 'strict-dynamic' and no
 * 'unsafe-inline' (ADR 0210), as a locked-down CMS page sends it: a first visit (ZIP dialog), the
 * model cards, a Tacoma grade, every build step with a colour, a package conflict resolved and an
 * accessory, the summary and a quote request, with no CSP violation or console error on the way.
 */

jest.setTimeout(120_000);

const e2e = useE2eSession();

/** Waits until no step is busy and returns the tray total. */
async function settled(page: Page): Promise<string> {
  await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
  return page.locator('[data-total="tray"]').innerText();
}

/** Clicks a control and waits for the tray total to leave `before`. */
async function pickAndWait(page: Page, click: () => Promise<void>, before: string): Promise<string> {
  await click();
  await page.waitForFunction(
    (previous) => {
      const total = document.querySelector('[data-total="tray"]')?.textContent;
      return Boolean(total) && total !== previous && !document.querySelector('.cfg-scene [aria-busy="true"]');
    },
    before,
  );
  return page.locator('[data-total="tray"]').innerText();
}

describe('the strict-CSP vehicle page', () => {
  it('walks a whole build and a quote with no CSP violation, every chunk carrying the nonce', async () => {
    const { page, problems } = e2e;
    const response = await page.goto(`${e2e.server.origin}/strict-csp/configurator/`);
    const csp = response!.headers()['content-security-policy'];
    const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

    // First visit: the ZIP dialog.
    const zip = page.getByRole('dialog', { name: 'Enter Your ZIP Code' });
    const input = zip.getByRole('textbox', { name: 'ZIP Code' });
    await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement);
    await input.pressSequentially('90210');
    await input.press('Enter');
    await zip.waitFor({ state: 'detached', timeout: 10_000 });

    // Model cards -> trim scene -> a grade.
    await page.getByRole('button', { name: 'Build 2024 Tacoma (Gas)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose your 2024 Tacoma grade' }).waitFor();
    await page.getByRole('button', { name: 'Build TRD Sport' }).first().click();
    await page.getByRole('heading', { level: 1, name: /^Build your 2024 Tacoma TRD Sport$/ }).waitFor();
    let total = await settled(page);
    const nav = page.getByRole('navigation', { name: 'Build steps' });

    // Colour, a package with a conflict resolved in the dialog, an accessory.
    await nav.getByRole('button', { name: 'Color' }).click();
    total = await pickAndWait(page, () => page.getByRole('radio', { name: 'Wind Chill Pearl, $425' }).click(), total);
    await nav.getByRole('button', { name: 'Packages' }).click();
    await page.getByRole('checkbox', { name: 'Premium Package, $3,410' }).click();
    const conflict = page.getByRole('dialog', { name: 'Your change needs other updates' });
    total = await pickAndWait(page, () => conflict.getByRole('button', { name: 'Apply changes' }).click(), total);
    await nav.getByRole('button', { name: 'Accessories' }).click();
    await pickAndWait(page, () => page.getByRole('group', { name: 'Popular' }).getByRole('checkbox', { name: /^All-Weather Floor Liners, / }).click(), total);

    // Summary and a quote request.
    await page.getByRole('button', { name: 'Review build' }).click();
    await page.locator('.cfg-summary[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Request a quote', exact: true }).click();
    const quote = page.getByRole('dialog');
    const dealer = quote.getByRole('radio').first();
    await dealer.waitFor();
    await dealer.check();
    await quote.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await quote.getByRole('textbox', { name: 'Last name' }).fill('García');
    await quote.getByRole('textbox', { name: 'Email', exact: true }).fill(`csp-${Date.now()}@example.com`);
    await quote.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await quote.getByRole('button', { name: 'Send request' }).click();
    expect(await quote.getByRole('status').filter({ hasText: /Q?[A-Z0-9-]{6,}/ }).innerText()).toContain('Ana');

    // webpack put the root config's nonce on every chunk script and stylesheet it added.
    const added = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src*="/configurator/"], link[rel="stylesheet"][href*="/configurator/"]')].map((el) => ({ url: el instanceof HTMLScriptElement ? el.src : el.href, nonce: el.nonce })),
    );
    expect(added.length).toBeGreaterThan(3);
    expect(added.filter((tag) => tag.nonce !== nonce)).toEqual([]);

    expect(problems.cspViolations).toEqual([]);
    expect(await problems.collectCspEvents()).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
  });
});
