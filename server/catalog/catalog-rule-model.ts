import { ModelError, type RuleConstraint, type RuleModel, type RuleVariable } from '../rules';
import { parseCatalogFile } from './catalog-loader';
import type { CatalogFile } from './catalog.schema';

/** Single-choice attributes of a vehicle; each is one variable named by its item type. */
export const SINGLE_TYPES = ['TRIM', 'GRADE', 'CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING', 'EXTERIOR_COLOR', 'INTERIOR_COLOR', 'WHEELS'] as const;
export type SingleType = (typeof SINGLE_TYPES)[number];
/** Attributes fixed by the trim: they change only through a trim switch. */
export const TRIM_DERIVED: readonly SingleType[] = ['GRADE', 'CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'];

/** Variable name of a multi-choice option (values "0" and "1"). */
export const optionVar = (type: 'PACKAGE' | 'ACCESSORY', code: string) => `${type}:${code}`;

export interface CatalogModel {
  model: RuleModel;
  file: CatalogFile;
}

const clause = (origin: string, ...literals: { variable: string; in: string[] }[]): RuleConstraint => ({ kind: 'clause', literals, origin });
const on = (type: 'PACKAGE' | 'ACCESSORY', code: string) => ({ variable: optionVar(type, code), in: ['1'] });
const off = (type: 'PACKAGE' | 'ACCESSORY', code: string) => ({ variable: optionVar(type, code), in: ['0'] });

/**
 * Compiles one catalog series-year into the rule model: the trim is a variable whose table
 * fixes grade, cab/bed and powertrain; each trim's colour, wheel, package and accessory lists
 * become availability constraints; default packages are forced where offered; the `rules`
 * section (requires, excludes, includes, colour pairs, colour grades, combination tables)
 * become clauses and tables. Prices ride along for the cost model's tie-break.
 */
