/**
 * What a parcel knows about the host page it is mounted on, read once from the URL and the
 * body element. The host CMS, not our code, decides these (architecture.md section 1), so they are
 * read defensively: anything unrecognised is simply absent.
 */
import type { ContentEnvironment, Language } from '../domain/entities';
import { basePath, environmentFromPath, languageFromPath } from '../domain/environment';

/** Page kinds recognised by a body class (product.md section 2, ZIP-code modal). */
export type PageKind = 'configurator' | 'payment-estimator';
const PAGE_KINDS: readonly PageKind[] = ['configurator', 'payment-estimator'];

export interface PageContext {
  language: Language;
  environment: ContentEnvironment;
  /** Language prefix + configurator segment + environment suffix, ending with '/'. */
  basePath: string;
  pageKinds: PageKind[];
  /** Two-letter state from a body class such as `state-HI`, upper-cased. */
  stateCode?: string;
  /** The body carries `set-region` (payment-estimator pages asking for a region). */
  setRegion: boolean;
  /** The host application name from `<body data-app="...">` (e.g. 'dealers'), lower-cased. */
  app?: string;
}

export interface PageContextSources {
  location?: Pick<Location, 'pathname'>;
  document?: Pick<Document, 'body'>;
}

const STATE_CLASS = /^state-([a-z]{2})$/i;
const APP_NAME = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * Reads the page context from `window.location` and `document.body` (both injectable).
 * The configurator segment of the base path follows the URL: a page under
 * /vehicleconfigurator/ keeps that spelling, any other page uses /configurator/.
 */
export function pageContext(sources: PageContextSources = {}): PageContext {
  const pathname = (sources.location ?? window.location).pathname ?? '/';
  const body = (sources.document ?? document).body;
  const classes = body ? [...body.classList] : [];
  const segments = pathname.toLowerCase().split('/');
  const segment = segments.includes('vehicleconfigurator') ? 'vehicleconfigurator' : 'configurator';

  const stateClass = classes.map((name) => STATE_CLASS.exec(name)).find(Boolean);
  const app = body?.dataset.app?.trim().toLowerCase();

  return {
    language: languageFromPath(pathname),
    environment: environmentFromPath(pathname),
    basePath: basePath(pathname, segment),
    pageKinds: PAGE_KINDS.filter((kind) => classes.includes(kind)),
    stateCode: stateClass ? stateClass[1].toUpperCase() : undefined,
    setRegion: classes.includes('set-region'),
    app: app && APP_NAME.test(app) ? app : undefined,
  };
}
