/**
 * Property (issue 28): every generated vehicle is a build the rules accept and is priced as the
 * configurator prices it; for random builds and ZIPs, the first exact match (when any) has no
 * differences, and every listed difference is real. The oracles share no code with the service:
 * validity by evaluating the rule model's constraints directly (the rules' test checker), prices
 * read straight from the catalog file, and the configurator's own load path (the deep-link
 * resolver and the domain's buildFromConfiguration) for the "same pricing" check.
 */
import fc from 'fast-check';
import { buildFromConfiguration } from '../../../src/domain/build-from-config';
import type { FullConfiguration } from '../../../src/domain/entities';
import { loadCatalog, type CatalogEntry } from '../../catalog/catalog-loader';
import type { CatalogFile } from '../../catalog/catalog.schema';
import type { DataContext } from '../../configuration/data-context';
import { getDeepLinkConfigResolver } from '../../graphql/resolvers/get-deep-link-config.resolver';
import { getInventoryMatchesResolver } from '../../graphql/resolvers/get-inventory-matches.resolver';
import type { GqlInventoryMatch } from '../../graphql/generated/resolver-types';
import { compileCatalog } from '../../catalog/catalog-rule-model';
import { isValidBuild as satisfiesEveryConstraint } from '../../rules/testing';
import { loadDealerDirectory } from '../dealers/dealer-directory';
import type { InventoryService } from './inventory-service';
import { seededRandom } from './seeded-random';
import type { StockVehicle, VehicleBuild } from './stock-types';
import { memoryInventory } from './test-support';
import { pickTrim, sampleBuild } from './vehicle-sampler';
import { isValidVin } from '../../../src/domain/vin';

const catalog = loadCatalog();
const entries = catalog.list('live');
const dealers = loadDealerDirectory();
const STOCK = 8_000;
let inventory: InventoryService;
let vehicles: StockVehicle[];
let context: DataContext;

beforeAll(async () => {
  inventory = await memoryInventory(STOCK, catalog, dealers);
  context = { catalog: () => catalog, inventory };
  vehicles = entries.flatMap((e) => [...(inventory.series(e.brand, e.seriesId, e.year)?.byDealer.values() ?? [])].flat().map((x) => x.vehicle));
}, 120_000);

const fileOf = (v: { brand: string; seriesId: string; year: number }): CatalogFile => catalog.get('live', v.brand as 'toyota', v.seriesId, v.year)!.data;

/** Every variable of the rule model for a build: the trim's own attributes come from the catalog trim. */
function namedBuild(file: CatalogFile, b: VehicleBuild): Record<string, string> {
  const trim = file.trims.find((t) => t.code === b.trimCode)!;
  const named: Record<string, string> = {
    TRIM: trim.code,
    GRADE: trim.gradeId,
    CAB_BED: trim.cabBedCode ?? 'NONE',
    ENGINE: trim.engineCode,
    DRIVE: trim.driveCode,
    TRANSMISSION: trim.transmissionCode,
    SEATING: trim.seatingCode,
    EXTERIOR_COLOR: b.exteriorColorCode,
    INTERIOR_COLOR: b.interiorColorCode,
    WHEELS: b.wheelsCode,
  };
  for (const p of file.packages) named[`PACKAGE:${p.code}`] = b.packageCodes.includes(p.code) ? '1' : '0';
  for (const a of file.accessories) named[`ACCESSORY:${a.code}`] = b.accessoryCodes.includes(a.code) ? '1' : '0';
  return named;
}

/** Catalog prices, read directly: what an item costs on a trim, as product.md section 4 rounds it. */
function oraclePrice(file: CatalogFile, trimCode: string, kind: string, code: string): number | null {
  const trim = file.trims.find((t) => t.code === trimCode)!;
  switch (kind) {
    case 'TRIM':
      return file.trims.find((t) => t.code === code)!.msrp;
    case 'EXTERIOR_COLOR':
      return file.exteriorColors.find((c) => c.code === code)!.msrp;
    case 'INTERIOR_COLOR':
      return file.interiorColors.find((c) => c.code === code)!.msrp;
    case 'PACKAGE':
      return Math.trunc(trim.packages.find((p) => p.id === file.packages.find((x) => x.code === code)!.id)!.msrp);
    case 'ACCESSORY':
      return Math.ceil(trim.accessories.find((a) => a.id === file.accessories.find((x) => x.code === code)!.id)!.msrp);
    default:
      return null;
  }
}

