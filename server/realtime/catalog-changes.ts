import type { Catalog, CatalogEntry } from '../catalog/catalog-loader';
import type { Brand, CatalogEnvironment } from '../catalog/catalog.schema';

/** One series-year whose content changed in one environment (what `catalogChanged` publishes). */
export interface CatalogChange {
  version: string;
  environment: CatalogEnvironment;
  brand: Brand;
  seriesId: string;
  year: number;
}

export const CATALOG_ENVIRONMENTS: readonly CatalogEnvironment[] = ['live', 'preview', 'prelive'];

function entryKey(e: CatalogEntry): string {
  return `${e.brand}|${e.seriesId}|${e.year}`;
}

/**
 * The series-years of each environment whose data differ between two catalogs (added, removed or
 * edited). Preview and prelive overlay live, so a live edit shows up in them too unless they
 * override that series-year. Comparing serialized data is fine at catalog scale (a few MB at most,
 * once per file save).
 */
export function diffCatalogs(previous: Catalog, next: Catalog): CatalogChange[] {
  const changes: CatalogChange[] = [];
  for (const environment of CATALOG_ENVIRONMENTS) {
    const before = new Map(previous.list(environment).map((e) => [entryKey(e), e]));
    const after = new Map(next.list(environment).map((e) => [entryKey(e), e]));
    const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
    for (const key of keys) {
      const a = before.get(key);
      const b = after.get(key);
      if (a && b && a.file === b.file && JSON.stringify(a.data) === JSON.stringify(b.data)) continue;
      const entry = (b ?? a)!;
      changes.push({ version: next.version, environment, brand: entry.brand, seriesId: entry.seriesId, year: entry.year });
    }
  }
  return changes;
}

type ChangeListener = (change: CatalogChange) => void;

/** In-process fan-out of catalog changes to realtime subscribers, by environment. */
export class CatalogChangeFeed {
  private readonly listeners = new Set<{ environment: CatalogEnvironment; listener: ChangeListener }>();

  constructor(private current: Catalog) {}

  get version(): string {
    return this.current.version;
  }

  /** Called with each newly loaded catalog; publishes what changed since the previous one. */
  update(next: Catalog): CatalogChange[] {
    if (next.dir !== this.current.dir || next.version === this.current.version) return [];
    const changes = diffCatalogs(this.current, next);
    this.current = next;
    for (const change of changes) {
      for (const entry of [...this.listeners]) if (entry.environment === change.environment) entry.listener(change);
    }
    return changes;
  }

  subscribe(environment: CatalogEnvironment, listener: ChangeListener): () => void {
    const entry = { environment, listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }
}
