import type { Locator, Page } from 'playwright-core';
import { buildFromConfiguration } from '../../src/domain/build-from-config';
import { computeTotals } from '../../src/domain/pricing';
import { formatPrice } from '../../src/domain/format';
import type { FullConfiguration } from '../../src/domain/entities';
import { operationFor } from '../../src/platform/graphql/operations';
import { axe, describeViolations, launchBrowser, startApp, watchPage, type BrowserSession, type PageProblems, type RunningServer } from './harness';

/**
 * The configurator scene in Chromium against the real app: a Tacoma TRD Sport build from cab/bed
 * to accessories, a package conflict resolved in the modal, totals checked against domain
 * computeTotals of the same build, reload, undo, and axe on the scene and the open modal.
 */

jest.setTimeout(120_000);

const BUILD_PATH = 'build/step/cab/year/2024/series/tacoma/model/7132/';

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  server = await startApp();
  browser = await launchBrowser();
  // A ZIP cookie skips the ZIP modal (spec 2).
  await browser.context.addCookies([{ name: 'zipcode', value: '90210', url: server.origin }]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await browser.context.newPage();
  problems = await watchPage(page);
});

afterEach(async () => {
  await page.close();
});

const tray = () => page.getByRole('region', { name: /^(Build summary|Resumen de la configuración)$/ });
const trayTotal = () => tray().locator('strong').innerText();

/** Waits until no step is busy (a pick is resolved with the server) and returns the tray total. */
async function settled(): Promise<string> {
  await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
  return trayTotal();
}

/** Clicks a control and waits for the tray total to leave `before`. */
async function pickAndWaitForTotal(control: Locator, before: string): Promise<string> {
  await control.click();
  await page.waitForFunction(
    (previous) => {
      const total = document.querySelector('[data-total="tray"]')?.textContent;
      return Boolean(total) && total !== previous && !document.querySelector('.cfg-scene [aria-busy="true"]');
    },
    before,
  );
  return trayTotal();
}

const breakdownValue = (label: string) =>
  page.getByRole('region', { name: 'Price breakdown' }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd').innerText();

/** The build the URL encodes, priced by the server's configuration and domain computeTotals. */
async function expectedTotalsFromUrl(url: string) {
  const { pathname, searchParams } = new URL(url);
  const trim = /\/model\/([^/]+)\//.exec(pathname)![1];
  const codes = {
    exteriorColorCode: searchParams.get('ext') ?? '',
    interiorColorCode: searchParams.get('int') ?? '',
    packageCodes: searchParams.getAll('pkg'),
    accessoryCodes: searchParams.getAll('acc'),
  };
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' },
    body: JSON.stringify({
      query: operationFor('GET_DEEP_LINK_CONFIG'),
      variables: { deepLinkConfigInput: { brand: 'toyota', year: 2024, seriesId: 'tacoma', trim, ...codes, language: 'EN' } },
    }),
  });
  const body = (await response.json()) as { data: { getDeepLinkConfig: { isDeepLinkValid: boolean; config: FullConfiguration } } };
  expect(body.data.getDeepLinkConfig.isDeepLinkValid).toBe(true);
  return computeTotals(buildFromConfiguration(body.data.getDeepLinkConfig.config, codes));
}

async function expectNoAxeViolations(): Promise<void> {
  expect(describeViolations(await axe(page))).toEqual([]);
}