export function compileCatalog(file: CatalogFile, source: string): RuleModel {
  const trims = file.trims;
  const byId = <T extends { id: string; code: string }>(items: T[]) => new Map(items.map((i) => [i.id, i]));
  const extById = byId(file.exteriorColors);
  const intById = byId(file.interiorColors);
  const accById = byId(file.accessories);
  const hasCab = file.options.cabBeds.length > 0;
  const NONE = 'NONE';
  const variables: RuleVariable[] = [
    { name: 'TRIM', values: trims.map((t) => t.code), prices: trims.map((t) => t.msrp) },
    { name: 'GRADE', values: file.grades.map((g) => g.id) },
    // Trims without a cab/bed (or a series without any) take the value NONE.
    { name: 'CAB_BED', values: [...(hasCab ? file.options.cabBeds.map((c) => c.code) : []), ...(trims.some((t) => !hasCab || !t.cabBedCode) ? [NONE] : [])] },
    { name: 'ENGINE', values: file.options.engines.map((o) => o.code) },
    { name: 'DRIVE', values: file.options.drives.map((o) => o.code) },
    { name: 'TRANSMISSION', values: file.options.transmissions.map((o) => o.code) },
    { name: 'SEATING', values: file.options.seatings.map((o) => o.code) },
    { name: 'EXTERIOR_COLOR', values: file.exteriorColors.map((c) => c.code), prices: file.exteriorColors.map((c) => c.msrp) },
    { name: 'INTERIOR_COLOR', values: file.interiorColors.map((c) => c.code), prices: file.interiorColors.map((c) => c.msrp) },
    { name: 'WHEELS', values: file.wheels.map((w) => w.code), prices: file.wheels.map((w) => w.msrp) },
  ];
  const optionPrice = (type: 'packages' | 'accessories', id: string) => {
    const prices = trims.flatMap((t) => t[type].filter((p) => p.id === id).map((p) => p.msrp));
    return prices.length ? Math.min(...prices) : 0;
  };
  for (const p of file.packages) variables.push({ name: optionVar('PACKAGE', p.code), values: ['0', '1'], prices: [0, optionPrice('packages', p.id)] });
  for (const a of file.accessories) variables.push({ name: optionVar('ACCESSORY', a.code), values: ['0', '1'], prices: [0, optionPrice('accessories', a.id)] });

  const constraints: RuleConstraint[] = [];
  const at = (what: string) => `${source} ${what}`;
  constraints.push({
    kind: 'table',
    scope: ['TRIM', 'GRADE', 'CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'],
    tuples: trims.map((t) => [t.code, t.gradeId, hasCab ? (t.cabBedCode ?? NONE) : NONE, t.engineCode, t.driveCode, t.transmissionCode, t.seatingCode]),
    origin: at('trims'),
  });
  const pairTable = (name: string, rows: [string, string][]) =>
    constraints.push({ kind: 'table', scope: ['TRIM', name], tuples: rows, origin: at(`trims (${name})`) });
  pairTable('EXTERIOR_COLOR', trims.flatMap((t) => t.exteriorColorIds.map((id) => [t.code, extById.get(id)?.code ?? id] as [string, string])));
  pairTable('INTERIOR_COLOR', trims.flatMap((t) => t.interiorColorIds.map((id) => [t.code, intById.get(id)?.code ?? id] as [string, string])));
  pairTable('WHEELS', trims.flatMap((t) => t.wheelCodes.map((c) => [t.code, c] as [string, string])));

  // Availability: an option not offered on a trim is off there; a default package is on wherever offered.
  const offering = (type: 'packages' | 'accessories', id: string) => trims.filter((t) => t[type].some((p) => p.id === id)).map((t) => t.code);
  for (const p of file.packages) {
    const offered = offering('packages', p.id);
    constraints.push(clause(at(`package ${p.code} availability`), off('PACKAGE', p.code), { variable: 'TRIM', in: offered }));
    const others = trims.map((t) => t.code).filter((c) => !offered.includes(c));
    if (p.isDefault) constraints.push(clause(at(`default package ${p.code}`), on('PACKAGE', p.code), { variable: 'TRIM', in: others }));
  }
  for (const a of file.accessories) {
    constraints.push(clause(at(`accessory ${a.code} availability`), off('ACCESSORY', a.code), { variable: 'TRIM', in: offering('accessories', a.id) }));
    for (const inc of a.includedAccessoryIds) {
      const included = accById.get(inc);
      if (included) constraints.push(clause(at(`accessory ${a.code} includes ${included.code}`), off('ACCESSORY', a.code), on('ACCESSORY', included.code)));
    }
  }

  const r = file.rules;
  r.packageRequires.forEach((x, i) => {
    const o = at(`rules.packageRequires[${i}]`);
    if (x.mode === 'anyOf') constraints.push(clause(o, off('PACKAGE', x.package), ...x.requires.map((c) => on('PACKAGE', c))));
    else for (const c of x.requires) constraints.push(clause(o, off('PACKAGE', x.package), on('PACKAGE', c)));
  });
  r.packageExcludes.forEach((x, i) => {
    for (const c of x.excludes) constraints.push(clause(at(`rules.packageExcludes[${i}]`), off('PACKAGE', x.package), off('PACKAGE', c)));
  });
  r.packageIncludes.forEach((x, i) => {
    for (const c of x.accessories) constraints.push(clause(at(`rules.packageIncludes[${i}]`), off('PACKAGE', x.package), on('ACCESSORY', c)));
  });
  r.accessoryRequires.forEach((x, i) => {
    const o = at(`rules.accessoryRequires[${i}]`);
    if (x.packages) constraints.push(clause(o, off('ACCESSORY', x.accessory), ...x.packages.map((c) => on('PACKAGE', c))));
    if (x.grades) constraints.push(clause(o, off('ACCESSORY', x.accessory), { variable: 'GRADE', in: x.grades }));
  });
  r.accessoryExcludes.forEach((x, i) => {
    for (const c of x.excludes) constraints.push(clause(at(`rules.accessoryExcludes[${i}]`), off('ACCESSORY', x.accessory), off('ACCESSORY', c)));
  });
  const allGrades = file.grades.map((g) => g.id);
  r.colorPairs.forEach((x, i) => {
    const otherExteriors = file.exteriorColors.map((c) => c.code).filter((c) => c !== x.exterior);
    const otherGrades = allGrades.filter((g) => !(x.grades ?? allGrades).includes(g));
    const lits = [{ variable: 'EXTERIOR_COLOR', in: otherExteriors }, { variable: 'INTERIOR_COLOR', in: x.interiors }];
    if (otherGrades.length) lits.push({ variable: 'GRADE', in: otherGrades });
    constraints.push(clause(at(`rules.colorPairs[${i}]`), ...lits));
  });
  r.colorGrades.forEach((x, i) => {
    const others = (x.kind === 'EXTERIOR_COLOR' ? file.exteriorColors : file.interiorColors).map((c) => c.code).filter((c) => c !== x.color);
    constraints.push(clause(at(`rules.colorGrades[${i}]`), { variable: x.kind, in: others }, { variable: 'GRADE', in: x.grades }));
  });
  r.combinations.forEach((x, i) => {
    const o = at(`rules.combinations[${i}] (${x.id})`);
    const scope = x.attributes.map((a) => {
      if (a === 'PACKAGE' || a === 'ACCESSORY') throw new ModelError(o, undefined, `combination tables take single-choice attributes, not ${a}`);
      return a;
    });
    constraints.push({ kind: 'table', scope, tuples: x.allowed, origin: o });
  });
  return { format: 'rule-model/1', name: `${file.brand}/${file.seriesId}-${file.year}`, variables, constraints };
}

/** Parses (schema + cross-reference checks) and compiles one catalog file's text. */
export function compileCatalogFile(path: string, text: string): CatalogModel {
  const file = parseCatalogFile(path, text);
  return { model: compileCatalog(file, path), file };
}
