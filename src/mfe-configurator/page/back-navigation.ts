import { backNavigationTarget } from '../../domain/routes';

export interface BackNavigationSources {
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'pathname' | 'assign'> };
  /** The pathname the parcel last rendered; a popstate that keeps it (an in-page #anchor) is not a back navigation. */
  renderedPath?: () => string | null;
  /** How the full reload happens; `location.assign` by default. */
  reload?: (url: string) => void;
}

/**
 * product.md section 2: browser back forces a full reload of the base route plus the last path part (domain
 * backNavigationTarget), rather than the parcel trying to rebuild an old scene from history state
 * it never stored. Returns a function that stops watching.
 */
export function watchBackNavigation(sources: BackNavigationSources = {}): () => void {
  const win = sources.window ?? window;
  const onPopState = (): void => {
    const path = win.location.pathname;
    if (sources.renderedPath && sources.renderedPath() === path) return;
    const target = backNavigationTarget(path);
    if (sources.reload) sources.reload(target);
    else win.location.assign(target);
  };
  win.addEventListener('popstate', onPopState);
  return () => win.removeEventListener('popstate', onPopState);
}