function oracleTotals(file: CatalogFile, b: VehicleBuild): { srp: number; cost: number } {
  const dio = (code: string) => file.accessories.find((a) => a.code === code)!.installPoint === 'DIO';
  const items = [
    oraclePrice(file, b.trimCode, 'TRIM', b.trimCode)!,
    file.dph,
    oraclePrice(file, b.trimCode, 'EXTERIOR_COLOR', b.exteriorColorCode)!,
    oraclePrice(file, b.trimCode, 'INTERIOR_COLOR', b.interiorColorCode)!,
    ...b.packageCodes.map((c) => oraclePrice(file, b.trimCode, 'PACKAGE', c)!),
  ];
  const srp = items.reduce((s, x) => s + x, 0) + b.accessoryCodes.filter((c) => !dio(c)).reduce((s, c) => s + oraclePrice(file, b.trimCode, 'ACCESSORY', c)!, 0);
  return { srp, cost: srp + b.accessoryCodes.filter(dio).reduce((s, c) => s + oraclePrice(file, b.trimCode, 'ACCESSORY', c)!, 0) };
}

describe('inventory stock (property of every generated vehicle)', () => {
  it('has the size asked for, distinct VINs with valid check digits, and dealers of the dealer service', () => {
    expect(vehicles).toHaveLength(STOCK);
    expect(new Set(vehicles.map((v) => v.vin)).size).toBe(STOCK);
    for (const v of vehicles) {
      expect(isValidVin(v.vin)).toBe(true);
      expect(dealers.byId(v.dealerId)).toBeDefined();
    }
  });

  it('holds only builds every rule accepts, priced by the catalog prices', () => {
    const models = new Map(entries.map((e) => [e.data, compileCatalog(e.data, e.file)]));
    for (const v of vehicles) {
      const file = fileOf(v);
      expect(satisfiesEveryConstraint(models.get(file)!, namedBuild(file, v))).toBe(true);
      expect({ srp: v.totalSRP, cost: v.totalCost }).toEqual(oracleTotals(file, v));
    }
  });

  it('prices a vehicle as the configurator does once it loads the vehicle (deep link, buildFromConfiguration)', () => {
    const deepLink = getDeepLinkConfigResolver('');
    // Every 40th vehicle: the configurator's whole load path is slower than the oracle above.
    for (const v of vehicles.filter((_, i) => i % 40 === 0)) {
      const result = deepLink(undefined, { deepLinkConfigInput: { brand: v.brand, year: v.year, seriesId: v.seriesId, trim: v.trimCode, exteriorColorCode: v.exteriorColorCode, interiorColorCode: v.interiorColorCode, wheelsCode: v.wheelsCode, packageCodes: v.packageCodes, accessoryCodes: v.accessoryCodes } }, context);
      expect(result.isDeepLinkValid).toBe(true);
      const build = buildFromConfiguration(result.config as unknown as FullConfiguration, v);
      expect([build.trimId, build.totalSRP, build.totalCost]).toEqual([v.trimCode, v.totalSRP, v.totalCost]);
      expect(build.packages.map((p) => p.code).sort()).toEqual(v.packageCodes);
      expect(build.accessories.map((a) => a.code).sort()).toEqual(v.accessoryCodes);
    }
  });
});

