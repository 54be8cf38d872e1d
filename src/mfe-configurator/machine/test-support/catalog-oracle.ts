/**
 * Test support only: an independent judge of buildability, written from the catalog files as they
 * are authored (server/catalog/content/*.json, read with JSON.parse) and NOT from the rules engine
 * or the server's catalog code. The model-based walk (build-walk.property.test.ts) holds every
 * settled build and every reason shown to it. Deliberately plain: one check per rule of the
 * catalog format (server/catalog/README.md "Rules"), evaluated on a concrete selection.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RawTrim {
  code: string;
  gradeId: string;
  cabBedCode?: string | null;
  engineCode: string;
  driveCode: string;
  transmissionCode: string;
  seatingCode: string;
  exteriorColorIds: string[];
  interiorColorIds: string[];
  wheelCodes: string[];
  packages: { id: string }[];
  accessories: { id: string }[];
}

interface RawCatalog {
  brand: string;
  seriesId: string;
  year: number;
  grades: { id: string }[];
  trims: RawTrim[];
  exteriorColors: { id: string; code: string }[];
  interiorColors: { id: string; code: string }[];
  packages: { id: string; code: string; isDefault?: boolean }[];
  accessories: { id: string; code: string; includedAccessoryIds: string[] }[];
  rules: {
    packageRequires?: { package: string; requires: string[]; mode?: 'allOf' | 'anyOf' }[];
    packageExcludes?: { package: string; excludes: string[] }[];
    packageIncludes?: { package: string; accessories: string[] }[];
    accessoryRequires?: { accessory: string; packages?: string[]; grades?: string[] }[];
    accessoryExcludes?: { accessory: string; excludes: string[] }[];
    colorPairs?: { exterior: string; interiors: string[]; grades?: string[] }[];
    colorGrades?: { kind: 'EXTERIOR_COLOR' | 'INTERIOR_COLOR'; color: string; grades: string[] }[];
    combinations?: { id: string; attributes: string[]; allowed: string[][] }[];
  };
}

/** A concrete build in codes. */
export interface OracleBuild {
  trimCode: string;
  exteriorColorCode: string;
  interiorColorCode: string;
  /** Null: the trim's default wheels (always offered). */
  wheelsCode: string | null;
  packageCodes: readonly string[];
  accessoryCodes: readonly string[];
}

const CONTENT = join(__dirname, '..', '..', '..', '..', 'server', 'catalog', 'content', 'live');

/** Every live series-year of both brands, as authored. */
export function liveCatalogs(): RawCatalog[] {
  return readdirSync(CONTENT).flatMap((brand) =>
    readdirSync(join(CONTENT, brand)).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(CONTENT, brand, f), 'utf8')) as RawCatalog),
  );
}

export class CatalogOracle {
  private readonly codeOf: Map<string, string>;

  constructor(readonly file: RawCatalog) {
    this.codeOf = new Map([...file.exteriorColors, ...file.interiorColors, ...file.packages, ...file.accessories].map((x) => [x.id, x.code]));
  }

  trim(code: string): RawTrim | undefined {
    return this.file.trims.find((t) => t.code === code);
  }

  /** Codes a trim offers, per kind. */
  offered(trim: RawTrim) {
    const codes = (ids: string[]) => ids.map((id) => this.codeOf.get(id)!);
    return {
      exterior: codes(trim.exteriorColorIds),
      interior: codes(trim.interiorColorIds),
      wheels: trim.wheelCodes,
      packages: codes(trim.packages.map((p) => p.id)),
      accessories: codes(trim.accessories.map((a) => a.id)),
    };
  }

  /** Accessories a package or accessory brings with it (packageIncludes, includedAccessoryIds). */
  brings(kind: 'PACKAGE' | 'ACCESSORY', code: string): string[] {
    if (kind === 'PACKAGE') return (this.file.rules.packageIncludes ?? []).filter((r) => r.package === code).flatMap((r) => r.accessories);
    const accessory = this.file.accessories.find((a) => a.code === code);
    return (accessory?.includedAccessoryIds ?? []).map((id) => this.codeOf.get(id)!);
  }

