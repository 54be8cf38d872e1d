import { axe, watchPage, useE2eSession } from './harness';

/** The harness's own checks must catch real problems, or every "zero violations" test proves nothing. */

jest.setTimeout(60_000);

const e2e = useE2eSession({ server: 'fixtures', pagePerTest: false });

describe('e2e harness on a deliberately broken page', () => {
  it('catches an inline script blocked by the CSP, in the console and as a DOM event', async () => {
    const page = await e2e.browser.context.newPage();
    const problems = await watchPage(page);
    await page.goto(`${e2e.server.origin}/pages/inaccessible.html`, { waitUntil: 'load' });
    expect(await page.title()).toBe('Fixture: deliberately broken page');
    expect(problems.cspViolations.length).toBeGreaterThan(0);
    expect(await problems.collectCspEvents()).toEqual([expect.stringMatching(/^script-src/)]);
    await page.close();
  });

  it('finds the missing image alt and the unnamed button with axe', async () => {
    const page = await e2e.browser.context.newPage();
    await page.goto(`${e2e.server.origin}/pages/inaccessible.html`, { waitUntil: 'load' });
    const ids = (await axe(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
    await page.close();
  });
});
