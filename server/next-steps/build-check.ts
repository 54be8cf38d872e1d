import { INSTALL_POINT_DIO } from '../../src/domain/entities';
import { computeTotals, parseAccessoryPrice, parsePrice } from '../../src/domain/pricing';
import type { Catalog } from '../catalog/catalog-loader';
import { localizeCatalogFile } from '../catalog/catalog-locales';
import type { Brand, CatalogEnvironment, CatalogFile } from '../catalog/catalog.schema';
import { vehicleRulesFor } from '../configuration/vehicle-rules/vehicle-rules';
import { badInput, NextStepsError } from './next-steps-error';

/** A build as the client sends it: codes only. Prices and names always come from the catalog. */
export interface BuildSelection {
  brand: Brand;
  environment: CatalogEnvironment;
  seriesId: string;
  year: number;
  trimCode: string;
  exteriorColorCode: string;
  interiorColorCode: string;
  wheelsCode: string;
  packageCodes: string[];
  accessoryCodes: string[];
}

export interface PricedLine {
  kind: 'exterior' | 'interior' | 'wheels' | 'package' | 'accessory';
  code: string;
  title: string;
  msrp: number;
  /** Dealer-installed (DIO) accessories are outside the suggested retail price. */
  dealerInstalled?: boolean;
}

/** A checked build with catalog names and prices, what shares, leads and mails store and show. */
export interface PricedBuild {
  selection: BuildSelection;
  seriesName: string;
  gradeName: string;
  trimTitle: string;
  baseMsrp: number;
  dph: number;
  lines: PricedLine[];
  totalSRP: number;
  totalCost: number;
  disclaimer: string;
}

const MAX_CODES = 60;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

function str(raw: Record<string, unknown>, key: string, optional = false): string {
  const value = raw[key];
  if ((value === undefined || value === null || value === '') && optional) return '';
  if (typeof value !== 'string' || !CODE.test(value)) throw badInput('invalid-build-code', `build.${key}`, `build.${key} is not a valid code.`);
  return value;
}

function codes(raw: Record<string, unknown>, key: string): string[] {
  const value = raw[key] ?? [];
  if (!Array.isArray(value) || value.length > MAX_CODES || !value.every((c) => typeof c === 'string' && CODE.test(c))) {
    throw badInput('invalid-build-code', `build.${key}`, `build.${key} must be a list of at most ${MAX_CODES} codes.`);
  }
  return [...new Set(value as string[])];
}

function offered(file: CatalogFile, trimCode: string) {
  const trim = file.trims.find((t) => t.code === trimCode);
  if (!trim) return undefined;
  const ext = new Map(file.exteriorColors.map((c) => [c.id, c]));
  const int = new Map(file.interiorColors.map((c) => [c.id, c]));
  const pkg = new Map(file.packages.map((p) => [p.id, p]));
  const acc = new Map(file.accessories.map((a) => [a.id, a]));
  return {
    trim,
    exterior: new Map(trim.exteriorColorIds.map((id) => [ext.get(id)!.code, ext.get(id)!])),
    interior: new Map(trim.interiorColorIds.map((id) => [int.get(id)!.code, int.get(id)!])),
    wheels: new Map(file.wheels.filter((w) => trim.wheelCodes.includes(w.code)).map((w) => [w.code, w])),
    packages: new Map(trim.packages.map((p) => [pkg.get(p.id)!.code, { ...pkg.get(p.id)!, msrp: p.msrp }])),
    accessories: new Map(trim.accessories.map((a) => [acc.get(a.id)!.code, { ...acc.get(a.id)!, msrp: a.msrp }])),
    defaultPackages: trim.defaultPackageIds.map((id) => pkg.get(id)!.code),
  };
}

const NOT_BUILDABLE = {
  en: 'This combination cannot be built: the factory rules do not allow these items together. Review your build and try again.',
  es: 'Esta combinación no se puede fabricar: las reglas de fábrica no permiten estos artículos juntos. Revisa tu configuración e inténtalo de nuevo.',
};

/**
 * The last guard of the first promise: a build the rules reject is refused (422, in the page's
 * language) and never stored or mailed. The page repairs it with the conflict dialog first.
 */
function refuseUnbuildable(file: CatalogFile, selection: Parameters<ReturnType<typeof vehicleRulesFor>['validity']>[0], lang: 'en' | 'es'): void {
  if (vehicleRulesFor(file).validity(selection).isConfigValid) return;
  throw new NextStepsError(422, 'build-not-buildable', NOT_BUILDABLE[lang], 'build');
}

/**
 * Checks a client's build against the catalog and prices it: the series-year must exist in the
 * environment, the trim in the series, and every colour, wheel, package and accessory code must
 * be offered on that trim. Anything else is a tampered or stale build and is refused (400) rather
 * than stored; a build whose items the rules do not allow together is refused with 422. Totals follow the domain's pricing rules (product.md section 4 "Prices").
 */
