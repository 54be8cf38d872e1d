import type { CatalogFile, CatalogTrim } from '../../catalog/catalog.schema';
import type { RulesEngine } from '../../rules';
import { vehicleRulesFor } from '../../configuration/vehicle-rules/vehicle-rules';
import type { Random } from './seeded-random';
import type { VehicleBuild } from './stock-types';

/**
 * Turns a random wish (a trim, colours, packages and accessories a dealer might order) into the
 * nearest build the rules engine accepts: the wish becomes a cost table (1 per wished value not
 * taken, a little noise to break ties) and the engine's cheapest complete build is, by
 * construction, a valid one. Every build is then checked once more by the engine (isValidBuild).
 */

/** How often a dealer orders an option (the rest of the stock carries the trim's defaults). */
const ORDER_RATE = { package: 0.3, factoryAccessory: 0.14, dealerAccessory: 0.08 } as const;
/** A share of the stock is the plain default build of its trim: what lots hold most of. */
const DEFAULT_BUILD_SHARE = 0.35;

type Engine = RulesEngine;

function varIndex(engine: Engine, name: string): number {
  const v = engine.model.varIndex.get(name);
  if (v === undefined) throw new Error(`rule model has no variable ${name}`);
  return v;
}

/** The engine's restriction that fixes every variable of a build (undefined: not a value of the model). */
function restrictionOf(engine: Engine, file: CatalogFile, build: VehicleBuild): (boolean[] | undefined)[] | undefined {
  const m = engine.model;
  const chosen = new Map<string, string>([
    ['TRIM', build.trimCode],
    ['EXTERIOR_COLOR', build.exteriorColorCode],
    ['INTERIOR_COLOR', build.interiorColorCode],
    ['WHEELS', build.wheelsCode],
  ]);
  for (const p of file.packages) chosen.set(`PACKAGE:${p.code}`, build.packageCodes.includes(p.code) ? '1' : '0');
  for (const a of file.accessories) chosen.set(`ACCESSORY:${a.code}`, build.accessoryCodes.includes(a.code) ? '1' : '0');
  const known = new Set([...file.packages.map((p) => p.code)]);
  const knownAcc = new Set([...file.accessories.map((a) => a.code)]);
  if (!build.packageCodes.every((c) => known.has(c)) || !build.accessoryCodes.every((c) => knownAcc.has(c))) return undefined;
  const r: (boolean[] | undefined)[] = [];
  for (let v = 0; v < m.names.length; v++) {
    const value = chosen.get(m.names[v]!);
    if (value === undefined) {
      r.push(undefined); // grade, cab/bed and powertrain follow from the trim
      continue;
    }
    const j = m.valueIndex[v]!.get(value);
    if (j === undefined) return undefined;
    r.push(m.domains[v]!.map((_, k) => k === j));
  }
  return r;
}

/** Whether the rules engine accepts this complete build of the file's series-year. */
export function isValidBuild(file: CatalogFile, build: VehicleBuild): boolean {
  const engine = vehicleRulesFor(file).engine;
  const r = restrictionOf(engine, file, build);
  return r !== undefined && engine.domains(r).consistent;
}

/** A build's codes from the engine's values of every variable. */
function buildOf(engine: Engine, file: CatalogFile, values: number[]): VehicleBuild {
  const m = engine.model;
  const value = (name: string) => m.domains[varIndex(engine, name)]![values[varIndex(engine, name)]!]!;
  return {
    trimCode: value('TRIM'),
    exteriorColorCode: value('EXTERIOR_COLOR'),
    interiorColorCode: value('INTERIOR_COLOR'),
    wheelsCode: value('WHEELS'),
    packageCodes: file.packages.filter((p) => value(`PACKAGE:${p.code}`) === '1').map((p) => p.code).sort(),
    accessoryCodes: file.accessories.filter((a) => value(`ACCESSORY:${a.code}`) === '1').map((a) => a.code).sort(),
  };
}

/** The trim a dealer orders: default trims of their grades are ordered twice as often. */
export function pickTrim(file: CatalogFile, random: Random): CatalogTrim {
  return random.weighted(file.trims, (t) => (t.isDefaultTrim ? 2 : 1));
}

/**
 * A valid build of `trim` near a random wish. Colours: the trim's first colours are the popular
 * ones (weight falls with the position); options: see ORDER_RATE.
 */
export function sampleBuild(file: CatalogFile, trim: CatalogTrim, random: Random): VehicleBuild {
  const engine = vehicleRulesFor(file).engine;
  const m = engine.model;
  const plain = random.chance(DEFAULT_BUILD_SHARE);
  const codeOf = (list: { id: string; code: string }[], id: string) => list.find((x) => x.id === id)!.code;
  const wishExterior = plain ? codeOf(file.exteriorColors, trim.defaultColorId) : codeOf(file.exteriorColors, random.weighted(trim.exteriorColorIds, (_, i) => 1 / (i + 1)));
  const wishInterior = plain ? codeOf(file.interiorColors, trim.defaultInteriorColorId) : codeOf(file.interiorColors, random.weighted(trim.interiorColorIds, (_, i) => 1 / (i + 1)));
  const wish = new Map<string, string>([
    ['TRIM', trim.code],
    ['EXTERIOR_COLOR', wishExterior],
    ['INTERIOR_COLOR', wishInterior],
    ['WHEELS', trim.defaultWheelCode],
  ]);
  const offeredPackages = new Set(trim.packages.map((p) => p.id));
  for (const p of file.packages) {
    const on = offeredPackages.has(p.id) && (p.isDefault || (!plain && random.chance(ORDER_RATE.package)));
    wish.set(`PACKAGE:${p.code}`, on ? '1' : '0');
  }
  const offeredAccessories = new Set(trim.accessories.map((a) => a.id));
  for (const a of file.accessories) {
    const rate = a.installPoint === 'DIO' ? ORDER_RATE.dealerAccessory : ORDER_RATE.factoryAccessory;
    wish.set(`ACCESSORY:${a.code}`, offeredAccessories.has(a.id) && !plain && random.chance(rate) ? '1' : '0');
  }
  const costs = m.names.map((name, v) => {
    const wanted = wish.get(name);
    return m.domains[v]!.map((value) => {
      if (name === 'TRIM') return value === wanted ? 0 : Infinity; // the trim is the order's, never another
      if (wanted === undefined) return 0;
      return (value === wanted ? 0 : 1) + random.next() * 1e-3;
    });
  });
  const values = engine.cheapestBuild(costs);
  if (!values) throw new Error(`${file.seriesId} ${file.year}: trim ${trim.code} has no valid build`);
  return buildOf(engine, file, values);
}
