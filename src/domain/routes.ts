import type { BuildStepName, ContentEnvironment, Language, Scene } from './entities';
import {
  basePath,
  CONFIGURATOR_SEGMENTS,
  environmentFromPath,
  isEnvironmentSegment,
  languageFromPath,
  SPANISH_PREFIX,
} from './environment';

/** Configurator build steps in the spec's order (product.md section 2); colour and powertrain have sub-steps. */
export const BUILD_STEPS: readonly BuildStepName[] = [
  'cab',
  'seating',
  'color',
  'powertrain',
  'packages',
  'options',
  'accessories',
];

/** Sub-steps per step, in order; they travel in the route's `rest`. */
export const BUILD_SUB_STEPS = {
  color: ['exterior', 'interior'],
  powertrain: ['engine', 'drivetrain', 'transmission'],
} as const;

/** Defaults when the path does not name a model or year (product.md section 4 "Page error state"). */
export const DEFAULT_MODEL_CODE = 'prius';
export const DEFAULT_MODEL_YEAR = 2023;

/** Series: 1 to 50 characters; year: up to 4 digits (product.md section 2). */
const SERIES = /^[^/]{1,50}$/;
const YEAR = /^\d{1,4}$/;
const TRIM_ID = /^[^/]+$/;

export interface ParsedRoute {
  scene: Scene;
  year?: number;
  series?: string;
  trimId?: string;
  step?: BuildStepName;
  /** Path after the trim id (the route's '*'), without leading or trailing slashes; may be ''. */
  rest?: string;
  lang: Language;
  environment: ContentEnvironment;
  /** Base path as basePath() writes it, with the configurator segment found in the path. */
  base: string;
}

