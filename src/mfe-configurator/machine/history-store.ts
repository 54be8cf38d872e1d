/**
 * Undo/redo across a reload of the same tab (issue 15): the history is written to session storage
 * after every change and read back when the same build is restored from the address bar. A new
 * build (grade picked, build cleared) forgets it. Entries hold build and configuration, so an undo
 * after reload needs no request; the oldest are dropped to stay within a size budget.
 */
import type { BuildConfiguration } from '../../domain/entities';
import { buildQuery } from './build-url';
import type { History, HistoryEntry } from './history';

const KEY = 'configurator:history:v1';
/** Session storage holds ~5 MB per origin; the history takes at most this much of it. */
export const HISTORY_STORE_BUDGET = 1_500_000;

interface Stored {
  build: string;
  past: HistoryEntry[];
  future: HistoryEntry[];
}

/** The identity of a build as the address bar restores it: series, year, trim and codes. */
export const buildKey = (build: BuildConfiguration): string => `${build.seriesId}|${build.year}|${build.trimId}|${buildQuery(build)}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings): undo simply does not survive a reload
  }
}

/** Saves the history of `current`, dropping the oldest undo (then redo) entries beyond the budget. */
export function saveHistory(current: BuildConfiguration, history: History, store: Storage | null = storage()): void {
  if (!store) return;
  const stored: Stored = { build: buildKey(current), past: [...history.past], future: [...history.future] };
  let text = JSON.stringify(stored);
  while (text.length > HISTORY_STORE_BUDGET && (stored.past.length > 0 || stored.future.length > 0)) {
    if (stored.past.length > 0) stored.past.shift();
    else stored.future.pop();
    text = JSON.stringify(stored);
  }
  try {
    store.setItem(KEY, text);
  } catch {
    store.removeItem(KEY); // quota exceeded: better no history than a stale one
  }
}

/** The saved history when it belongs to this build, else null. Never throws on bad data. */
export function loadHistory(current: BuildConfiguration, store: Storage | null = storage()): History | null {
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (stored.build !== buildKey(current) || !Array.isArray(stored.past) || !Array.isArray(stored.future)) return null;
    return { past: stored.past, future: stored.future };
  } catch {
    return null;
  }
}

/** Forgets the saved history (a new build starts). */
export function clearHistory(store: Storage | null = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
