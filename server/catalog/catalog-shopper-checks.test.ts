import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATALOG_DIR, parseCatalogFile } from './catalog-loader';
import type { CatalogFile } from './catalog.schema';
import { checkShopperFacing } from './catalog-shopper-checks';

const read = (brand: string, name: string): CatalogFile => {
  const path = join(DEFAULT_CATALOG_DIR, 'live', brand, name);
  return parseCatalogFile(path, readFileSync(path, 'utf8'));
};
const issuesOf = (file: CatalogFile) => {
  const found: string[] = [];
  checkShopperFacing(file, (path, message) => found.push(`${path.join('.')}: ${message}`));
  return found;
};

describe('catalog check: what the shopper reads', () => {
  it('passes the shipped catalogs', () => {
    for (const [brand, name] of [['toyota', 'tacoma-2024.json'], ['lexus', 'nx-2025.json'], ['lexus', 'rx-2025.json'], ['toyota', 'rav4-2025.json']]) {
      expect([name, issuesOf(read(brand, name))]).toEqual([name, []]);
    }
  });

  it('fails a series card that pairs one trim\'s price with another trim\'s fuel economy (the NX plug-in MPGe defect)', () => {
    const nx = read('lexus', 'nx-2025.json');
    const plugIn = nx.trims.find((t) => t.mileage.mpge)!;
    expect(issuesOf({ ...nx, mileage: plugIn.mileage })).toEqual([expect.stringMatching(/^mileage: the series' fuel economy is not that of its starting trim 9820/), expect.stringMatching(/^fuelType: /)]);
  });

  it('fails grades out of price order (the Lexus defect)', () => {
    const rx = read('lexus', 'rx-2025.json');
    const swapped = [...rx.grades];
    [swapped[1], swapped[2]] = [swapped[2], swapped[1]];
    expect(issuesOf({ ...rx, grades: swapped })).toEqual([expect.stringMatching(/^grades\.2: grade ".*" \(from \d+\) is listed after the dearer/)]);
  });

  it('fails two trims of a grade that read the same in its details (the doubled Tacoma line)', () => {
    const tacoma = read('toyota', 'tacoma-2024.json');
    // 7141 and 7142 differ only by transmission; make that the same and the two lines are twins.
    const twins = tacoma.trims.map((t) => (t.code === '7142' ? { ...t, transmissionCode: 'AT8' } : t));
    expect(issuesOf({ ...tacoma, trims: twins })).toEqual([expect.stringMatching(/trims 7141 and 7142 of grade "TRD Off-Road" read the same/)]);
  });
});
