/**
 * What each build step offers, derived from the configuration and the build (no React, no IO):
 * the choices of a step with their price, whether they are picked, and - for an incompatible
 * choice - what it needs. Components only render these; the rules stay on the server.
 */
import type {
  Accessory,
  BuildConfiguration,
  BuildStepName,
  Compatibility,
  ItemCompatibility,
  FullConfiguration,
  ItemType,
  Trim,
} from '../../../domain/entities';
import { applicableSteps } from '../../../domain/build';
import { INSTALL_POINT_DIO } from '../../../domain/entities';
import { DEFAULT_PACKAGE_CODES, parseAccessoryPrice, parsePrice } from '../../../domain/pricing';
import { itemTitle, trimAttributeCode, trimTitle } from '../../components/item-lookup';

/**
 * Why an option cannot be picked (or a chosen one simply removed) as things stand: the rules
 * engine's reasons for this build, named by their titles (never catalog prose).
 */
export type Requirement =
  /** Not pickable: the grades that offer it (when the grade rules it out), the picks it cannot go with, what it needs besides. */
  | { kind: 'reasons'; grades: string[]; excludedBy: string[]; requires: string[] }
  /** Chosen, and removing it needs changes: the picks that need it. */
  | { kind: 'requiredBy'; items: string[] }
  /** Needs changes the rules did not name (never expected from the engine; shown rather than nothing). */
  | { kind: 'changes' };

export interface Choice {
  itemType: ItemType;
  code: string;
  title: string;
  /** Price of the item, or for trim-level choices the difference to the current trim. */
  price: number;
  /** True when `price` is a difference (shown with a sign). */
  priceIsDifference: boolean;
  selected: boolean;
  requirement: Requirement | null;
  hexCode?: string;
  /** A dealer-installed accessory: its price lands on the total with dealer-installed accessories, not Total MSRP. */
  dealerInstalled?: boolean;
}

/**
 * Whether two derivations of a choice show the same thing: a card is redrawn only when one of
 * these changed (the derivation runs on every build change and returns new objects).
 */
export function sameChoice(a: Choice, b: Choice): boolean {
  return (
    a === b ||
    (a.itemType === b.itemType &&
      a.code === b.code &&
      a.title === b.title &&
      a.price === b.price &&
      a.priceIsDifference === b.priceIsDifference &&
      a.selected === b.selected &&
      a.hexCode === b.hexCode &&
      a.dealerInstalled === b.dealerInstalled &&
      sameRequirement(a.requirement, b.requirement))
  );
}

function sameRequirement(a: Requirement | null, b: Requirement | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.kind !== b.kind) return false;
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((item, i) => item === y[i]);
  if (a.kind === 'reasons' && b.kind === 'reasons') return same(a.grades, b.grades) && same(a.excludedBy, b.excludedBy) && same(a.requires, b.requires);
  if (a.kind === 'requiredBy' && b.kind === 'requiredBy') return same(a.items, b.items);
  return a.kind === 'changes';
}

export interface AccessoryGroup {
  /** Subsection name; '' is the 'Popular' group. */
  name: string;
  popular: boolean;
  choices: Choice[];
}

type TrimLevelType = 'CAB_BED' | 'ENGINE' | 'DRIVE' | 'TRANSMISSION' | 'SEATING';
const ALACARTE_KEY = { CAB_BED: 'cabBed', ENGINE: 'engine', DRIVE: 'drive', TRANSMISSION: 'transmission', SEATING: 'seating' } as const;

/** The steps of this vehicle: cab for trucks, seating where the grade has seating options. */
export function stepsOf(config: FullConfiguration): BuildStepName[] {
  return applicableSteps({
    isTruck: Boolean(config.trim?.cabBed),
    hasSeatingOptions: Boolean(config.grade?.hasSeatingOptions) && (config.seating?.length ?? 0) > 0,
  });
}

/** The name shoppers know a trim by: its grade's name when the trims are known, else its title. */
function gradeNameOf(config: FullConfiguration, code: string, gradeTrims: readonly Trim[]): string {
  return (gradeTrims.find((t) => t.code === code) as (Trim & { gradeName?: string }) | undefined)?.gradeName ?? trimTitle(config, code, gradeTrims);
}

function requirementOf(config: FullConfiguration, compatibility: Compatibility | ItemCompatibility | undefined, gradeTrims: readonly Trim[], chosen = false): Requirement | null {
  if (!compatibility) return null;
  const titles = (items: Compatibility['requiredItems']) => items.map((item) => itemTitle(config, item, gradeTrims));
  const gradesOf = (trims: string[]) => [...new Set(trims.map((code) => gradeNameOf(config, code, gradeTrims)))];
  if (!('isRemovable' in compatibility)) {
    // A trim option (seating) carries no explanation: what it needs, else where it is offered.
    if (chosen || compatibility.isCompatible) return null;
    const requires = titles(compatibility.requiredItems);
    const grades = requires.length ? [] : gradesOf(compatibility.availableWithTrims);
    return requires.length + grades.length > 0 ? { kind: 'reasons', grades, excludedBy: [], requires } : { kind: 'changes' };
  }
  if (chosen) return compatibility.isRemovable ? null : { kind: 'requiredBy', items: titles(compatibility.requiredBy) };
  if (compatibility.isCompatible) return null;
  const reasons = {
    kind: 'reasons' as const,
    grades: compatibility.excludedByGrade ? gradesOf(compatibility.availableWithTrims) : [],
    excludedBy: titles(compatibility.excludedBy),
    requires: titles(compatibility.requiredItems),
  };
  return reasons.grades.length + reasons.excludedBy.length + reasons.requires.length > 0 ? reasons : { kind: 'changes' };
}