describe('inventory matches (property of random builds and ZIPs)', () => {
  const match = getInventoryMatchesResolver();
  const zips = [...new Set(dealers.list().map((d) => d.zip))];

  function checkReal(entry: CatalogEntry, build: VehicleBuild, m: GqlInventoryMatch): void {
    const file = entry.data;
    const v = m.vehicle.selection;
    const vehicle: VehicleBuild = { trimCode: v.trimId, exteriorColorCode: v.exteriorColorCode, interiorColorCode: v.interiorColorCode, wheelsCode: v.wheelsCode, packageCodes: v.packageCodes, accessoryCodes: v.accessoryCodes };
    const holds = (b: VehicleBuild, kind: string, code: string) =>
      ({ TRIM: b.trimCode === code, EXTERIOR_COLOR: b.exteriorColorCode === code, INTERIOR_COLOR: b.interiorColorCode === code, WHEELS: b.wheelsCode === code, PACKAGE: b.packageCodes.includes(code), ACCESSORY: b.accessoryCodes.includes(code) })[kind];
    for (const d of m.differences) {
      const [has, lacks] = d.change === 'ADDED' ? [vehicle, build] : [build, vehicle];
      expect([d.kind, d.code, holds(has, d.kind, d.code), holds(lacks, d.kind, d.code)]).toEqual([d.kind, d.code, true, false]);
      expect(d.price).toBe(oraclePrice(file, has.trimCode, d.kind, d.code));
    }
    // Nothing that differs goes unlisted.
    const listed = new Set(m.differences.map((d) => `${d.change}:${d.kind}:${d.code}`));
    for (const [kind, mine, theirs] of [['TRIM', build.trimCode, vehicle.trimCode], ['EXTERIOR_COLOR', build.exteriorColorCode, vehicle.exteriorColorCode], ['INTERIOR_COLOR', build.interiorColorCode, vehicle.interiorColorCode], ['WHEELS', build.wheelsCode, vehicle.wheelsCode]] as const) {
      if (mine !== theirs) expect([listed.has(`ADDED:${kind}:${theirs}`), listed.has(`MISSING:${kind}:${mine}`)]).toEqual([true, true]);
    }
    for (const c of vehicle.packageCodes.filter((c) => !build.packageCodes.includes(c))) expect(listed.has(`ADDED:PACKAGE:${c}`)).toBe(true);
    for (const c of build.packageCodes.filter((c) => !vehicle.packageCodes.includes(c))) expect(listed.has(`MISSING:PACKAGE:${c}`)).toBe(true);
    for (const c of vehicle.accessoryCodes.filter((c) => !build.accessoryCodes.includes(c))) expect(listed.has(`ADDED:ACCESSORY:${c}`)).toBe(true);
    for (const c of build.accessoryCodes.filter((c) => !vehicle.accessoryCodes.includes(c))) expect(listed.has(`MISSING:ACCESSORY:${c}`)).toBe(true);
    const [b, t] = [oracleTotals(file, build), oracleTotals(file, vehicle)];
    expect([m.srpDifference, m.costDifference]).toEqual([t.srp - b.srp, t.cost - b.cost]);
    expect([m.vehicle.totalSRP, m.vehicle.totalCost]).toEqual([t.srp, t.cost]);
  }

  it('lists an exact match first without differences, and only real differences', () => {
    let exactSeen = 0;
    let closeSeen = 0;
    fc.assert(
      fc.property(fc.nat({ max: entries.length - 1 }), fc.nat(), fc.nat({ max: zips.length - 1 }), fc.constantFrom(25, 50, 100, 250), (at, seed, zipAt, radius) => {
        const entry = entries[at]!;
        const random = seededRandom(seed);
        const build = sampleBuild(entry.data, pickTrim(entry.data, random), random);
        const answer = match(undefined, {
          input: {
            config: { brand: entry.brand, seriesId: entry.seriesId, year: entry.year, trim: build.trimCode, exteriorColorCode: build.exteriorColorCode, interiorColorCode: build.interiorColorCode, wheelsCode: build.wheelsCode, packageCodes: build.packageCodes, accessoryCodes: build.accessoryCodes },
            zipcode: zips[zipAt]!,
            radius,
          },
        }, context);
        expect(answer.readiness).toBe('READY');
        expect(answer.exact.length).toBe(Math.min(answer.exactCount, 12));
        if (answer.exact.length > 0) {
          exactSeen++;
          expect(answer.exact[0]!.differences).toEqual([]);
          expect(answer.exact[0]!.vehicle.selection).toEqual({ trimId: build.trimCode, exteriorColorCode: build.exteriorColorCode, interiorColorCode: build.interiorColorCode, wheelsCode: build.wheelsCode, packageCodes: build.packageCodes, accessoryCodes: build.accessoryCodes });
        }
        for (const m of [...answer.exact, ...answer.close]) {
          checkReal(entry, build, m);
          expect(m.dealer.distance).toBeLessThanOrEqual(radius);
        }
        closeSeen += answer.close.length;
      }),
      { numRuns: 300, seed: 28 },
    );
    // The property says something only if both lists were exercised.
    expect(exactSeen).toBeGreaterThan(10);
    expect(closeSeen).toBeGreaterThan(300);
  });
});
