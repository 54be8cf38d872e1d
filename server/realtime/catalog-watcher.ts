import { watch, type FSWatcher } from 'node:fs';
import { reloadCatalog } from '../catalog/catalog-loader';

/** Editors save in bursts (temp file, rename, chmod): one reload per burst. */
export const WATCH_DEBOUNCE_MS = 150;

export interface CatalogWatcherOptions {
  debounceMs?: number;
  /** A bad file keeps the previous catalog in service; this hears why. */
  onError?: (error: unknown) => void;
}

export interface CatalogWatcher {
  close(): void;
}

/**
 * Watches the catalog folder (recursively) and reloads it after each burst of changes;
 * reloadCatalog notifies subscribeCatalog listeners only when the content really changed.
 * Only enabled by an option, so tests and production decide whether files are live.
 */
export function watchCatalogDir(dir: string, options: CatalogWatcherOptions = {}): CatalogWatcher {
  const debounceMs = options.debounceMs ?? WATCH_DEBOUNCE_MS;
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    timer = undefined;
    try {
      reloadCatalog(dir);
    } catch (error) {
      options.onError?.(error);
    }
  };
  const watcher: FSWatcher = watch(dir, { recursive: true, persistent: false }, () => {
    clearTimeout(timer);
    timer = setTimeout(reload, debounceMs);
  });
  watcher.on('error', (error) => options.onError?.(error));
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
