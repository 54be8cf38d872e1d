import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, useE2eSession } from './harness';
import { collectTexts, findForeign, foreignTexts, gradesOf, paintNames, type Foreign, type WalkGrade } from './language-walk';

/**
 * The language walk (issue 16, ADR 0130): every scene and overlay on /espanol/ for both brands,
 * collecting all visible text and accessible names, fails on any catalog text served in English
 * and on any English message fragment; the same walk on English pages fails on Spanish.
 *
 * `npm test` walks a representative subset: in Spanish every series of both brands (one grade
 * each, the Tacoma's TRD Sport so the conflict dialog opens) through the model scene and its
 * tabs, the trim scene and a grade's details, every configurator step with item details, the
 * summary and the next-steps overlays; in English the first series of each brand the same way.
 * `npm run test:spanish-walk` (SPANISH_WALK=full) walks every grade of every series, every item's
 * details, in both languages.
 */

const FULL = process.env.SPANISH_WALK === 'full';
jest.setTimeout(FULL ? 900_000 : 240_000);

const e2e = useE2eSession({ zipcode: '90210', pagePerTest: false });

const locales = {
  en: JSON.parse(readFileSync(path.join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>,
  es: JSON.parse(readFileSync(path.join(ROOT, 'locales/es.json'), 'utf8')) as Record<string, string>,
};
const msg = (lang: 'en' | 'es', key: string, values: Record<string, string> = {}) =>
  locales[lang][key]!.replace(/\{(\w+)\}/g, (_w, name: string) => values[name] ?? '');

type Brand = 'toyota' | 'lexus';

/** The grades a walk visits: every grade (full), else one per series-year. */
function walkGrades(brand: Brand, seriesLimit: number): WalkGrade[] {
  const all = gradesOf(brand);
  if (FULL) return all;
  const bySeries = new Map<string, WalkGrade>();
  for (const g of all) {
    const key = `${g.seriesId}|${g.year}`;
    if (!bySeries.has(key) || (g.seriesId === 'tacoma' && g.gradeName === 'TRD Sport')) bySeries.set(key, g);
  }
  return [...bySeries.values()].slice(0, seriesLimit);
}

/** A walk's page: one per brand and language, reused for every scene. */
async function openPage(): Promise<Page> {
  return e2e.browser.context.newPage();
}

/** The oracle of the name order (docs/spanish-glossary.md): year first in English, last in Spanish. */
const vehicleName = (lang: 'en' | 'es', g: WalkGrade) => (lang === 'es' ? `Tacoma ${g.gradeName} ${g.year}` : `${g.year} Tacoma ${g.gradeName}`);

class Walk {
  readonly problems: string[] = [];
  visited = 0;
  private readonly foreign: Foreign;
  readonly base: string;

  constructor(
    readonly page: Page,
    readonly lang: 'en' | 'es',
    brand: Brand,
  ) {
    // Allow-list: paint names (brand, model and grade names and codes are the same in both languages).
    this.foreign = foreignTexts(lang, paintNames());
    // The Lexus demo pages sit on the spec's second configurator segment (ADR 0135).
    const segment = brand === 'lexus' ? 'vehicleconfigurator' : 'configurator';
    this.base = `${e2e.server.origin}${lang === 'es' ? '/espanol' : ''}/${segment}/`;
  }

  async check(where: string): Promise<void> {
    this.visited += 1;
    for (const hit of findForeign(await collectTexts(this.page), this.foreign)) this.problems.push(`${where}: ${hit}`);
  }

  /** Opens the dialog a click opens, checks it, and closes it with its close button. */
  async overlay(where: string, open: () => Promise<void>): Promise<void> {
    const before = await this.page.getByRole('dialog').count();
    await open();
    await this.page.waitForFunction((n) => document.querySelectorAll('[role="dialog"]').length > n, before);
    await this.check(where);
    await this.page.getByRole('dialog').last().locator('.vc-modal__close').first().click();
    await this.page.waitForFunction((n) => document.querySelectorAll('[role="dialog"]').length === n, before);
  }

  async notBusy(): Promise<void> {
    await this.page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }
}

async function walkModelScene(walk: Walk): Promise<void> {
  await walk.page.goto(walk.base);
  await walk.page.getByRole('article').first().waitFor();
  await walk.check('model scene');
  const tabs = walk.page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i += 1) {
    await tabs.nth(i).click();
    await walk.page.waitForFunction((n) => document.querySelectorAll('[role="tab"]')[n]?.getAttribute('aria-selected') === 'true', i);
    await walk.check(`model scene, tab ${i + 1}`);
  }
}

async function walkTrimScene(walk: Walk, series: WalkGrade, grades: WalkGrade[]): Promise<void> {
  await walk.page.goto(`${walk.base}build/step/model/year/${series.year}/series/${series.seriesId}/`);
  await walk.page.locator('.cfg-trim__grade').first().waitFor();
  await walk.notBusy();
  await walk.check(`trim ${series.seriesId} ${series.year}`);
  // The comparison table of the first two grades.
  const compare = walk.page.getByRole('checkbox', { name: new RegExp(`^${msg(walk.lang, 'configurator.trim.compare', { grade: '' })}`) });
  if ((await compare.count()) >= 2) {
    await compare.nth(0).check();
    await compare.nth(1).check();
    await walk.page.locator('table').first().waitFor();
    await walk.check(`trim ${series.seriesId} ${series.year}, comparison`);
  }
  for (const grade of grades) {
    const name = msg(walk.lang, 'configurator.trim.details', { grade: grade.gradeName.replace(/ i-FORCE MAX$/, '') });
    const button = walk.page.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) continue;
    await walk.overlay(`trim ${series.seriesId}, details of ${grade.gradeName}`, () => button.first().click());
  }
}

