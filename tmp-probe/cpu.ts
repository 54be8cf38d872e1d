import { launchBenchBrowser } from '../bench/lib/browser-session';
import { startBenchServer } from '../bench/lib/bench-server';
async function main() {
  const server = await startBenchServer();
  const bb = await launchBenchBrowser();
  const agg = new Map<string, number>(); const byUrl = new Map<string, number>();
  for (let round = 0; round < 3; round++) {
    const ctx = await bb.newContext(server.origin, true);
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(server.origin + '/configurator/', { waitUntil: 'load' });
    await page.waitForSelector('.cfg-model__image', { timeout: 20000 });
    await page.waitForTimeout(500);
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const dt = new Map<number, number>();
    profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
    for (const n of profile.nodes) {
      const t = (dt.get(n.id) ?? 0) / 1000; if (!t) continue;
      const f = n.callFrame; const url = f.url.replace(/.*\/configurator\//, '');
      const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
      agg.set(key, (agg.get(key) ?? 0) + t / 3); byUrl.set(url || f.functionName, (byUrl.get(url || f.functionName) ?? 0) + t / 3);
    }
    await ctx.close();
  }
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(0)} ms ${k}`).join('\n'));
  console.log('---');
  console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  await bb.close(); await server.close();
}
main();