const splitPath = (pathname: string): string[] => (pathname ?? '').split(/[?#]/)[0].split('/').filter(Boolean);

/** Whether a string names one of the spec's build steps. */
export const isBuildStep = (s: string): s is BuildStepName => (BUILD_STEPS as readonly string[]).includes(s);

/**
 * Splits a pathname into the base (language prefix, configurator segment, environment segment)
 * and the route segments after it. Without a configurator segment the route starts right after
 * the language prefix (and an environment segment, if one comes first).
 */
function splitBase(pathname: string): { segment: string; route: string[] } {
  const parts = splitPath(pathname);
  let i = parts.length > 0 && `/${parts[0].toLowerCase()}` === SPANISH_PREFIX ? 1 : 0;
  let segment = CONFIGURATOR_SEGMENTS[0];
  const found = parts.findIndex((p, idx) => idx >= i && CONFIGURATOR_SEGMENTS.includes(p.toLowerCase()));
  if (found >= 0) {
    segment = parts[found].toLowerCase();
    i = found + 1;
  }
  if (i < parts.length && isEnvironmentSegment(parts[i])) i += 1;
  return { segment, route: parts.slice(i) };
}

/**
 * Parses a page path into its scene and parameters (product.md section 2 "Routes"). Unknown paths give the
 * model scene. Examples (English, live):
 *   '/configurator/'                                                   -> model
 *   '/configurator/build/step/model/year/2024/series/camry/'            -> trim
 *   '/configurator/build/step/summary/year/2024/series/camry/model/2532/' -> summary
 *   '/configurator/build/step/color/year/2024/series/camry/model/2532/exterior/' -> configurator, rest 'exterior'
 *   '/configurator/sim/'                                                -> simulator
 */
export function parseRoute(pathname: string): ParsedRoute {
  const { segment, route } = splitBase(pathname);
  const common = {
    lang: languageFromPath(pathname),
    environment: environmentFromPath(pathname),
    base: basePath(pathname, segment),
  };
  const model: ParsedRoute = { scene: 'model', ...common };

  if (route.length === 1 && route[0] === 'sim') return { scene: 'simulator', ...common };
  if (route.length < 7 || route[0] !== 'build' || route[1] !== 'step' || route[3] !== 'year' || route[5] !== 'series') {
    return model;
  }
  const [, , step, , yearText, , series] = route;
  if (!YEAR.test(yearText) || !SERIES.test(series)) return model;
  const year = Number(yearText);

  if (step === 'model') return route.length === 7 ? { scene: 'trim', year, series, ...common } : model;
  if (route.length < 9 || route[7] !== 'model' || !TRIM_ID.test(route[8])) return model;
  const trimId = route[8];
  const rest = route.slice(9).join('/');
  if (step === 'summary') return { scene: 'summary', year, series, trimId, rest, ...common };
  if (!isBuildStep(step)) return model;
  return { scene: 'configurator', year, series, trimId, step, rest, ...common };
}

export interface RouteParams {
  lang?: Language;
  environment?: ContentEnvironment;
  /** Configurator segment; 'configurator' unless given. */
  segment?: string;
  year?: number | string;
  series?: string;
  trimId?: string;
  step?: BuildStepName;
  rest?: string;
}

function required<T>(value: T | undefined, name: string, scene: Scene): T {
  if (value === undefined || value === null || value === '') throw new Error(`routeFor('${scene}') needs ${name}`);
  return value;
}

/**
 * The pathname of a scene, starting with the base path and ending with '/'. Throws a clear error
 * when a parameter the route needs is missing or invalid (series 1-50 chars, year up to 4 digits).
 */
export function routeFor(scene: Scene, params: RouteParams = {}): string {
  const lang = params.lang ?? 'en';
  const env = params.environment ?? 'live';
  const segment = (params.segment ?? CONFIGURATOR_SEGMENTS[0]).replace(/^\/+|\/+$/g, '');
  const base = `${lang === 'es' ? SPANISH_PREFIX : ''}/${segment}/${env === 'live' ? '' : `${env}/`}`;
  if (scene === 'model') return base;
  if (scene === 'simulator') return `${base}sim/`;

  const year = String(required(params.year, 'year', scene));
  const series = required(params.series, 'series', scene);
  if (!YEAR.test(year)) throw new Error(`Invalid year for route: ${JSON.stringify(params.year)}`);
  if (!SERIES.test(series)) throw new Error(`Invalid series for route: ${JSON.stringify(series)}`);
  const yearSeries = `year/${year}/series/${encodeURIComponent(series)}/`;
  if (scene === 'trim') return `${base}build/step/model/${yearSeries}`;

  const trimId = required(params.trimId, 'trimId', scene);
  if (!TRIM_ID.test(trimId)) throw new Error(`Invalid trimId for route: ${JSON.stringify(trimId)}`);
  const rest = (params.rest ?? '').replace(/^\/+|\/+$/g, '');
  const tail = `model/${encodeURIComponent(trimId)}/${rest ? `${rest}/` : ''}`;
  if (scene === 'summary') return `${base}build/step/summary/${yearSeries}${tail}`;
  if (scene === 'configurator') {
    const step = required(params.step, 'step', scene);
    if (!isBuildStep(step)) throw new Error(`Unknown build step: ${JSON.stringify(step)}`);
    return `${base}build/step/${step}/${yearSeries}${tail}`;
  }
  throw new Error(`Unknown scene: ${JSON.stringify(scene)}`);
}

/**
 * Model code and year from fixed positions of `pathname.split('/')` (product.md section 4): index 8 and 6 in
 * English, 9 and 7 in Spanish. Index 0 is the empty string before the leading slash, so in
 *   '/configurator/build/step/color/year/2024/series/camry/model/2532/'
 *     [0]'' [1]configurator [2]build [3]step [4]color [5]year [6]2024 [7]series [8]camry
 * and '/espanol' shifts both by one. A missing or malformed value gives prius / 2023.
 */
export function modelCodeAndYearFromPath(pathname: string): { modelCode: string; year: number } {
  const parts = (pathname ?? '').split(/[?#]/)[0].split('/');
  const shift = languageFromPath(pathname) === 'es' ? 1 : 0;
  const model = parts[8 + shift] ?? '';
  const year = parts[6 + shift] ?? '';
  return {
    modelCode: SERIES.test(model) ? model : DEFAULT_MODEL_CODE,
    year: YEAR.test(year) ? Number(year) : DEFAULT_MODEL_YEAR,
  };
}

/**
 * The part of the page path before the language prefix and configurator segment (a CMS may host
 * the configurator under a deeper path, e.g. /hawaii-demo/configurator/), kept when rewriting.
 */
export function pathPrefix(pathname: string): string {
  const match = /^(.*?)(?:\/espanol)?\/(?:vehicleconfigurator|configurator)(?:\/|$)/i.exec(pathname);
  return match ? match[1] : '';
}

/**
 * Where a browser-back navigation reloads to (product.md section 2): the base route plus the last path part, i.e.
 * the text after the final '/' (empty for paths ending with '/', so those reload the base itself). A
 * CMS page that hosts the configurator under a deeper path keeps it.
 */
export function backNavigationTarget(pathname: string): string {
  const path = (pathname ?? '').split(/[?#]/)[0];
  const prefix = pathPrefix(path);
  const own = path.slice(prefix.length);
  const last = path.slice(path.lastIndexOf('/') + 1);
  return `${prefix}${basePath(own, splitBase(own).segment)}${last}`;
}
