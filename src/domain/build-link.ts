/**
 * The link that restores a build (ADR 0095, superseding 0094's query names): the summary route of
 * the build's trim (routeFor, so /espanol and the environment suffix follow the client's rules)
 * plus one repeated query parameter per code:
 *
 *   /configurator/build/step/summary/year/2025/series/rav4/model/4430/?ext=040&int=FB10&whl=W18&pkg=RR&pkg=FE&acc=FAK
 *
 * These are the names the configurator's address bar already uses, so a mailed link, a QR code
 * and a reload all restore a build through the same reader. Links written with ADR 0094's names
 * (exteriorColorCode=..&packageCodes=A,B) are still read, because mails already sent carry them.
 * The wheels code (`whl`) is optional: a link without one restores the trim's default wheels.
 * Shared by the server (mails, quote confirmations) and the client (share, save, build sheet).
 */
import type { ContentEnvironment, Language } from './entities';
import { withDefaultPackages } from './pricing';
import { routeFor } from './routes';

export const BUILD_LINK_KEYS = { exterior: 'ext', interior: 'int', wheels: 'whl', packages: 'pkg', accessories: 'acc' } as const;

/** ADR 0094's parameter names, read for links sent before ADR 0095. */
const LEGACY_KEYS = {
  exterior: 'exteriorColorCode',
  interior: 'interiorColorCode',
  wheels: 'wheelsCode',
  packages: 'packageCodes',
  accessories: 'accessoryCodes',
} as const;

/** Item codes are short identifiers; anything else found in a URL is dropped, never sent on. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/** True for a string that can be an item code. */
export const isBuildCode = (code: string): boolean => CODE.test(code);

/** The codes of a build that a link carries (GetDeepLinkConfig's input names). */
export interface BuildLinkCodes {
  exteriorColorCode: string;
  interiorColorCode: string;
  packageCodes: string[];
  accessoryCodes: string[];
  /** Absent (or '') when the build keeps its trim's default wheels; GetDeepLinkConfig then picks them. */
  wheelsCode?: string;
}

/** A build as a link names it: where (series, year, trim, environment) and what (codes). */
export interface BuildLinkTarget extends BuildLinkCodes {
  seriesId: string;
  year: number;
  trimCode: string;
  environment?: ContentEnvironment;
}

/**
 * The query string of a build's codes, with '?' (or '' when there is no code). Codes that are not
 * valid item codes are left out. Throws nothing.
 */
export function buildLinkQuery(codes: Partial<BuildLinkCodes>): string {
  const params = new URLSearchParams();
  const add = (key: string, code: string | undefined) => {
    if (code && isBuildCode(code)) params.append(key, code);
  };
  add(BUILD_LINK_KEYS.exterior, codes.exteriorColorCode);
  add(BUILD_LINK_KEYS.interior, codes.interiorColorCode);
  add(BUILD_LINK_KEYS.wheels, codes.wheelsCode);
  for (const code of codes.packageCodes ?? []) add(BUILD_LINK_KEYS.packages, code);
  for (const code of codes.accessoryCodes ?? []) add(BUILD_LINK_KEYS.accessories, code);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The path and query that restore a build on its summary page. Throws (from routeFor) when the
 * series, year or trim cannot form a route.
 */
export function buildLinkPath(target: BuildLinkTarget, lang: Language): string {
  const pathname = routeFor('summary', {
    lang,
    environment: target.environment,
    year: target.year,
    series: target.seriesId,
    trimId: target.trimCode,
  });
  return `${pathname}${buildLinkQuery(target)}`;
}

/** The absolute link that restores a build: `origin` (trailing slashes ignored) plus buildLinkPath. */
export function buildLink(origin: string, target: BuildLinkTarget, lang: Language): string {
  return `${origin.replace(/\/+$/, '')}${buildLinkPath(target, lang)}`;
}

export interface ReadBuildLink extends BuildLinkCodes {
  /** Values that were not valid item codes and were dropped. */
  dropped: string[];
}

/**
 * Reads the codes of a link's query (with or without '?'): ADR 0095's repeated parameters, or
 * ADR 0094's comma lists when the new names are absent. `wheelsCode` is present only when the link
 * names valid wheels. Duplicates and invalid codes are dropped;
 * the default packages FE and QD are always included (product.md section 4), even when a hand-written link omits
 * them. Never throws.
 */
export function readBuildLinkQuery(search: string): ReadBuildLink {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const dropped: string[] = [];
  const values = (key: keyof typeof BUILD_LINK_KEYS): string[] => {
    const current = params.getAll(BUILD_LINK_KEYS[key]);
    if (current.length) return current;
    return params.getAll(LEGACY_KEYS[key]).flatMap((value) => value.split(','));
  };
  const codes = (key: keyof typeof BUILD_LINK_KEYS): string[] =>
    [...new Set(values(key).map((v) => v.trim()).filter(Boolean))].filter((code) => {
      if (isBuildCode(code)) return true;
      dropped.push(code);
      return false;
    });
  // Read in the order the link writes them, so `dropped` lists values in that order too.
  const exteriorColorCode = codes('exterior')[0] ?? '';
  const interiorColorCode = codes('interior')[0] ?? '';
  const wheelsCode = codes('wheels')[0];
  return {
    exteriorColorCode,
    interiorColorCode,
    // Only when the link names wheels: an absent code lets the server pick the trim's default.
    ...(wheelsCode ? { wheelsCode } : {}),
    packageCodes: withDefaultPackages(codes('packages')),
    accessoryCodes: codes('accessories'),
    dropped,
  };
}