async function walkConfigurator(walk: Walk, grade: WalkGrade, allDetails: boolean): Promise<void> {
  const where = `${grade.seriesId} ${grade.year} ${grade.gradeName}`;
  await walk.page.goto(`${walk.base}build/step/color/year/${grade.year}/series/${grade.seriesId}/model/${grade.trimCode}/`);
  await walk.page.locator('[data-total="tray"]').waitFor();
  await walk.notBusy();
  // One name order on two screens (here the heading and the tray, the summary below).
  if (grade.seriesId === 'tacoma') {
    const vehicle = vehicleName(walk.lang, grade);
    expect(await walk.page.locator('.cfg-scene h1').innerText()).toBe(msg(walk.lang, 'configurator.scene.heading', { vehicle }));
    expect(await walk.page.getByRole('region', { name: msg(walk.lang, 'configurator.tray.label') }).innerText()).toContain(vehicle);
  }
  const steps = walk.page.getByRole('navigation', { name: msg(walk.lang, 'configurator.scene.steps') }).getByRole('button');
  const count = await steps.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i += 1) {
    await steps.nth(i).click();
    await walk.page.waitForFunction((n) => document.querySelectorAll('.cfg-steps button')[n]?.getAttribute('aria-current') === 'step', i);
    await walk.notBusy();
    const step = await steps.nth(i).innerText();
    await walk.check(`${where}, step ${step}`);
    // Item details (the detail overlay): every item in the full walk, the first two otherwise.
    const details = walk.page.locator('.cfg-step').getByRole('button', { name: new RegExp(`^${msg(walk.lang, 'configurator.choice.details', { title: '' })}`) });
    const n = allDetails ? await details.count() : Math.min(2, await details.count());
    for (let d = 0; d < n; d += 1) await walk.overlay(`${where}, step ${step}, details ${d + 1}`, () => details.nth(d).click());
    // The conflict dialog: a package that needs another one (Tacoma: Premium needs Technology).
    const premium = walk.page.getByRole('checkbox', { name: /^(Premium Package|Paquete Premium), / });
    if (grade.seriesId === 'tacoma' && (await premium.count()) === 1 && !(await premium.isChecked())) {
      await walk.overlay(`${where}, conflict dialog`, () => premium.click());
      await walk.notBusy();
    }
  }
}

async function walkSummary(walk: Walk, grade: WalkGrade, overlays: boolean): Promise<void> {
  const where = `${grade.seriesId} ${grade.year} ${grade.gradeName} summary`;
  await walk.page.goto(`${walk.base}build/step/summary/year/${grade.year}/series/${grade.seriesId}/model/${grade.trimCode}/`);
  await walk.page.locator('.cfg-summary[data-ready="true"]').waitFor();
  await walk.check(where);
  if (grade.seriesId === 'tacoma') {
    expect(await walk.page.locator('.cfg-summary h1').innerText()).toBe(msg(walk.lang, 'configurator.summary.heading', { vehicle: vehicleName(walk.lang, grade) }));
  }
  if (!overlays) return;
  const save = msg(walk.lang, 'nextSteps.save.open');
  const actions = walk.page.locator('.vc-next__action');
  for (let i = 0; i < (await actions.count()); i += 1) {
    // textContent, not innerText: the luxury theme sets these labels in capitals (text-transform).
    const label = ((await actions.nth(i).textContent()) ?? '').trim();
    if (label === save) continue;
    await walk.overlay(`${where}, ${label}`, () => actions.nth(i).click());
  }
}

async function walkBrand(brand: Brand, lang: 'en' | 'es', seriesLimit: number): Promise<Walk> {
  const page = await openPage();
  const walk = new Walk(page, lang, brand);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  try {
    await walkModelScene(walk);
    const grades = walkGrades(brand, seriesLimit);
    const seriesYears = [...new Map(grades.map((g) => [`${g.seriesId}|${g.year}`, g])).values()];
    for (const [i, series] of seriesYears.entries()) {
      const ofSeries = grades.filter((g) => g.seriesId === series.seriesId && g.year === series.year);
      await walkTrimScene(walk, series, FULL ? ofSeries : ofSeries.slice(0, 1));
      for (const [j, grade] of ofSeries.entries()) {
        await walkConfigurator(walk, grade, FULL && j === 0);
        await walkSummary(walk, grade, i === 0 && j === 0);
      }
    }
  } finally {
    await page.close();
  }
  expect(uncaught).toEqual([]);
  return walk;
}

describe.each(['toyota', 'lexus'] as const)('language walk, %s', (brand) => {
  it('Spanish pages show no English catalog text and no English message', async () => {
    const walk = await walkBrand(brand, 'es', Infinity);
    expect(walk.visited).toBeGreaterThan(brand === 'toyota' ? 60 : 15);
    expect(walk.problems).toEqual([]);
  });

  it('English pages show no Spanish', async () => {
    const walk = await walkBrand(brand, 'en', FULL ? Infinity : 1);
    expect(walk.visited).toBeGreaterThan(10);
    expect(walk.problems).toEqual([]);
  });
});
