/**
 * The build in the address bar: the scene's route (domain routeFor) plus a query string with the
 * build's codes, so a reload or a shared link restores the build exactly through GetDeepLinkConfig.
 *
 *   /configurator/build/step/color/year/2024/series/tacoma/model/7594/?ext=040&int=LB20&whl=W18&pkg=FE&pkg=QD&acc=PC1
 *
 * Lists use one repeated parameter per code (pkg=A&pkg=B), so no code needs a separator.
 */
import type { BuildConfiguration, BuildStepName, ContentEnvironment, Language, Scene } from '../../domain/entities';
import { withDefaultPackages } from '../../domain/pricing';
import { parseRoute, routeFor, type ParsedRoute } from '../../domain/routes';
import type { DeepLinkQuery } from '../data/configurator-api';

export const QUERY_KEYS = { exterior: 'ext', interior: 'int', wheels: 'whl', packages: 'pkg', accessories: 'acc' } as const;

/** Item codes are short identifiers; anything else in a URL is ignored rather than sent on. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
export const isValidCode = (code: string): boolean => CODE.test(code);

export interface BuildUrlOptions {
  lang?: Language;
  environment?: ContentEnvironment;
  segment?: string;
  step?: BuildStepName;
  /** Sub-step path after the trim id (e.g. 'exterior'). */
  rest?: string;
  /** Series and year for the trim scene when there is no build yet. */
  seriesId?: string;
  year?: number;
}

/** The query string (with '?', or '') for a build's codes. */
export function buildQuery(build: BuildConfiguration): string {
  const params = new URLSearchParams();
  if (build.exteriorColor?.code) params.append(QUERY_KEYS.exterior, build.exteriorColor.code);
  if (build.interiorColor?.code) params.append(QUERY_KEYS.interior, build.interiorColor.code);
  if (build.wheelsCode) params.append(QUERY_KEYS.wheels, build.wheelsCode);
  for (const p of build.packages) params.append(QUERY_KEYS.packages, p.code);
  for (const a of build.accessories) params.append(QUERY_KEYS.accessories, a.code);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a scene for a build. Configurator and summary carry the trim in the path and the
 * codes in the query; model, trim and simulator carry no codes. Throws (from routeFor) when the
 * scene needs a series, year or trim that neither the build nor the options give.
 */
export function encodeBuildUrl(scene: Scene, build: BuildConfiguration | null, options: BuildUrlOptions = {}): string {
  const common = { lang: options.lang, environment: options.environment, segment: options.segment };
  if (scene === 'model' || scene === 'simulator') return routeFor(scene, common);
  const series = build?.seriesId || options.seriesId;
  const year = build?.year || options.year;
  if (scene === 'trim') return routeFor('trim', { ...common, series, year });
  if (!build) throw new Error(`encodeBuildUrl('${scene}') needs a build`);
  const path = routeFor(scene, { ...common, series, year, trimId: build.trimId, step: options.step ?? 'color', rest: options.rest });
  return `${path}${buildQuery(build)}`;
}

export interface DecodedBuildUrl {
  route: ParsedRoute;
  /** The deep link to restore, for configurator and summary routes. */
  deepLink: DeepLinkQuery | null;
  /** Query values that were not valid codes and were dropped. */
  dropped: string[];
}

/** Reads a URL written by encodeBuildUrl (or typed by hand) back into a route and a deep link. */
export function decodeBuildUrl(pathname: string, search = ''): DecodedBuildUrl {
  const route = parseRoute(pathname);
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const dropped: string[] = [];
  const codes = (key: string) =>
    [...new Set(params.getAll(key))].filter((code) => {
      if (isValidCode(code)) return true;
      dropped.push(code);
      return false;
    });
  const one = (key: string) => codes(key)[0] ?? '';
  if ((route.scene !== 'configurator' && route.scene !== 'summary') || !route.series || !route.year || !route.trimId) {
    return { route, deepLink: null, dropped };
  }
  const wheelsCode = one(QUERY_KEYS.wheels);
  const deepLink: DeepLinkQuery = {
    year: route.year,
    seriesId: route.series,
    trim: route.trimId,
    exteriorColorCode: one(QUERY_KEYS.exterior),
    interiorColorCode: one(QUERY_KEYS.interior),
    // Absent from links written before wheels were tracked: the server then picks the default.
    ...(wheelsCode ? { wheelsCode } : {}),
    // FE and QD are always part of a build (spec 4), even in a hand-written link that omits them.
    packageCodes: withDefaultPackages(codes(QUERY_KEYS.packages)),
    accessoryCodes: codes(QUERY_KEYS.accessories),
  };
  return { route, deepLink, dropped };
}
