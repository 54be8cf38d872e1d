/** Types of the build machine (events, context, input), apart so the chart file stays readable. */
import type { Brand, ChangeType, ItemType, LatestItemSelected, ResolveStep } from '../../domain/entities';
import type { Selection } from '../../domain/selection';
import type { ApiError } from '../data/api-error';
import type { ConfigByGradeQuery, DeepLinkQuery, ResolvedConfiguration } from '../data/configurator-api';
import type { History, HistoryEntry } from './history';

/** The page's live content changed (connect-live-content.ts): refetch what the shopper sees. */
export interface CatalogChangedEvent {
  type: 'api.catalogChanged';
  /** The changed series-year; absent after a reconnect that may have missed changes (refetch all). */
  seriesId?: string;
  year?: number;
}

export interface SelectedItem {
  itemType: ItemType;
  itemCode: string;
  changeType: ChangeType;
}

export type BuildEvent =
  | { type: 'build.loadGrade'; query: ConfigByGradeQuery }
  /** `invalid`: the URL held values that were not codes (dropped before the request). */
  | { type: 'build.loadDeepLink'; query: DeepLinkQuery; invalid?: boolean; dropped?: string[] }
  | { type: 'user.selectItem'; item: SelectedItem }
  /** An inventory vehicle's exact configuration replaces the build, as one undoable step (issue 28). */
  | { type: 'user.loadVehicle'; query: DeepLinkQuery }
  | { type: 'user.resolveConflict'; stepIndex: number }
  | { type: 'user.cancelConflict' }
  | { type: 'user.undo' }
  | { type: 'user.redo' }
  | { type: 'user.clear' }
  | { type: 'user.dismissNotice' }
  | CatalogChangedEvent;

/** What the build machine tells its parent (the configurator root). */
export type BuildParentEvent = { type: 'build.loaded' } | { type: 'build.loadFailed'; error: ApiError };

export interface PendingChange {
  items: LatestItemSelected[];
  /** Trim the request starts from when a resolve step names one. */
  trimId: string | null;
  /** The selection the client expects, for servers that do not echo the resolved selection. */
  expected: Selection | null;
}

export interface BuildContext {
  brand: Brand;
  /** The server's last answer: titles, prices, images and compatibility for `selection`'s trim. */
  config: ResolvedConfiguration | null;
  /**
   * The shopper's build in codes; null before a load and after clear. What views show is derived
   * from it and `config` by domain deriveBuild (selectors: build-view.ts), never stored.
   */
  selection: Selection | null;
  history: History;
  /** The pick under way. */
  item: LatestItemSelected | null;
  /** Selection and config before the pick under way: restored when it fails or is cancelled. */
  committed: HistoryEntry | null;
  pending: PendingChange | null;
  /** The resolve steps the rules answered (best MAX_RESOLUTIONS by weight), then in the dialog's order. */
  resolveSteps: ResolveStep[];
  /**
   * Each offered resolution with the build the server answered for it, in the order the dialog
   * shows (domain rankResolutions): Apply commits exactly that build (ADR 0125).
   */
  resolutions: Array<{ step: ResolveStep; selection: Selection; config: ResolvedConfiguration }>;
  /** A config update failed and was not applied (polite notice). */
  updateError: ApiError | null;
  /** A load or recommendation failed. */
  error: ApiError | null;
  /** The deep link was invalid; the build is the default one (notice). */
  deepLinkInvalid: boolean;
  /** What the restored link lost, by title or code (the notice names them); empty when nothing was. */
  linkLost: string[];
  /** The link being restored (until its build loads). */
  requested: DeepLinkQuery | null;
  /** Picks made while a request was in flight (latest per item wins), applied in order once it settles. */
  queued: LatestItemSelected[];
  /**
   * Queued picks that were NOT applied because an earlier pick opened a conflict (or its
   * recommendation failed): the scene names them in a notice. Empty when there is nothing to say.
   */
  notApplied: LatestItemSelected[];
  /** A pick that was refused (removing a default package FE/QD). */
  refused: LatestItemSelected | null;
}

export interface BuildInput {
  brand: Brand;
}

