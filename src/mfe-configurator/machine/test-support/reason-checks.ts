/**
 * Test support only: holds every reason the configuration states on an item against the
 * independent catalog oracle (catalog-oracle.ts): "compatible" means picking it keeps the car
 * buildable; a chosen item "removable" means removing it does; "required by D" means removing it
 * breaks the car and removing D too does not; "not available with S, requires R" means the picks
 * S are current and that removing S and adding R makes the item pickable; "available on G" means
 * the shopper's grade offers it nowhere and each grade of G offers it.
 */
import type { BuildConfiguration, ItemCompatibility, ItemType, RequiredItem } from '../../../domain/entities';
import type { ResolvedConfiguration } from '../../data/configurator-api';
import type { CatalogOracle, OracleBuild } from './catalog-oracle';

const POWERTRAIN = ['CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'] as const;
type Powertrain = (typeof POWERTRAIN)[number];
const TRIM_FIELD = { CAB_BED: 'cabBedCode', ENGINE: 'engineCode', DRIVE: 'driveCode', TRANSMISSION: 'transmissionCode', SEATING: 'seatingCode' } as const;
const SINGLE_FIELD = { EXTERIOR_COLOR: 'exteriorColorCode', INTERIOR_COLOR: 'interiorColorCode', WHEELS: 'wheelsCode' } as const;
type Single = keyof typeof SINGLE_FIELD;

export function oracleBuildOf(build: BuildConfiguration): OracleBuild {
  return {
    trimCode: build.trimId,
    exteriorColorCode: build.exteriorColor?.code ?? '',
    interiorColorCode: build.interiorColor?.code ?? '',
    wheelsCode: build.wheelsCode ?? null,
    packageCodes: build.packages.map((p) => p.code),
    accessoryCodes: build.accessories.map((a) => a.code),
  };
}

const isOption = (type: ItemType): type is 'PACKAGE' | 'ACCESSORY' => type === 'PACKAGE' || type === 'ACCESSORY';
const isSingle = (type: ItemType): type is Single => type in SINGLE_FIELD;
const isPowertrain = (type: ItemType): type is Powertrain => (POWERTRAIN as readonly string[]).includes(type);

/** The build with options added or removed, each with what it brings along (package includes). */
function withOptions(oracle: CatalogOracle, b: OracleBuild, add: RequiredItem[], remove: RequiredItem[]): OracleBuild {
  const pkgs = new Set(b.packageCodes);
  const accs = new Set(b.accessoryCodes);
  const set = (item: RequiredItem, on: boolean) => {
    const target = item.itemType === 'PACKAGE' ? pkgs : accs;
    if (on) target.add(item.itemCode);
    else target.delete(item.itemCode);
    for (const a of oracle.brings(item.itemType as 'PACKAGE' | 'ACCESSORY', item.itemCode)) {
      if (on) accs.add(a);
      else accs.delete(a);
    }
  };
  remove.filter((i) => isOption(i.itemType)).forEach((i) => set(i, false));
  add.filter((i) => isOption(i.itemType)).forEach((i) => set(i, true));
  return { ...b, packageCodes: [...pkgs], accessoryCodes: [...accs] };
}

/** Whether a named item is one of the build's current picks. */
function isCurrent(oracle: CatalogOracle, b: OracleBuild, item: RequiredItem): boolean {
  if (item.itemType === 'PACKAGE') return b.packageCodes.includes(item.itemCode);
  if (item.itemType === 'ACCESSORY') return b.accessoryCodes.includes(item.itemCode);
  if (isSingle(item.itemType)) return b[SINGLE_FIELD[item.itemType]] === item.itemCode;
  if (isPowertrain(item.itemType)) return (oracle.trim(b.trimCode)![TRIM_FIELD[item.itemType]] ?? 'NONE') === item.itemCode;
  return false;
}

/**
 * Some build that drops the named picks S (other values for the single choices and powertrain
 * among them, the options removed), adds R, and takes the item, which the oracle accepts.
 */
function freedBySomeBuild(oracle: CatalogOracle, b: OracleBuild, target: RequiredItem, excluded: RequiredItem[], required: RequiredItem[]): boolean {
  const current = oracle.trim(b.trimCode)!;
  const droppedPowertrain = new Set(excluded.map((i) => i.itemType).filter(isPowertrain));
  const trims = oracle.file.trims.filter((t) => t.gradeId === current.gradeId && POWERTRAIN.every((p) => droppedPowertrain.has(p) || t[TRIM_FIELD[p]] === current[TRIM_FIELD[p]]));
  const base = withOptions(oracle, b, [...required, ...(isOption(target.itemType) ? [target] : [])], excluded);
  for (const trim of trims) {
    const offer = oracle.offered(trim);
    const valuesOf = (type: Single): (string | null)[] => {
      if (target.itemType === type) return [target.itemCode];
      const named = required.find((i) => i.itemType === type);
      if (named) return [named.itemCode];
      if (excluded.some((i) => i.itemType === type)) return { EXTERIOR_COLOR: offer.exterior, INTERIOR_COLOR: offer.interior, WHEELS: offer.wheels }[type];
      return [b[SINGLE_FIELD[type]]];
    };
    for (const ext of valuesOf('EXTERIOR_COLOR'))
      for (const int of valuesOf('INTERIOR_COLOR'))
        for (const wheels of valuesOf('WHEELS')) {
          if (oracle.violation({ ...base, trimCode: trim.code, exteriorColorCode: ext!, interiorColorCode: int!, wheelsCode: wheels }) === null) return true;
        }
  }
  return false;
}