/**
 * The choices of a trim-level attribute (cab/bed, engine, drive, transmission, seating) within the
 * grade. Each distinct code of the grade's trims is one choice, priced as the cheapest switch to
 * it; a code reachable only by changing other attributes too is flagged as needing changes.
 */
export function trimLevelChoices(config: FullConfiguration, type: TrimLevelType, gradeTrims: readonly Trim[] = []): Choice[] {
  const current = trimAttributeCode(config.trim, type);
  const byCode = new Map<string, { price: number; conflict: boolean }>();
  for (const trim of config.aLaCartePricing.trims) {
    const attribute = trim.attributes[ALACARTE_KEY[type]];
    if (!attribute) continue;
    const seen = byCode.get(attribute.code);
    const candidate = { price: parsePrice(attribute.msrpDifference), conflict: attribute.conflict };
    // A switch without side effects beats one with; among equals the cheaper one.
    if (!seen || (seen.conflict && !candidate.conflict) || (seen.conflict === candidate.conflict && candidate.price < seen.price)) {
      byCode.set(attribute.code, candidate);
    }
  }
  if (current && !byCode.has(current)) byCode.set(current, { price: 0, conflict: false });
  const seating = type === 'SEATING' ? (config.seating ?? []) : [];
  return [...byCode.entries()].map(([code, { price, conflict }]) => {
    const seat = seating.find((s) => s.code === code);
    const title = seat?.value ?? itemTitle(config, { itemCode: code, itemType: type }, gradeTrims);
    const viaSeat = seat ? requirementOf(config, seat.compatibility, gradeTrims) : null;
    return {
      itemType: type,
      code,
      title,
      price: code === current ? 0 : price,
      priceIsDifference: true,
      selected: code === current,
      requirement: code === current ? null : (viaSeat ?? (conflict ? { kind: 'changes' } : null)),
    };
  });
}

/** Exterior or interior colour swatches. */
export function colorChoices(config: FullConfiguration, build: BuildConfiguration, kind: 'exterior' | 'interior', gradeTrims: readonly Trim[] = []): Choice[] {
  const list = kind === 'exterior' ? config.exteriorColors : config.interiorColors;
  const picked = kind === 'exterior' ? build.exteriorColor?.code : build.interiorColor?.code;
  return list.map((color) => ({
    itemType: kind === 'exterior' ? 'EXTERIOR_COLOR' : 'INTERIOR_COLOR',
    code: color.code,
    title: color.title,
    price: parsePrice(color.msrp.value),
    priceIsDifference: false,
    selected: color.code === picked,
    requirement: color.code === picked ? null : requirementOf(config, color.compatibility, gradeTrims),
    hexCode: color.hexCode,
  }));
}

/**
 * Packages (type PACKAGE) or options (type OPTION). The default codes FE and QD are always in the
 * build and cannot be removed, so they are not offered as choices.
 */
export function packageChoices(config: FullConfiguration, build: BuildConfiguration, type: 'PACKAGE' | 'OPTION', gradeTrims: readonly Trim[] = []): Choice[] {
  const chosen = new Set(build.packages.map((p) => p.code));
  return config.packages
    .filter((p) => p.type === type && !DEFAULT_PACKAGE_CODES.includes(p.code))
    .map((p) => ({
      itemType: 'PACKAGE',
      code: p.code,
      title: p.title,
      price: parsePrice(p.msrp.value),
      priceIsDifference: false,
      selected: chosen.has(p.code),
      requirement: requirementOf(config, p.compatibility, gradeTrims, chosen.has(p.code)),
    }));
}

/** An accessory's subsection (schema addition), else its category; '' groups it under 'Other'. */
const subsectionOf = (accessory: Accessory): string => accessory.subsection.trim() || accessory.category.trim();

/**
 * Accessories grouped by subsection, in first-seen order, with a 'Popular' group first holding
 * the popular ones (product.md section 2). Each accessory appears once, so each checkbox has a unique name.
 */
export function accessoryGroups(config: FullConfiguration, build: BuildConfiguration, gradeTrims: readonly Trim[] = []): AccessoryGroup[] {
  const chosen = new Set(build.accessories.map((a) => a.code));
  const choice = (a: Accessory): Choice => ({
    itemType: 'ACCESSORY',
    code: a.code,
    title: a.title,
    price: parseAccessoryPrice(a.msrp.value),
    priceIsDifference: false,
    selected: chosen.has(a.code),
    requirement: requirementOf(config, a.compatibility, gradeTrims, chosen.has(a.code)),
    dealerInstalled: a.installPoint?.toUpperCase() === INSTALL_POINT_DIO,
  });
  const groups = new Map<string, Choice[]>();
  for (const accessory of config.accessories) {
    if (accessory.isPopularAccessory) continue;
    const name = subsectionOf(accessory);
    groups.set(name, [...(groups.get(name) ?? []), choice(accessory)]);
  }
  const popular = config.accessories.filter((a) => a.isPopularAccessory).map(choice);
  const result: AccessoryGroup[] = popular.length > 0 ? [{ name: '', popular: true, choices: popular }] : [];
  for (const [name, choices] of groups) result.push({ name, popular: false, choices });
  return result;
}

