/**
 * `npm run screenshots`: every scene and overlay of both brands at phone (390x844) and desktop
 * (1280x900) size, in English and Spanish, as PNG files in screenshots/ (gitignored) for anyone
 * reviewing the look: brands x languages x sizes x build steps (at the top and scrolled to the
 * last option), the summary, and the dialogs (the quote form also with its field messages).
 * Needs the production bundle (`npm run build`). Runs the real app on 127.0.0.1 port 0.
 * Filters: brand, size and language names (`-- lexus phone es`); none given means all.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, ROOT, startApp } from '../test/e2e/harness';
import { pathFor, settleConfigurator, SIZES, TEXTS, TOURS, type Brand, type Lang, type SizeName } from '../test/e2e/look/look-tour';

const OUT = path.join(ROOT, 'screenshots');
const OVERLAYS: Record<Lang, string[]> = {
  en: ['Request a quote', 'Share your build', 'Estimate payments', 'Saved builds', 'Build sheet'],
  es: ['Solicita una cotización', 'Comparte tu configuración', 'Calcula tus pagos', 'Configuraciones guardadas', 'Hoja de configuración'],
};
const SEND_QUOTE: Record<Lang, string> = { en: 'Send request', es: 'Enviar solicitud' };

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  // Past the dialogs' entrance animation (420 ms on the luxury theme).
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage });
  process.stdout.write(`${name}.png\n`);
}

async function closeDialog(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: TEXTS[lang].close, exact: true }).first().click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function tour(page: Page, origin: string, brand: Brand, size: SizeName, lang: Lang): Promise<void> {
  const t = TOURS[brand];
  const name = (what: string) => `${brand}-${size}-${lang}-${what}`;
  await page.goto(`${origin}${pathFor(t, lang)}`);
  await page.locator('.cfg-model__card').first().waitFor();
  await page.locator('.cfg-model__image').first().evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  await shoot(page, name('1-model'));
  await page.goto(`${origin}${pathFor(t, lang, t.trims)}`);
  await page.locator('.cfg-trim__grade').first().waitFor();
  await shoot(page, name('2-trim'));
  await page.goto(`${origin}${pathFor(t, lang, t.build)}`);
  await settleConfigurator(page);
  const steps = page.getByRole('navigation', { name: TEXTS[lang].steps }).getByRole('button');
  const count = await steps.count();
  for (let i = 0; i < count; i += 1) {
    const step = steps.nth(i);
    const label = (await step.textContent())?.trim().toLowerCase().replace(/\W+/g, '-') ?? String(i);
    await step.click();
    await settleConfigurator(page);
    await shoot(page, name(`3-step-${i + 1}-${label}`));
    const last = page.locator('.cfg-step .cfg-choice').last();
    if ((await last.count()) > 0) {
      await last.scrollIntoViewIfNeeded();
      await shoot(page, name(`3-step-${i + 1}-${label}-scrolled`));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.getByRole('button', { name: TEXTS[lang].fullScreen }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, name('4-viewer-full-screen'));
  await closeDialog(page, lang);
  await page.getByRole('button', { name: TEXTS[lang].review }).first().click();
  await page.locator('.cfg-summary').waitFor();
  await shoot(page, name('5-summary'));
  await shoot(page, name('5-summary-full'), true);
  for (const [n, overlay] of OVERLAYS[lang].entries()) {
    const button = page.getByRole('button', { name: overlay, exact: true }).first();
    if ((await button.count()) === 0) continue;
    await button.click();
    await page.getByRole('dialog').waitFor();
    const slug = OVERLAYS.en[n]!.toLowerCase().replace(/\W+/g, '-');
    await shoot(page, name(`6-overlay-${slug}`));
    if (n === 0) {
      // The quote form's field messages: sent empty.
      await page.getByRole('dialog').getByRole('button', { name: SEND_QUOTE[lang], exact: true }).click();
      await shoot(page, name(`6-overlay-${slug}-messages`));
    }
    await closeDialog(page, lang);
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startApp();
  const browser = await launchBrowser();
  try {
    await browser.context.addCookies([{ name: 'zipcode', value: '90210', url: server.origin }]);
    // Optional filters: brand, size and language names (`-- lexus phone es`); none given means all.
    const only = process.argv.slice(2);
    const langs = (['en', 'es'] as const).filter((l) => !only.some((o) => o === 'en' || o === 'es') || only.includes(l));
    const brands = (['toyota', 'lexus'] as const).filter((b) => !only.some((o) => o === 'toyota' || o === 'lexus') || only.includes(b));
    const sizes = (Object.keys(SIZES) as SizeName[]).filter((s) => !only.some((o) => o in SIZES) || only.includes(s));
    for (const brand of brands) {
      for (const size of sizes) {
        for (const lang of langs) {
          const page = await browser.context.newPage();
          await page.setViewportSize(SIZES[size]);
          await tour(page, server.origin, brand, size, lang);
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  process.stdout.write(`screenshots written to ${path.relative(process.cwd(), OUT) || '.'}/\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