/** Checks every reason stated on the configuration's colours, wheels, packages and accessories; returns how many. */
export function checkReasons(oracle: CatalogOracle, b: OracleBuild, config: ResolvedConfiguration, fail: (problem: string) => never): number {
  const grade = oracle.trim(b.trimCode)!.gradeId;
  const items: Array<{ item: RequiredItem; c: ItemCompatibility }> = [
    ...config.exteriorColors.map((x) => ({ item: { itemType: 'EXTERIOR_COLOR' as const, itemCode: x.code }, c: x.compatibility })),
    ...config.interiorColors.map((x) => ({ item: { itemType: 'INTERIOR_COLOR' as const, itemCode: x.code }, c: x.compatibility })),
    ...(config.wheels ?? []).map((x) => ({ item: { itemType: 'WHEELS' as const, itemCode: x.code }, c: x.compatibility })),
    ...config.packages.filter((p) => p.code !== 'FE' && p.code !== 'QD').map((x) => ({ item: { itemType: 'PACKAGE' as const, itemCode: x.code }, c: x.compatibility })),
    ...config.accessories.map((x) => ({ item: { itemType: 'ACCESSORY' as const, itemCode: x.code }, c: x.compatibility })),
  ];
  const name = (i: RequiredItem) => `${i.itemType} ${i.itemCode}`;
  let checked = 0;
  for (const { item, c } of items) {
    const chosen = isCurrent(oracle, b, item);
    const valid = (x: OracleBuild) => oracle.violation(x) === null;
    if (chosen && isOption(item.itemType)) {
      const without = withOptions(oracle, b, [], [item]);
      if (c.isRemovable && !valid(without)) fail(`${name(item)} is marked removable, but removing it breaks the car: ${oracle.violation(without)}`);
      if (!c.isRemovable) {
        if (valid(without)) fail(`${name(item)} is marked not removable, but removing it keeps the car buildable`);
        if (c.requiredBy.every((d) => isOption(d.itemType)) && c.requiredBy.length && !valid(withOptions(oracle, b, [], [item, ...c.requiredBy]))) {
          fail(`${name(item)} says it is required by ${c.requiredBy.map(name).join(', ')}, but removing those too does not free it`);
        }
        for (const d of c.requiredBy) if (!isCurrent(oracle, b, d)) fail(`${name(item)} is "required by" ${name(d)}, which is not a current pick`);
      }
      checked += 1;
      continue;
    }
    if (chosen) continue;
    const picked = isOption(item.itemType) ? withOptions(oracle, b, [item], []) : { ...b, [SINGLE_FIELD[item.itemType as Single]]: item.itemCode };
    if (c.isCompatible) {
      if (!valid(picked)) fail(`${name(item)} is marked compatible, but picking it breaks the car: ${oracle.violation(picked)}`);
      checked += 1;
      continue;
    }
    for (const x of c.excludedBy) if (!isCurrent(oracle, b, x)) fail(`${name(item)} is "not available with" ${name(x)}, which is not a current pick`);
    const offeredOn = oracle.gradesOffering(item.itemType as Parameters<CatalogOracle['gradesOffering']>[0], item.itemCode);
    if (c.excludedByGrade) {
      if (offeredOn.has(grade)) fail(`${name(item)} says the grade rules it out, but grade ${grade} offers it`);
      const named = new Set(c.availableWithTrims.map((t) => oracle.trim(t)?.gradeId));
      if (named.size === 0) fail(`${name(item)} says "available on" no grade`);
      for (const g of named) if (!g || !offeredOn.has(g)) fail(`${name(item)} says it is available on grade ${g}, which does not offer it`);
    } else if (c.excludedBy.length + c.requiredItems.length === 0) {
      // No reason at all: only for an item no trim of the series offers.
      if (offeredOn.size > 0) fail(`${name(item)} is unavailable with no reason, yet grades ${[...offeredOn].join(', ')} offer it`);
    } else if (!freedBySomeBuild(oracle, b, item, c.excludedBy, c.requiredItems)) {
      fail(`${name(item)}: removing ${c.excludedBy.map(name).join(', ') || 'nothing'} and adding ${c.requiredItems.map(name).join(', ') || 'nothing'} does not make it available`);
    }
    checked += 1;
  }
  return checked;
}
