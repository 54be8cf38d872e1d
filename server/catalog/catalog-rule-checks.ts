import type { CatalogFile, CatalogItemType } from './catalog.schema';

type Path = ReadonlyArray<string | number>;
type Add = (path: Path, message: string) => void;

/** Every code a rule names exists; colour-grade rules agree with trim availability; default configs obey the rules. */
export function checkRules(file: CatalogFile, add: Add): void {
  const known: Record<CatalogItemType, Set<string>> = {
    EXTERIOR_COLOR: new Set(file.exteriorColors.map((c) => c.code)),
    INTERIOR_COLOR: new Set(file.interiorColors.map((c) => c.code)),
    PACKAGE: new Set(file.packages.map((p) => p.code)),
    ACCESSORY: new Set(file.accessories.map((a) => a.code)),
    CAB_BED: new Set(file.options.cabBeds.map((c) => c.code)),
    ENGINE: new Set(file.options.engines.map((c) => c.code)),
    DRIVE: new Set(file.options.drives.map((c) => c.code)),
    TRANSMISSION: new Set(file.options.transmissions.map((c) => c.code)),
    SEATING: new Set(file.options.seatings.map((c) => c.code)),
    GRADE: new Set(file.grades.map((g) => g.id)),
    TRIM: new Set(file.trims.map((t) => t.code)),
    WHEELS: new Set(file.wheels.map((w) => w.code)),
  };
  const names: Record<CatalogItemType, string> = {
    EXTERIOR_COLOR: 'exterior colour code', INTERIOR_COLOR: 'interior colour code', PACKAGE: 'package code',
    ACCESSORY: 'accessory code', CAB_BED: 'cab/bed code', ENGINE: 'engine code', DRIVE: 'drive code',
    TRANSMISSION: 'transmission code', SEATING: 'seating code', GRADE: 'grade id', TRIM: 'trim code', WHEELS: 'wheel code',
  };
  const check = (type: CatalogItemType, value: string, path: Path) => {
    if (!known[type].has(value)) add(path, `unknown ${names[type]} "${value}"`);
  };
  const checkAll = (type: CatalogItemType, values: string[] | undefined, path: Path) => values?.forEach((v, i) => check(type, v, [...path, i]));
  const r = file.rules;

  r.packageRequires.forEach((rule, i) => {
    check('PACKAGE', rule.package, ['rules', 'packageRequires', i, 'package']);
    checkAll('PACKAGE', rule.requires, ['rules', 'packageRequires', i, 'requires']);
  });
  r.packageExcludes.forEach((rule, i) => {
    check('PACKAGE', rule.package, ['rules', 'packageExcludes', i, 'package']);
    checkAll('PACKAGE', rule.excludes, ['rules', 'packageExcludes', i, 'excludes']);
  });
  r.packageIncludes.forEach((rule, i) => {
    check('PACKAGE', rule.package, ['rules', 'packageIncludes', i, 'package']);
    checkAll('ACCESSORY', rule.accessories, ['rules', 'packageIncludes', i, 'accessories']);
  });
  r.accessoryRequires.forEach((rule, i) => {
    check('ACCESSORY', rule.accessory, ['rules', 'accessoryRequires', i, 'accessory']);
    checkAll('PACKAGE', rule.packages, ['rules', 'accessoryRequires', i, 'packages']);
    checkAll('GRADE', rule.grades, ['rules', 'accessoryRequires', i, 'grades']);
  });
  r.accessoryExcludes.forEach((rule, i) => {
    check('ACCESSORY', rule.accessory, ['rules', 'accessoryExcludes', i, 'accessory']);
    checkAll('ACCESSORY', rule.excludes, ['rules', 'accessoryExcludes', i, 'excludes']);
  });
  r.colorPairs.forEach((rule, i) => {
    check('EXTERIOR_COLOR', rule.exterior, ['rules', 'colorPairs', i, 'exterior']);
    checkAll('INTERIOR_COLOR', rule.interiors, ['rules', 'colorPairs', i, 'interiors']);
    checkAll('GRADE', rule.grades, ['rules', 'colorPairs', i, 'grades']);
  });
  r.colorGrades.forEach((rule, i) => {
    check(rule.kind, rule.color, ['rules', 'colorGrades', i, 'color']);
    checkAll('GRADE', rule.grades, ['rules', 'colorGrades', i, 'grades']);
    const colors = rule.kind === 'EXTERIOR_COLOR' ? file.exteriorColors : file.interiorColors;
    const colorId = colors.find((c) => c.code === rule.color)?.id;
    file.trims.forEach((t, ti) => {
      const listed = rule.kind === 'EXTERIOR_COLOR' ? t.exteriorColorIds : t.interiorColorIds;
      if (colorId !== undefined && listed.includes(colorId) && !rule.grades.includes(t.gradeId)) {
        add(['trims', ti, rule.kind === 'EXTERIOR_COLOR' ? 'exteriorColorIds' : 'interiorColorIds'],
          `colour ${rule.color} is restricted to grades ${rule.grades.join(', ')} (rules.colorGrades.${i})`);
      }
    });
  });
  r.combinations.forEach((rule, i) => {
    rule.allowed.forEach((row, ri) => row.forEach((value, ci) => {
      const type = rule.attributes[ci];
      if (type !== undefined) check(type, value, ['rules', 'combinations', i, 'allowed', ri, ci]);
    }));
  });

  checkDefaultConfigs(file, add);
  checkBuildability(file, add);
}

