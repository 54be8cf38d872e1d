/**
 * The build in the address bar: the scene's route (domain routeFor) plus a query string with the
 * build's codes, so a reload or a shared link restores the build exactly through GetDeepLinkConfig.
 *
 *   /configurator/build/step/color/year/2024/series/tacoma/model/7594/?ext=040&int=LB20&whl=W18&pkg=FE&pkg=QD&acc=PC1
 *
 * The query is the domain's build link (build-link.ts, ADR 0095): the one writer and reader that
 * mails, saved builds and the build sheet use too, so the address bar and a shared link cannot drift.
 */
import { buildLinkQuery, readBuildLinkQuery } from '../../domain/build-link';
import type { BuildConfiguration, BuildStepName, ContentEnvironment, FullConfiguration, Language, Scene } from '../../domain/entities';
import { DEFAULT_PACKAGE_CODES } from '../../domain/pricing';
import { parseRoute, routeFor, type ParsedRoute } from '../../domain/routes';
import type { DeepLinkQuery } from '../data/configurator-api';

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

/** The query string (with '?', or '') for a build's codes; codes that are not item codes are left out. */
export function buildQuery(build: BuildConfiguration): string {
  return buildLinkQuery({
    exteriorColorCode: build.exteriorColor?.code,
    interiorColorCode: build.interiorColor?.code,
    wheelsCode: build.wheelsCode ?? undefined,
    packageCodes: build.packages.map((p) => p.code),
    accessoryCodes: build.accessories.map((a) => a.code),
  });
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

/**
 * Reads a URL written by encodeBuildUrl (or typed by hand, or mailed with ADR 0094's names) back into
 * a route and a deep link. The query is read only on configurator and summary routes. Never throws.
 */
export function decodeBuildUrl(pathname: string, search = ''): DecodedBuildUrl {
  const route = parseRoute(pathname);
  if ((route.scene !== 'configurator' && route.scene !== 'summary') || !route.series || !route.year || !route.trimId) {
    return { route, deepLink: null, dropped: [] };
  }
  const { dropped, ...codes } = readBuildLinkQuery(search);
  return { route, deepLink: { year: route.year, seriesId: route.series, trim: route.trimId, ...codes }, dropped };
}

/**
 * What a restored link lost (issue 15): the codes it named that the restored build does not hold,
 * by title when the configuration knows the item (it was offered but did not fit), else by code
 * (the catalog has no such item). Default packages FE/QD are added by the reader itself and never
 * count as lost.
 */
export function lostFromLink(requested: DeepLinkQuery, build: BuildConfiguration, config: FullConfiguration): string[] {
  const title = <T extends { code: string; title: string }>(list: readonly T[] | null | undefined, code: string) => list?.find((x) => x.code === code)?.title ?? code;
  const lost: string[] = [];
  if (requested.exteriorColorCode && build.exteriorColor?.code !== requested.exteriorColorCode) lost.push(title(config.exteriorColors, requested.exteriorColorCode));
  if (requested.interiorColorCode && build.interiorColor?.code !== requested.interiorColorCode) lost.push(title(config.interiorColors, requested.interiorColorCode));
  if (requested.wheelsCode && build.wheelsCode !== requested.wheelsCode) lost.push(title(config.wheels, requested.wheelsCode));
  const held = new Set([...build.packages.map((p) => p.code), ...build.accessories.map((a) => a.code)]);
  for (const code of requested.packageCodes ?? []) if (!held.has(code) && !DEFAULT_PACKAGE_CODES.includes(code)) lost.push(title(config.packages, code));
  for (const code of requested.accessoryCodes ?? []) if (!held.has(code)) lost.push(title(config.accessories, code));
  return [...new Set(lost)];
}
