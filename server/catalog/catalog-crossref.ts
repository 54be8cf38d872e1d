import type { CatalogFile } from './catalog.schema';
import { checkRules } from './catalog-rule-checks';
import { checkShopperFacing } from './catalog-shopper-checks';

/** One problem in a catalog file: the field path (as zod reports it) and what is wrong there. */
export interface CatalogIssue {
  path: ReadonlyArray<string | number>;
  message: string;
}

type Path = ReadonlyArray<string | number>;

/**
 * Cross-reference checks that a schema cannot express: every id and code a trim or rule names
 * exists, defaults are among what the trim offers, default packages are everywhere at $0, and the
 * default configuration of every trim obeys the file's own rules. Returns all issues (empty = fine)
 * so one run reports every mistake in a file.
 */
export function crossCheckCatalogFile(file: CatalogFile): CatalogIssue[] {
  const issues: CatalogIssue[] = [];
  const add = (path: Path, message: string) => issues.push({ path, message });

  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((i) => [i.id, i]));
  const byCode = <T extends { code: string }>(items: T[]) => new Map(items.map((i) => [i.code, i]));
  const unique = (values: string[], path: Path, what: string) => {
    const seen = new Set<string>();
    values.forEach((v, i) => {
      if (seen.has(v)) add([...path, i], `duplicate ${what} "${v}"`);
      seen.add(v);
    });
  };

  unique(file.grades.map((g) => g.id), ['grades'], 'grade id');
  unique(file.trims.map((t) => t.code), ['trims'], 'trim code');
  for (const [key, items] of [
    ['exteriorColors', file.exteriorColors],
    ['interiorColors', file.interiorColors],
    ['packages', file.packages],
    ['accessories', file.accessories],
  ] as const) {
    unique(items.map((i) => i.id), [key], 'id');
    unique(items.map((i) => i.code), [key], 'code');
  }
  unique(file.wheels.map((w) => w.code), ['wheels'], 'wheel code');

  const grades = byId(file.grades);
  const ext = byId(file.exteriorColors);
  const int = byId(file.interiorColors);
  const pkgs = byId(file.packages);
  const accs = byId(file.accessories);
  const warranties = byId(file.warranties);
  const keyFeatures = byId(file.keyFeatures);
  const features = byId(file.features);
  const wheels = byCode(file.wheels);
  const opts = file.options;
  const optionCodes = {
    engineCode: byCode(opts.engines),
    driveCode: byCode(opts.drives),
    transmissionCode: byCode(opts.transmissions),
    seatingCode: byCode(opts.seatings),
  };
  const cabBeds = byCode(opts.cabBeds);

  const refs = (list: string[], known: Map<string, unknown>, path: Path, what: string) =>
    list.forEach((v, i) => {
      if (!known.has(v)) add([...path, i], `unknown ${what} "${v}"`);
    });

  const combos = new Set<string>();
  file.trims.forEach((trim, t) => {
    const at = (...rest: Array<string | number>) => ['trims', t, ...rest];
    if (!grades.has(trim.gradeId)) add(at('gradeId'), `unknown grade id "${trim.gradeId}"`);
    for (const [field, known] of Object.entries(optionCodes) as Array<[keyof typeof optionCodes, Map<string, unknown>]>) {
      if (!known.has(trim[field])) add(at(field), `unknown option code "${trim[field]}"`);
    }
    if (opts.cabBeds.length > 0 && trim.cabBedCode === undefined) add(at('cabBedCode'), 'a trim of a series with cab/bed choices needs a cabBedCode');
    if (trim.cabBedCode !== undefined && !cabBeds.has(trim.cabBedCode)) add(at('cabBedCode'), `unknown cab/bed code "${trim.cabBedCode}"`);

    const combo = [trim.gradeId, trim.cabBedCode ?? '', trim.engineCode, trim.driveCode, trim.transmissionCode, trim.seatingCode].join('|');
    if (combos.has(combo)) add(at('code'), `another trim has the same grade/cab-bed/engine/drive/transmission/seating combination`);
    combos.add(combo);

    refs(trim.exteriorColorIds, ext, at('exteriorColorIds'), 'exterior colour id');
    refs(trim.interiorColorIds, int, at('interiorColorIds'), 'interior colour id');
    refs(trim.wheelCodes, wheels, at('wheelCodes'), 'wheel code');
    refs(trim.packages.map((p) => p.id), pkgs, at('packages'), 'package id');
    refs(trim.accessories.map((a) => a.id), accs, at('accessories'), 'accessory id');
    refs(trim.warrantyIds, warranties, at('warrantyIds'), 'warranty id');
    refs(trim.keyFeatureIds.map((k) => k.id), keyFeatures, at('keyFeatureIds'), 'key feature id');
    refs(trim.featureIds.map((k) => k.id), features, at('featureIds'), 'feature id');
    unique(trim.exteriorColorIds, at('exteriorColorIds'), 'exterior colour id');
    unique(trim.interiorColorIds, at('interiorColorIds'), 'interior colour id');
    unique(trim.packages.map((p) => p.id), at('packages'), 'package id');
    unique(trim.accessories.map((a) => a.id), at('accessories'), 'accessory id');

    if (!trim.exteriorColorIds.includes(trim.defaultColorId)) add(at('defaultColorId'), `default colour "${trim.defaultColorId}" is not available on the trim`);
    if (!trim.interiorColorIds.includes(trim.defaultInteriorColorId)) add(at('defaultInteriorColorId'), `default interior "${trim.defaultInteriorColorId}" is not available on the trim`);
    if (!trim.wheelCodes.includes(trim.defaultWheelCode)) add(at('defaultWheelCode'), `default wheel "${trim.defaultWheelCode}" is not available on the trim`);
    const offered = new Set(trim.packages.map((p) => p.id));
    trim.defaultPackageIds.forEach((p, i) => {
      if (!offered.has(p)) add(at('defaultPackageIds', i), `default package "${p}" is not available on the trim`);
    });
    for (const pkg of file.packages.filter((p) => p.isDefault)) {
      const onTrim = trim.packages.find((p) => p.id === pkg.id);
      if (!onTrim || onTrim.msrp !== 0 || !trim.defaultPackageIds.includes(pkg.id)) {
        add(at('packages'), `default package ${pkg.code} must be on every trim at $0 and among defaultPackageIds`);
      }
    }
  });

  file.grades.forEach((g, i) => {
    const trims = file.trims.filter((t) => t.gradeId === g.id);
    if (trims.length === 0) add(['grades', i], `grade "${g.id}" has no trims`);
    else if (trims.filter((t) => t.isDefaultTrim).length !== 1) add(['grades', i], `grade "${g.id}" needs exactly one default trim`);
  });

  const minMsrp = Math.min(...file.trims.map((t) => t.msrp));
  if (file.startingMsrp !== minMsrp) add(['startingMsrp'], `startingMsrp ${file.startingMsrp} is not the lowest trim msrp ${minMsrp}`);

  file.accessories.forEach((a, i) => refs(a.includedAccessoryIds, accs, ['accessories', i, 'includedAccessoryIds'], 'accessory id'));

  checkRules(file, add);
  checkShopperFacing(file, add);
  return issues;
}
