/**
 * Undo/redo history of the build (bounded). Each entry is the selection with the server answer it
 * was priced with, so an undo restores prices, compatibilities and images without a request.
 */
import type { Selection } from '../../domain/selection';
import type { ResolvedConfiguration } from '../data/configurator-api';

export interface HistoryEntry {
  selection: Selection;
  config: ResolvedConfiguration;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

/** Enough for any real session; older entries are dropped first. */
export const HISTORY_LIMIT = 50;

export const emptyHistory = (): History => ({ past: [], future: [] });

/** Records the entry being replaced by a new change; a new change clears redo. */
export function record(history: History, replaced: HistoryEntry, limit = HISTORY_LIMIT): History {
  const past = [...history.past, replaced];
  return { past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

/** Steps back: the previous entry becomes current, the current one moves to redo. */
export function undo(history: History, current: HistoryEntry): { history: History; current: HistoryEntry } | null {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return { history: { past: history.past.slice(0, -1), future: [current, ...history.future] }, current: previous };
}

/** Steps forward again after an undo. */
export function redo(history: History, current: HistoryEntry): { history: History; current: HistoryEntry } | null {
  const next = history.future[0];
  if (!next) return null;
  return { history: { past: [...history.past, current], future: history.future.slice(1) }, current: next };
}
