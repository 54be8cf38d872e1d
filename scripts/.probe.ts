import { launchBrowser, startApp } from '../test/e2e/harness';
(async () => {
  const server = await startApp(); const b = await launchBrowser();
  await b.context.addCookies([{ name: 'zipcode', value: '90210', url: server.origin }]);
  for (const [w, h] of [[390, 844], [1280, 900]]) for (const p of ['/configurator/build/step/cab/year/2024/series/tacoma/model/7132/', '/configurator/build/step/model/year/2024/series/tacoma/', '/configurator/']) {
    const page = await b.context.newPage(); await page.setViewportSize({ width: w, height: h });
    await page.addInitScript(() => { (window as any).__s = []; new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__s.push({ v: e.value.toFixed(4), t: Math.round(e.startTime), src: (e.sources || []).map((s: any) => `${s.node?.className || s.node?.nodeName} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true }); });
    await page.goto(server.origin + p); await page.waitForTimeout(3000);
    console.log(w, p, JSON.stringify(await page.evaluate(() => (window as any).__s), null, 1));
    await page.close();
  }
  await b.close(); await server.close();
})();