/** The default build of each trim (default colours + default packages) must obey the package and colour rules. */
function checkDefaultConfigs(file: CatalogFile, add: Add): void {
  const pkgCode = new Map(file.packages.map((p) => [p.id, p.code]));
  const extCode = new Map(file.exteriorColors.map((c) => [c.id, c.code]));
  const intCode = new Map(file.interiorColors.map((c) => [c.id, c.code]));
  file.trims.forEach((trim, t) => {
    const selected = new Set(trim.defaultPackageIds.map((id) => pkgCode.get(id) ?? id));
    for (const rule of file.rules.packageRequires) {
      if (!selected.has(rule.package)) continue;
      const ok = rule.mode === 'anyOf' ? rule.requires.some((c) => selected.has(c)) : rule.requires.every((c) => selected.has(c));
      if (!ok) add(['trims', t, 'defaultPackageIds'], `default package ${rule.package} requires ${rule.requires.join(', ')}`);
    }
    for (const rule of file.rules.packageExcludes) {
      if (selected.has(rule.package) && rule.excludes.some((c) => selected.has(c))) {
        add(['trims', t, 'defaultPackageIds'], `default package ${rule.package} excludes ${rule.excludes.join(', ')}`);
      }
    }
    const e = extCode.get(trim.defaultColorId);
    const i = intCode.get(trim.defaultInteriorColorId);
    for (const rule of file.rules.colorPairs) {
      if (rule.exterior !== e || (rule.grades && !rule.grades.includes(trim.gradeId))) continue;
      if (i !== undefined && !rule.interiors.includes(i)) {
        add(['trims', t, 'defaultInteriorColorId'], `default interior ${i} does not pair with default exterior ${e}`);
      }
    }
    // A colour pair that leaves an offered exterior with no offered interior would be unbuildable.
    for (const extId of trim.exteriorColorIds) {
      const code = extCode.get(extId);
      const pair = file.rules.colorPairs.find((p) => p.exterior === code && (!p.grades || p.grades.includes(trim.gradeId)));
      if (pair && !trim.interiorColorIds.some((id) => pair.interiors.includes(intCode.get(id) ?? ''))) {
        add(['trims', t, 'exteriorColorIds'], `exterior ${code} has no pairable interior on this trim`);
      }
    }
  });
}

const TRIM_ATTRIBUTES: Partial<Record<CatalogItemType, (t: CatalogFile['trims'][number]) => string | undefined>> = {
  GRADE: (t) => t.gradeId,
  TRIM: (t) => t.code,
  CAB_BED: (t) => t.cabBedCode,
  ENGINE: (t) => t.engineCode,
  DRIVE: (t) => t.driveCode,
  TRANSMISSION: (t) => t.transmissionCode,
  SEATING: (t) => t.seatingCode,
};

/**
 * Nothing a trim offers may be impossible to pick on it: a package needing packages the trim lacks,
 * an accessory needing a package or grade the trim lacks, or a trim outside a combination table
 * over trim attributes.
 */
function checkBuildability(file: CatalogFile, add: Add): void {
  const pkgCode = new Map(file.packages.map((p) => [p.id, p.code]));
  const accCode = new Map(file.accessories.map((a) => [a.id, a.code]));
  file.trims.forEach((trim, t) => {
    const offered = new Set(trim.packages.map((p) => pkgCode.get(p.id) ?? p.id));
    for (const rule of file.rules.packageRequires) {
      if (!offered.has(rule.package)) continue;
      const ok = rule.mode === 'anyOf' ? rule.requires.some((c) => offered.has(c)) : rule.requires.every((c) => offered.has(c));
      if (!ok) add(['trims', t, 'packages'], `package ${rule.package} is offered but the trim lacks its required ${rule.requires.join(', ')}`);
    }
    const accessories = new Set(trim.accessories.map((a) => accCode.get(a.id) ?? a.id));
    for (const rule of file.rules.accessoryRequires) {
      if (!accessories.has(rule.accessory)) continue;
      if (rule.packages && !rule.packages.some((c) => offered.has(c))) {
        add(['trims', t, 'accessories'], `accessory ${rule.accessory} is offered but none of its packages ${rule.packages.join(', ')} is`);
      }
      if (rule.grades && !rule.grades.includes(trim.gradeId)) {
        add(['trims', t, 'accessories'], `accessory ${rule.accessory} is offered but needs grade ${rule.grades.join(' or ')}`);
      }
    }
    file.rules.combinations.forEach((rule, i) => {
      const getters = rule.attributes.map((a) => TRIM_ATTRIBUTES[a]);
      if (getters.some((g) => g === undefined)) return;
      const tuple = getters.map((g) => g!(trim) ?? '').join('|');
      if (!rule.allowed.some((row) => row.join('|') === tuple)) {
        add(['trims', t], `trim ${trim.code} is not an allowed combination of rules.combinations.${i} (${rule.id})`);
      }
    });
  });
}
