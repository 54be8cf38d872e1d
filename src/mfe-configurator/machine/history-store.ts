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

/** What is stored: the build's key and its undo and redo entries. */
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

// Entries never change once made, and most of them are in the next save again: each is turned
// into JSON once (a configuration is tens of KB; a history holds up to 50).
const entryJson = new WeakMap<HistoryEntry, string>();
const jsonOf = (entry: HistoryEntry): string => {
  let text = entryJson.get(entry);
  if (text === undefined) entryJson.set(entry, (text = JSON.stringify(entry)));
  return text;
};

/** Saves the history of `current`, dropping the oldest undo (then redo) entries beyond the budget. */
export function saveHistory(current: BuildConfiguration, history: History, store: Storage | null = storage()): void {
  if (!store) return;
  const past = history.past.map(jsonOf);
  const future = history.future.map(jsonOf);
  const head = `{"build":${JSON.stringify(buildKey(current))},"past":[`;
  // Brackets, the key between the lists and one comma per entry: an upper bound of the length.
  let length = head.length + '],"future":[]}'.length + [...past, ...future].reduce((n, text) => n + text.length + 1, 0);
  while (length > HISTORY_STORE_BUDGET && (past.length > 0 || future.length > 0)) {
    length -= (past.length > 0 ? past.shift()! : future.pop()!).length + 1;
  }
  const text = `${head}${past.join(',')}],"future":[${future.join(',')}]}`;
  try {
    store.setItem(KEY, text);
  } catch {
    store.removeItem(KEY); // quota exceeded: better no history than a stale one
  }
}

let pending: (() => void) | null = null;
let listening = false;

/** Writes the history waiting to be saved now (the page is being hidden or unloaded, e.g. by a reload). */
export function flushHistorySave(): void {
  const write = pending;
  pending = null;
  write?.();
}

function flushWhenLeaving(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushHistorySave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushHistorySave();
  });
}

/**
 * Keeps the latest history to save, and saves it when the page is hidden or unloaded: a reload
 * (or a mobile browser discarding a background tab) fires `pagehide` or `visibilitychange` first,
 * so the history survives exactly the cases it is kept for. A save serialises up to 50
 * configurations (up to 1.5 MB); made on every pick it slowed each pick's new total more as the
 * history grew (p95 about 300 ms at 4x CPU after 20 picks), and even at idle moments it still
 * delayed the frame of a pick that came right after (`bench/interaction.ts`).
 */
export function saveHistoryOnLeave(current: BuildConfiguration, history: History, store: Storage | null = storage()): void {
  if (!store) return;
  pending = () => saveHistory(current, history, store);
  flushWhenLeaving();
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

/** Forgets the saved history (a new build starts), and any save still waiting. */
export function clearHistory(store: Storage | null = storage()): void {
  pending = null;
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
