import type { ContentEnvironment, Language } from './entities';

/** Path prefix of Spanish pages. */
export const SPANISH_PREFIX = '/espanol';

/** The two readings of the configurator segment (product.md section 2 "Base path"). */
export const CONFIGURATOR_SEGMENTS: readonly string[] = ['configurator', 'vehicleconfigurator'];

/** Every content environment; the non-live ones are also valid base-path suffixes. */
export const CONTENT_ENVIRONMENTS: readonly ContentEnvironment[] = [
  'live',
  'preview',
  'prelive',
  'stage',
  'preview.stage',
  'prelive.stage',
];

/** The page language: 'es' when the path starts with /espanol (case-insensitive), else 'en'. */
export function languageFromPath(pathname: string): Language {
  const lower = (pathname ?? '').toLowerCase();
  return lower === SPANISH_PREFIX || lower.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

// Words are compared as whole tokens between '/', '.', '-', '_' so that a path like
// '/series/backstage-x/' or '/previewer/' does not switch environments.
function pathTokens(pathname: string): Set<string> {
  return new Set((pathname ?? '').toLowerCase().split(/[/._\-?#]+/).filter(Boolean));
}

/**
 * The content environment named by the page path, most specific first: a path containing both
 * 'preview' and 'stage' is 'preview.stage', both 'prelive' and 'stage' is 'prelive.stage', then
 * 'preview', 'prelive', 'stage'; otherwise 'live'. Preview wins over prelive if both appear.
 */
export function environmentFromPath(pathname: string): ContentEnvironment {
  const tokens = pathTokens(pathname);
  const stage = tokens.has('stage');
  if (tokens.has('preview')) return stage ? 'preview.stage' : 'preview';
  if (tokens.has('prelive')) return stage ? 'prelive.stage' : 'prelive';
  return stage ? 'stage' : 'live';
}

/** Whether a path segment is a non-live environment suffix as written by basePath. */
export function isEnvironmentSegment(segment: string): boolean {
  return segment !== 'live' && (CONTENT_ENVIRONMENTS as readonly string[]).includes(segment.toLowerCase());
}

/**
 * The base path of product.md section 2: language prefix + configurator segment + environment suffix, ending with '/'.
 * The suffix is written as one extra path segment named after the environment (see ADR 0002):
 *   '/configurator/'                       live English
 *   '/espanol/configurator/'               live Spanish
 *   '/configurator/preview/'               a path containing 'preview'
 *   '/espanol/vehicleconfigurator/prelive.stage/'  with segment 'vehicleconfigurator'
 */
export function basePath(pathname: string, segment = 'configurator'): string {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  if (!clean || clean.includes('/')) throw new Error(`Invalid configurator segment: ${JSON.stringify(segment)}`);
  const prefix = languageFromPath(pathname) === 'es' ? SPANISH_PREFIX : '';
  const env = environmentFromPath(pathname);
  return `${prefix}/${clean}/${env === 'live' ? '' : `${env}/`}`;
}

/**
 * Suffix of GraphQL field and operation names for an environment (e.g. getRecommendationPreview):
 * preview and preview.stage -> 'Preview'; prelive and prelive.stage -> 'Prelive'; live and stage -> ''.
 */
export function graphqlFieldSuffix(env: ContentEnvironment): '' | 'Preview' | 'Prelive' {
  switch (env) {
    case 'preview':
    case 'preview.stage':
      return 'Preview';
    case 'prelive':
    case 'prelive.stage':
      return 'Prelive';
    case 'live':
    case 'stage':
      return '';
    default:
      throw new Error(`Unknown content environment: ${JSON.stringify(env)}`);
  }
}