describe('configurator scene (English)', () => {
  it('builds a Tacoma through every step, resolves a package conflict, and prices it like computeTotals', async () => {
    await page.goto(`${server.origin}/configurator/${BUILD_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Build your 2024 Tacoma TRD Sport' }).waitFor();
    let total = await settled();

    // Steps of a truck without seating options, in spec order.
    const nav = page.getByRole('navigation', { name: 'Build steps' });
    expect(await nav.getByRole('button').allInnerTexts()).toEqual(['Cab and bed', 'Color', 'Powertrain', 'Packages', 'Options', 'Accessories']);
    await expectNoAxeViolations();

    // Cab and bed: a free trim switch within the grade.
    total = await pickAndWaitForTotal(page.getByRole('radio', { name: 'Double Cab with 6-ft Bed, +$300' }), total);
    await page.waitForURL(/\/model\/7133\//);

    // Powertrain: the engine of the grade, then a transmission that moves to another trim.
    await nav.getByRole('button', { name: 'Powertrain' }).click();
    const engine = page.getByRole('group', { name: 'Engine' }).getByRole('radio').first();
    await engine.check();
    expect(await engine.isChecked()).toBe(true);
    const manual = page.getByRole('group', { name: 'Transmission' }).getByRole('radio', { name: /^6-Speed Manual/ });
    await manual.click();
    await page.waitForURL(/\/model\/7134\//);
    await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
    expect(await manual.isChecked()).toBe(true);
    total = await trayTotal();

    // Colours: exterior and interior swatches named with their price.
    await nav.getByRole('button', { name: 'Color' }).click();
    total = await pickAndWaitForTotal(page.getByRole('radio', { name: 'Wind Chill Pearl, $425' }), total);
    const interior = page.getByRole('group', { name: 'Interior color' }).getByRole('radio').first();
    expect(await interior.isChecked()).toBe(true);

    // A package that needs another one: the conflict modal explains, and nothing changes yet.
    await nav.getByRole('button', { name: 'Packages' }).click();
    const premium = page.getByRole('checkbox', { name: 'Premium Package, $3,410' });
    expect(await premium.getAttribute('aria-describedby')).toBeTruthy();
    await premium.click();
    const dialog = page.getByRole('dialog', { name: 'Your change needs other updates' });
    await dialog.waitFor();
    await dialog.getByText('Adding Premium Package requires more items.').waitFor();
    await dialog.getByText('Technology Package (+$1,260)').first().waitFor();
    expect(await trayTotal()).toBe(total);
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
    expect(await premium.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Technology Package, $1,260' }).isChecked()).toBe(true);
    total = await trayTotal();

    // Accessories: a dealer-installed one (outside Total MSRP), then a popular one.
    await nav.getByRole('button', { name: 'Accessories' }).click();
    await page.getByRole('group', { name: 'Popular' }).waitFor();
    const tonneau = page.getByRole('checkbox', { name: /^Hard Tri-Fold Tonneau Cover, / });
    await tonneau.click();
    await page.getByRole('region', { name: 'Price breakdown' }).getByText('Dealer-installed accessories', { exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
    expect(await trayTotal()).toBe(total);
    const beforeLastPick = total;
    total = await pickAndWaitForTotal(page.getByRole('group', { name: 'Popular' }).getByRole('checkbox', { name: /^All-Weather Floor Liners, / }), total);
    await expectNoAxeViolations();

    // The totals on screen are computeTotals of the build the URL encodes.
    const expected = await expectedTotalsFromUrl(page.url());
    expect(total).toBe(formatPrice(expected.totalSRP));
    expect(await breakdownValue('Total MSRP')).toBe(formatPrice(expected.totalSRP));
    expect(await breakdownValue('Total with dealer-installed accessories')).toBe(formatPrice(expected.totalCost));
    expect(expected.totalCost).toBeGreaterThan(expected.totalSRP);

    // Undo restores the previous total; Shift+Ctrl+Z redoes.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction((t) => document.querySelector('[data-total="tray"]')?.textContent === t, beforeLastPick);
    await page.keyboard.press('Control+Shift+Z');
    await page.waitForFunction((t) => document.querySelector('[data-total="tray"]')?.textContent === t, total);

    // A reload restores the same build from the URL.
    const url = page.url();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Build your 2024 Tacoma TRD Sport' }).waitFor();
    await page.waitForFunction((t) => document.querySelector('[data-total="tray"]')?.textContent === t, total);
    expect(page.url()).toBe(url);
    await page.getByRole('navigation', { name: 'Build steps' }).getByRole('button', { name: 'Packages' }).click();
    expect(await page.getByRole('checkbox', { name: 'Premium Package, $3,410' }).isChecked()).toBe(true);

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
  });

  it('loads each scene as its own chunk', async () => {
    await page.goto(`${server.origin}/configurator/${BUILD_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Build your 2024 Tacoma TRD Sport' }).waitFor();
    const chunks = problems.requests.filter((r) => /\/scene-[a-z]+\.[0-9a-f]+\.js$/.test(r)).map((r) => /scene-[a-z]+/.exec(r)![0]);
    expect(chunks).toEqual(['scene-configurator']);
  });
});

describe('configurator scene (Spanish)', () => {
  it('shows the build steps in Spanish, resolves a conflict and has no axe violations', async () => {
    await page.goto(`${server.origin}/espanol/configurator/${BUILD_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Configura tu Tacoma TRD Sport 2024' }).waitFor();
    let total = await settled();
    const nav = page.getByRole('navigation', { name: 'Pasos de configuración' });
    expect(await nav.getByRole('button').allInnerTexts()).toEqual(['Cabina y caja', 'Color', 'Tren motriz', 'Paquetes', 'Opciones', 'Accesorios']);
    await expectNoAxeViolations();

    await nav.getByRole('button', { name: 'Color' }).click();
    total = await pickAndWaitForTotal(page.getByRole('radio', { name: 'Wind Chill Pearl, $425' }), total);
    expect(page.url()).toContain('/espanol/configurator/');

    await nav.getByRole('button', { name: 'Paquetes' }).click();
    await page.getByRole('checkbox', { name: 'Premium Package, $3,410' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tu cambio requiere otros ajustes' });
    await dialog.waitFor();
    await dialog.getByText('Agregar Premium Package requiere más artículos.').waitFor();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Cancelar y conservar mi configuración' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await trayTotal()).toBe(total);
    expect(await page.getByRole('checkbox', { name: 'Premium Package, $3,410' }).isChecked()).toBe(false);
    expect(problems.consoleErrors).toEqual([]);
  });
});
