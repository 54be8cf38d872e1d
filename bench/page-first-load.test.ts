import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_BUDGET_GZIP, firstLoadReport, scriptLoad } from './page-first-load';

// Incompressible bytes, so a body's gzip size is close to its length and budgets are easy to hit.
const noise = (length: number) => randomBytes(length);

describe('scriptLoad', () => {
  it('measures raw and gzip -9 bytes and keeps what the browser transferred', () => {
    const body = Buffer.from('const answer = 42;\n'.repeat(200));
    const load = scriptLoad('/configurator/a.js', body, 512, 'gzip');
    expect(load).toEqual({ file: '/configurator/a.js', transferredBytes: 512, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, contentEncoding: 'gzip' });
    expect(load.gzipBytes).toBeLessThan(body.length / 10);
  });

  it('falls back to the body length when the browser reported no size', () => {
    expect(scriptLoad('/a.js', Buffer.from('x'), -1, null).transferredBytes).toBe(1);
  });
});

describe('firstLoadReport', () => {
  it('sums each script once, largest first, and flags an uncompressed server', () => {
    const a = scriptLoad('/configurator/a.js', noise(4000), 4000, null);
    const b = scriptLoad('/configurator/b.js', noise(9000), 9000, null);
    const report = firstLoadReport([a, b, a]);
    expect(report.scripts.map((s) => s.file)).toEqual(['/configurator/b.js', '/configurator/a.js']);
    expect(report.total).toEqual({ transferredBytes: 13000, rawBytes: 13000, gzipBytes: a.gzipBytes + b.gzipBytes });
    expect(report.servedUncompressed).toBe(true);
    expect(report.pass).toBe(true);
  });

  it('fails the 150 KB gzip budget when the scripts are larger', () => {
    const big = scriptLoad('/configurator/vendor.js', noise(FIRST_LOAD_BUDGET_GZIP + 1000), 1000, 'br');
    const report = firstLoadReport([big]);
    expect(report.servedUncompressed).toBe(false);
    expect(report.verdicts[0]).toMatchObject({ limit: 153600, pass: false });
    expect(report.pass).toBe(false);
  });

  it('leaves the verdict open when no script loaded', () => {
    expect(firstLoadReport([]).pass).toBeNull();
  });
});