  /** The first rule the build breaks, in words; null when the factory can build it. */
  violation(b: OracleBuild): string | null {
    const trim = this.trim(b.trimCode);
    if (!trim) return `unknown trim ${b.trimCode}`;
    const offer = this.offered(trim);
    const grade = trim.gradeId;
    const pkgs = new Set(b.packageCodes);
    const accs = new Set(b.accessoryCodes);
    if (!offer.exterior.includes(b.exteriorColorCode)) return `exterior ${b.exteriorColorCode} not offered on ${trim.code}`;
    if (!offer.interior.includes(b.interiorColorCode)) return `interior ${b.interiorColorCode} not offered on ${trim.code}`;
    if (b.wheelsCode !== null && !offer.wheels.includes(b.wheelsCode)) return `wheels ${b.wheelsCode} not offered on ${trim.code}`;
    for (const p of pkgs) if (!offer.packages.includes(p)) return `package ${p} not offered on ${trim.code}`;
    for (const a of accs) if (!offer.accessories.includes(a)) return `accessory ${a} not offered on ${trim.code}`;
    for (const p of this.file.packages) if (p.isDefault && offer.packages.includes(p.code) && !pkgs.has(p.code)) return `default package ${p.code} missing`;
    const r = this.file.rules;
    for (const x of r.packageRequires ?? []) {
      if (!pkgs.has(x.package)) continue;
      const ok = x.mode === 'anyOf' ? x.requires.some((c) => pkgs.has(c)) : x.requires.every((c) => pkgs.has(c));
      if (!ok) return `package ${x.package} requires ${x.mode === 'anyOf' ? 'one of' : 'all of'} ${x.requires.join(', ')}`;
    }
    for (const x of r.packageExcludes ?? []) for (const c of x.excludes) if (pkgs.has(x.package) && pkgs.has(c)) return `packages ${x.package} and ${c} exclude each other`;
    for (const x of r.packageIncludes ?? []) for (const a of x.accessories) if (pkgs.has(x.package) && !accs.has(a)) return `package ${x.package} includes accessory ${a}`;
    for (const x of r.accessoryRequires ?? []) {
      if (!accs.has(x.accessory)) continue;
      if (x.packages && !x.packages.some((c) => pkgs.has(c))) return `accessory ${x.accessory} requires one of ${x.packages.join(', ')}`;
      if (x.grades && !x.grades.includes(grade)) return `accessory ${x.accessory} only on ${x.grades.join(', ')}`;
    }
    for (const x of r.accessoryExcludes ?? []) for (const c of x.excludes) if (accs.has(x.accessory) && accs.has(c)) return `accessories ${x.accessory} and ${c} exclude each other`;
    for (const a of this.file.accessories) for (const inc of a.includedAccessoryIds) if (accs.has(a.code) && !accs.has(this.codeOf.get(inc)!)) return `accessory ${a.code} includes ${this.codeOf.get(inc)}`;
    for (const x of r.colorPairs ?? []) {
      if (b.exteriorColorCode === x.exterior && (!x.grades || x.grades.includes(grade)) && !x.interiors.includes(b.interiorColorCode)) return `exterior ${x.exterior} only with ${x.interiors.join(', ')}`;
    }
    for (const x of r.colorGrades ?? []) {
      const picked = x.kind === 'EXTERIOR_COLOR' ? b.exteriorColorCode : b.interiorColorCode;
      if (picked === x.color && !x.grades.includes(grade)) return `${x.kind} ${x.color} only on ${x.grades.join(', ')}`;
    }
    const attribute: Record<string, string | null | undefined> = {
      TRIM: trim.code,
      GRADE: grade,
      CAB_BED: trim.cabBedCode ?? 'NONE',
      ENGINE: trim.engineCode,
      DRIVE: trim.driveCode,
      TRANSMISSION: trim.transmissionCode,
      SEATING: trim.seatingCode,
      EXTERIOR_COLOR: b.exteriorColorCode,
      INTERIOR_COLOR: b.interiorColorCode,
      WHEELS: b.wheelsCode,
    };
    for (const x of r.combinations ?? []) {
      const tuple = x.attributes.map((a) => attribute[a]);
      if (tuple.some((v) => v === null || v === undefined)) continue;
      if (!x.allowed.some((row) => row.every((v, i) => v === tuple[i]))) return `combination ${x.id} does not allow ${tuple.join('/')}`;
    }
    return null;
  }

  /** Grades with at least one trim that offers the item. */
  gradesOffering(kind: 'EXTERIOR_COLOR' | 'INTERIOR_COLOR' | 'WHEELS' | 'PACKAGE' | 'ACCESSORY', code: string): Set<string> {
    const key = { EXTERIOR_COLOR: 'exterior', INTERIOR_COLOR: 'interior', WHEELS: 'wheels', PACKAGE: 'packages', ACCESSORY: 'accessories' } as const;
    return new Set(this.file.trims.filter((t) => this.offered(t)[key[kind]].includes(code)).map((t) => t.gradeId));
  }
}
