import { axe, describeViolations, useE2eSession } from './harness';

/**
 * Issue 15 in Chromium against the real app, in English and Spanish: the conflict dialog states
 * the true effect of a colour swap and lists the colours it replaces; undo survives a reload; a
 * summary link names the code it dropped; a link to an unknown trim lands on the grade list; focus
 * after the ZIP dialog is on the configurator's heading. Expected figures are catalog numbers
 * (Tacoma Limited 7151: $52,300 + $1,495 fee + Wind Chill Pearl $425 = $54,220; Supersonic Red $500).
 */

jest.setTimeout(120_000);

const e2e = useE2eSession({ zipcode: '90210' });

interface Texts {
  prefix: string;
  conflictTitle: string;
  option: (price: string) => string;
  itemsToRemove: string;
  apply: string;
  undo: string;
  notices: string;
  linkNotice: string;
  zipTitle: string;
  /** The Tacoma Limited's Boulder Leather interior as the page's catalog names it (paint names stay English). */
  boulderLeather: string;
}

const LANGUAGES: Array<[string, Texts]> = [
  [
    'en',
    {
      prefix: '',
      conflictTitle: 'Your change needs other updates',
      option: (price) => `Option 1: total change ${price}`,
      itemsToRemove: 'Items to remove',
      apply: 'Apply changes',
      undo: 'Undo',
      notices: 'Notices',
      linkNotice: 'Link notice',
      zipTitle: 'Enter Your ZIP Code',
      boulderLeather: 'Boulder Leather',
    },
  ],
  [
    'es',
    {
      prefix: '/espanol',
      conflictTitle: 'Tu cambio requiere otros ajustes',
      option: (price) => `Opción 1: cambio total ${price}`,
      itemsToRemove: 'Artículos que se quitan',
      apply: 'Aplicar cambios',
      undo: 'Deshacer',
      notices: 'Avisos',
      linkNotice: 'Aviso del enlace',
      zipTitle: 'Ingresa tu código postal',
      boulderLeather: 'Piel Boulder',
    },
  ],
];

const LIMITED = 'build/step/color/year/2024/series/tacoma/model/7151/';
const trayTotal = () => e2e.page.locator('[data-total="tray"]').innerText();
const idle = () => e2e.page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));

describe.each(LANGUAGES)('honest conflicts and links (%s)', (_language, t) => {
  it('a colour swap states its true effect, lists the replaced colours, and undo survives a reload', async () => {
    await e2e.page.goto(`${e2e.server.origin}${t.prefix}/configurator/${LIMITED}`);
    await e2e.page.getByRole('heading', { level: 1 }).first().waitFor();
    await idle();
    expect(await trayTotal()).toBe('$54,220');

    await e2e.page.getByRole('radio', { name: 'Supersonic Red, $500' }).click();
    const dialog = e2e.page.getByRole('dialog', { name: t.conflictTitle });
    await dialog.waitFor();
    // $500 red - $425 Wind Chill Pearl; Black Leather replaces Boulder Leather at $0.
    const first = dialog.getByRole('radio', { name: t.option('+$75') });
    expect(await first.isChecked()).toBe(true);
    const removals = dialog.locator('.cfg-conflict__group', { hasText: t.itemsToRemove }).first();
    await removals.getByText('Wind Chill Pearl (-$425)').waitFor();
    await removals.getByText(`${t.boulderLeather} ($0)`).waitFor();
    expect(describeViolations(await axe(e2e.page))).toEqual([]);
    await dialog.getByRole('button', { name: t.apply }).click();
    await dialog.waitFor({ state: 'detached' });
    await idle();
    expect(await trayTotal()).toBe('$54,295');

    await e2e.page.waitForURL(/ext=3U5/);
    await e2e.page.reload();
    await e2e.page.getByRole('heading', { level: 1 }).first().waitFor();
    await idle();
    expect(await trayTotal()).toBe('$54,295');
    await e2e.page.getByRole('button', { name: t.undo }).click();
    await e2e.page.waitForFunction(() => document.querySelector('[data-total="tray"]')?.textContent === '$54,220');
  });

  it('a summary link with an unknown accessory code names it in a notice', async () => {
    await e2e.page.goto(`${e2e.server.origin}${t.prefix}/configurator/build/step/summary/year/2024/series/tacoma/model/7101/?acc=NOPE42`);
    const notice = e2e.page.getByRole('status', { name: t.notices });
    await notice.getByText(/NOPE42/).waitFor();
  });

  it('a link to an unknown trim lands on the grade list with a notice, not the apology page', async () => {
    await e2e.page.goto(`${e2e.server.origin}${t.prefix}/configurator/build/step/color/year/2024/series/tacoma/model/0000/`);
    const notice = e2e.page.getByRole('status', { name: t.linkNotice });
    await notice.getByText(/0000/).waitFor();
    await e2e.page.waitForURL(/\/series\/tacoma\/?$|\/series\/tacoma\/$/);
    await e2e.page.locator('[data-mfe="configurator"] h1').waitFor();
    // The grade cards follow the heading once the grade's trims arrive (a second request).
    const cards = e2e.page.locator('[data-mfe="configurator"]').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
  });

  it('after the ZIP dialog closes, focus is on the configurator heading', async () => {
    await e2e.browser.context.clearCookies();
    try {
      await e2e.page.goto(`${e2e.server.origin}${t.prefix}/configurator/${LIMITED}`);
      const dialog = e2e.page.getByRole('dialog', { name: t.zipTitle });
      await dialog.waitFor();
      await e2e.page.waitForFunction(() => document.activeElement instanceof HTMLInputElement);
      await e2e.page.keyboard.type('90210');
      await e2e.page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      await e2e.page.waitForFunction(() => document.activeElement?.matches('[data-mfe="configurator"] h1') === true);
    } finally {
      await e2e.browser.context.addCookies([{ name: 'zipcode', value: '90210', url: e2e.server.origin }]);
    }
  });
});
