import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CATALOG_DIR, loadCatalog, type CatalogEntry } from './catalog-loader';
import type { CatalogFile } from './catalog.schema';

// The shipped sample content must carry every feature the configurator and the rules engine rely
// on; one test per requirement so a regression names what went missing.

const catalog = loadCatalog();
const live = (seriesId: string, year: number, brand: 'toyota' | 'lexus' = 'toyota'): CatalogFile => {
  const entry = catalog.get('live', brand, seriesId, year);
  if (!entry) throw new Error(`missing live ${brand}/${seriesId}-${year}`);
  return entry.data;
};
const allEntries: CatalogEntry[] = (['live', 'preview', 'prelive'] as const).flatMap((env) => catalog.list(env));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') ? [full] : [];
  });
}

describe('shipped sample catalog', () => {
  it('loads and validates every content file', () => {
    const files = jsonFiles(DEFAULT_CATALOG_DIR).map((f) => path.relative(DEFAULT_CATALOG_DIR, f).split(path.sep).join('/'));
    expect(files.length).toBeGreaterThanOrEqual(13);
    const loaded = new Set(allEntries.map((e) => e.file));
    for (const f of files) expect(loaded).toContain(f);
    expect(allEntries.every((e) => e.data.sampleContent)).toBe(true);
  });

  it('has the required Toyota and Lexus series in live', () => {
    const ids = catalog.list('live', 'toyota').map((e) => `${e.seriesId}-${e.year}`);
    expect(ids).toEqual(expect.arrayContaining(['tacoma-2024', 'tacomahybrid-2024', 'sienna-2025', 'rav4-2025', 'rav4hybrid-2025', 'rav4prime-2025', 'prius-2025', 'mirai-2025']));
    expect(catalog.list('live', 'lexus').length).toBeGreaterThanOrEqual(2);
  });

  it('has a series with two model years', () => {
    expect(catalog.years('live', 'toyota', 'prius')).toEqual([2024, 2025]);
  });

  it('gives Tacoma 20+ accessories with dealer- and port-installed ones and popular ones', () => {
    const t = live('tacoma', 2024);
    expect(t.accessories.length).toBeGreaterThanOrEqual(20);
    expect(t.accessories.some((a) => a.installPoint === 'DIO')).toBe(true);
    expect(t.accessories.some((a) => a.installPoint === 'PIO')).toBe(true);
    expect(t.accessories.some((a) => a.isPopularAccessory)).toBe(true);
    expect(t.accessories.some((a) => a.includedAccessoryIds.length > 0)).toBe(true);
    expect(t.dph).toBe(1495);
  });

  it('models Tacoma cab/bed, engines, drives and transmissions', () => {
    const t = live('tacoma', 2024);
    const h = live('tacomahybrid', 2024);
    expect(t.bodyStyle).toBe('truck');
    expect(t.options.cabBeds.map((c) => c.label)).toEqual(['XtraCab with 6-ft Bed', 'Double Cab with 5-ft Bed', 'Double Cab with 6-ft Bed']);
    for (const c of t.options.cabBeds) expect(c.bedLength * c.bedWidth * c.bedDepth * c.betweenWheelWell * c.overallLength).toBeGreaterThan(0);
    expect(new Set(t.trims.map((x) => x.driveCode))).toEqual(new Set(['4X2', '4X4']));
    expect(new Set(t.trims.map((x) => x.transmissionCode))).toEqual(new Set(['AT8', 'MT6']));
    expect(t.options.engines.some((e) => e.value.startsWith('i-FORCE 2.4L'))).toBe(true);
    expect(h.trims.every((x) => h.options.engines.find((e) => e.code === x.engineCode)?.value.startsWith('i-FORCE MAX'))).toBe(true);
    const gradeNames = [...t.grades, ...h.grades].map((g) => g.gradeName);
    for (const name of ['SR', 'SR5', 'TRD PreRunner', 'TRD Sport', 'TRD Off-Road', 'Limited', 'TRD Pro', 'Trailhunter']) expect(gradeNames).toContain(name);
  });

  it('puts the default packages FE and QD on every trim of every file at $0', () => {
    for (const { data, file } of allEntries) {
      const id = (code: string) => data.packages.find((p) => p.code === code)?.id;
      for (const trim of data.trims) {
        for (const code of ['FE', 'QD']) {
          expect({ file, trim: trim.code, code, price: trim.packages.find((p) => p.id === id(code))?.msrp }).toEqual({ file, trim: trim.code, code, price: 0 });
          expect(trim.defaultPackageIds).toContain(id(code));
        }
      }
    }
  });

  it('offers Sienna with 7 and 8 passenger seating and seating options on a grade', () => {
    const s = live('sienna', 2025);
    expect(s.options.seatings.map((o) => o.passengers).sort()).toEqual([7, 8]);
    expect(new Set(s.trims.map((t) => t.seatingCode))).toEqual(new Set(['S7', 'S8']));
    const xle = s.grades.find((g) => g.hasSeatingOptions)!;
    expect(new Set(s.trims.filter((t) => t.gradeId === xle.id).map((t) => t.seatingCode))).toEqual(new Set(['S7', 'S8']));
  });

  it('gives plug-in and fuel-cell series mpge and range', () => {
    for (const id of ['rav4prime', 'mirai']) {
      const s = live(id, 2025);
      expect(s.mileage.mpge).toBeGreaterThan(0);
      expect(s.trims.every((t) => (t.mileage.mpge ?? 0) > 0 && (t.mileage.range ?? 0) > 0)).toBe(true);
    }
  });

  it('has a colour only on some grades in every live Toyota series', () => {
    for (const { data, file } of catalog.list('live', 'toyota')) {
      const rule = data.rules.colorGrades[0];
      expect({ file, rule: Boolean(rule) }).toEqual({ file, rule: true });
      const id = data.exteriorColors.find((c) => c.code === rule!.color)!.id;
      const gradesWith = new Set(data.trims.filter((t) => t.exteriorColorIds.includes(id)).map((t) => t.gradeId));
      expect(gradesWith.size).toBeGreaterThan(0);
      expect(gradesWith.size).toBeLessThan(data.grades.length);
    }
  });

  it('has package requires or excludes rules with bite in every live series', () => {
    for (const { data } of catalog.list('live')) {
      expect(data.rules.packageRequires.length + data.rules.packageExcludes.length).toBeGreaterThan(0);
    }
    const t = live('tacoma', 2024).rules;
    expect(t.packageRequires.some((r) => r.mode === 'anyOf')).toBe(true);
    expect(t.packageExcludes.length).toBeGreaterThan(0);
    expect(t.packageIncludes.length).toBeGreaterThan(0);
    expect(t.accessoryRequires.some((r) => r.packages)).toBe(true);
    expect(t.accessoryRequires.some((r) => r.grades)).toBe(true);
    expect(t.accessoryExcludes.length).toBeGreaterThan(0);
    expect(t.colorPairs.length).toBeGreaterThan(0);
    expect(t.combinations.length).toBeGreaterThan(0);
  });

  it('has extra-cost exterior colours with hex codes and colour families, and interior materials', () => {
    for (const { data } of catalog.list('live')) {
      expect(data.exteriorColors.some((c) => c.isExtraCostColor && c.msrp > 0)).toBe(true);
      expect(data.exteriorColors.every((c) => /^#[0-9A-F]{6}$/i.test(c.hexCode) && c.colorFamilies.length > 0)).toBe(true);
      expect(data.interiorColors.every((c) => c.material.length > 0)).toBe(true);
    }
  });

  it('gives Lexus series backgrounds (type) and times of day (icon, type)', () => {
    for (const { data } of catalog.list('live', 'lexus')) {
      expect(data.imagery.backgrounds.map((b) => b.type)).toEqual(expect.arrayContaining(['studio', 'city', 'coast']));
      expect(data.imagery.timesOfDay.map((t) => t.type)).toEqual(['day', 'dusk', 'night']);
      expect(data.imagery.timesOfDay.every((t) => t.icon.length > 0)).toBe(true);
    }
  });

  it('covers the categories Trucks, Minivan, SUVs/Crossovers and Electrified', () => {
    const values = new Set(catalog.list('live', 'toyota').flatMap((e) => e.data.categories.map((c) => c.value)));
    for (const v of ['Trucks', 'Minivan', 'SUVs/Crossovers', 'Electrified']) expect(values).toContain(v);
  });

  it('shows visible differences in preview and prelive', () => {
    expect(catalog.get('live', 'toyota', 'tacoma', 2025)).toBeUndefined();
    expect(catalog.get('preview', 'toyota', 'tacoma', 2025)?.source).toBe('preview');
    expect(catalog.get('preview', 'toyota', 'sienna', 2025)?.source).toBe('live');
    const prelive = catalog.get('prelive', 'toyota', 'tacoma', 2024)!.data;
    const liveTacoma = live('tacoma', 2024);
    expect(liveTacoma.exteriorColors.find((c) => c.code === '040')?.title).toBe('Ice Cap');
    expect(prelive.exteriorColors.find((c) => c.code === '040')?.title).toBe('Ice Cap White');
    expect(prelive.grades.map((g) => g.gradeName)).toContain('X-Runner');
    expect(liveTacoma.grades.map((g) => g.gradeName)).not.toContain('X-Runner');
  });

  it('stores no image URLs (the image service builds them)', () => {
    for (const f of jsonFiles(DEFAULT_CATALOG_DIR)) expect(readFileSync(f, 'utf8')).not.toMatch(/https?:\/\//);
  });
});