export function checkBuild(catalog: Catalog, input: unknown, lang: 'en' | 'es' = 'en'): PricedBuild {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badInput('invalid-request', 'build', 'build must be an object.');
  const raw = input as Record<string, unknown>;
  const brand = raw.brand === 'toyota' || raw.brand === 'lexus' ? raw.brand : undefined;
  const environment = raw.environment ?? 'live';
  if (!brand || (environment !== 'live' && environment !== 'preview' && environment !== 'prelive')) {
    throw badInput('unknown-series', 'build.brand', 'Unknown brand or environment.');
  }
  const year = typeof raw.year === 'number' && Number.isInteger(raw.year) ? raw.year : NaN;
  const seriesId = typeof raw.seriesId === 'string' ? raw.seriesId : '';
  const entry = Number.isNaN(year) || !seriesId ? undefined : catalog.get(environment, brand, seriesId, year);
  if (!entry) throw badInput('unknown-series', 'build.seriesId', 'Unknown series or model year.');
  // Names in the page's language: mails and stored builds show what the shopper read.
  const file = localizeCatalogFile(entry.data, lang);
  const trimCode = str(raw, 'trimCode');
  const offer = offered(file, trimCode);
  if (!offer) throw badInput('unknown-trim', 'build.trimCode', `Unknown trim for ${file.seriesName} ${file.year}.`);

  const refuse = (key: string): never => {
    throw badInput('invalid-build-code', `build.${key}`, `build.${key} names something this trim does not offer.`);
  };
  const exterior = offer.exterior.get(str(raw, 'exteriorColorCode')) ?? refuse('exteriorColorCode');
  const interior = offer.interior.get(str(raw, 'interiorColorCode')) ?? refuse('interiorColorCode');
  const wheelsCode = str(raw, 'wheelsCode', true) || offer.trim.defaultWheelCode;
  const wheels = offer.wheels.get(wheelsCode) ?? refuse('wheelsCode');
  const packageCodes = [...new Set([...codes(raw, 'packageCodes'), ...offer.defaultPackages])];
  const packages = packageCodes.map((code) => offer.packages.get(code) ?? refuse('packageCodes'));
  const accessoryCodes = codes(raw, 'accessoryCodes');
  const accessories = accessoryCodes.map((code) => offer.accessories.get(code) ?? refuse('accessoryCodes'));

  refuseUnbuildable(entry.data, { trim: trimCode, exteriorColorCode: exterior.code, interiorColorCode: interior.code, wheelsCode, packageCodes, accessoryCodes }, lang);

  const lines: PricedLine[] = [
    { kind: 'exterior', code: exterior.code, title: exterior.title, msrp: parsePrice(exterior.msrp) },
    { kind: 'interior', code: interior.code, title: interior.title, msrp: parsePrice(interior.msrp) },
    { kind: 'wheels', code: wheels.code, title: wheels.title, msrp: 0 },
    ...packages.map((p): PricedLine => ({ kind: 'package', code: p.code, title: p.title, msrp: parsePrice(p.msrp) })),
    ...accessories.map((a): PricedLine => ({
      kind: 'accessory',
      code: a.code,
      title: a.title,
      msrp: parseAccessoryPrice(a.msrp),
      dealerInstalled: a.installPoint === INSTALL_POINT_DIO,
    })),
  ];
  const baseMsrp = parsePrice(offer.trim.msrp);
  const dph = parsePrice(file.dph);
  // The one price rule (src/domain/pricing): a stored or mailed total is the total the shopper saw.
  const { totalSRP, totalCost } = computeTotals({
    baseMsrp: offer.trim.msrp,
    dph: file.dph,
    exteriorColor: { code: exterior.code, title: exterior.title, msrp: { value: exterior.msrp } },
    interiorColor: { code: interior.code, title: interior.title, msrp: { value: interior.msrp } },
    packages: packages.map((p) => ({ code: p.code, title: p.title, type: p.type, msrp: { value: p.msrp } })),
    accessories: accessories.map((a) => ({ code: a.code, title: a.title, installPoint: a.installPoint, msrp: { value: a.msrp } })),
  });
  return {
    selection: {
      brand,
      environment,
      seriesId: file.seriesId,
      year: file.year,
      trimCode,
      exteriorColorCode: exterior.code,
      interiorColorCode: interior.code,
      wheelsCode,
      packageCodes,
      accessoryCodes,
    },
    seriesName: file.seriesName,
    gradeName: file.grades.find((g) => g.id === offer.trim.gradeId)?.gradeName ?? '',
    trimTitle: offer.trim.title,
    baseMsrp,
    dph,
    lines,
    totalSRP,
    totalCost,
    disclaimer: file.imagery.disclaimer,
  };
}
