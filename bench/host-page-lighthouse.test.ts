import { armMedians, armOrder, scoreDrop, SLOT_BLOCKED_URL_PATTERNS, withoutFirstScreens } from './host-page-lighthouse';
import type { LighthouseFigures } from './lighthouse';

const run = (performanceScore: number | null, lcpMs = 2000): LighthouseFigures => ({
  performanceScore,
  fcpMs: 900,
  lcpMs,
  tbtMs: 50,
  cls: 0,
  speedIndexMs: 1500,
  interactiveMs: 3000,
});

// Chromium's blocked-URL patterns: `*` matches any run of characters, the rest literally, whole URL.
const blocks = (url: string) =>
  SLOT_BLOCKED_URL_PATTERNS.some((pattern) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\/]/g, '\\$&')).join('.*')}$`).test(url));

describe('host-page-lighthouse', () => {
  it('alternates which arm runs first from round to round', () => {
    expect(armOrder(1)).toEqual(['withoutSlot', 'withSlot']);
    expect(armOrder(2)).toEqual(['withSlot', 'withoutSlot']);
    expect(armOrder(3)).toEqual(['withoutSlot', 'withSlot']);
  });

  it('blocks every file of the configurator bundle, and neither the host page nor its own scripts', () => {
    const origin = 'http://127.0.0.1:4100';
    expect(blocks(`${origin}/configurator/root-config.js`)).toBe(true);
    expect(blocks(`${origin}/configurator/framework.7dffec84.js`)).toBe(true);
    expect(blocks(`${origin}/configurator/parcels.ad84231c.css`)).toBe(true);
    expect(blocks(`${origin}/busy-host/configurator/`)).toBe(false);
    expect(blocks(`${origin}/configurator-shared-react/demo-busy-host.js`)).toBe(false);
    expect(blocks(`${origin}/demo-assets/demo.css`)).toBe(false);
  });

  it('measures the page without the slot with no server-rendered first screen, and does not block that page', () => {
    const url = withoutFirstScreens('http://127.0.0.1:4100/busy-host/configurator/');
    expect(url).toBe('http://127.0.0.1:4100/busy-host/configurator/?ssr=off');
    expect(blocks(url)).toBe(false);
    expect(withoutFirstScreens('http://127.0.0.1:4100/busy-host/configurator/?zip=1')).toBe('http://127.0.0.1:4100/busy-host/configurator/?zip=1&ssr=off');
  });

  it('reports the drop as the median score without the slot minus the median with it', () => {
    expect(scoreDrop([run(99), run(100), run(98)], [run(96), run(97), run(90)])).toBe(3);
    expect(scoreDrop([run(99), run(null)], [run(95)])).toBe(4);
    expect(scoreDrop([run(null)], [run(95)])).toBeNull();
  });

  it('takes each figure\'s median per arm', () => {
    expect(armMedians([run(90, 2000), run(92, 1800), run(91, 2600)])).toMatchObject({ performanceScore: 91, lcpMs: 2000, tbtMs: 50 });
  });
});
