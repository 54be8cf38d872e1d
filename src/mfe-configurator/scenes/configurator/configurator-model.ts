/**
 * What the configurator scene reads and what it can ask for. The scene component maps the
 * configurator machine onto this (configurator.scene.tsx); the view renders it. Keeping the view
 * on this narrow shape lets its tests and the machine evolve separately.
 */
import type {
  Brand,
  BuildConfiguration,
  BuildStepName,
  ChangeType,
  DetailOverlay,
  ItemType,
  LatestItemSelected,
  ResolveStep,
  Trim,
} from '../../../domain/entities';
import type { ResolvedConfiguration } from '../../data/configurator-api';

/**
 * What the build machine's notice flags mean for the shopper (one entry per raised flag):
 * `deepLinkInvalid`, `updateError` (a change was not applied), `error` (a choice could not be
 * checked), `refused` (removing a standard item) and `notApplied` (picks dropped because an
 * earlier pick opened a conflict; `items` are their names). `offline` marks a network failure.
 */
export type SceneNotice =
  /** `items`: what the link named and the build could not keep (titles or codes); may be empty. */
  | { kind: 'deep-link-invalid'; items: string[] }
  | { kind: 'update-failed'; offline: boolean }
  | { kind: 'check-failed'; offline: boolean }
  | { kind: 'refused'; item: string }
  | { kind: 'not-applied'; items: string[] };

export interface ConfiguratorModel {
  brand: Brand;
  config: ResolvedConfiguration;
  build: BuildConfiguration;
  /** The series-year's trims, tagged with their grade (labels of cab/bed and powertrain choices, grade names in hints); may be empty. */
  gradeTrims: Trim[];
  steps: BuildStepName[];
  step: BuildStepName;
  /** A change is being resolved with the server. */
  busy: boolean;
  /** `before`: the build held when the pick was made; `resolutions`: ranked, each with the build Apply commits. */
  conflict: { open: boolean; pick: LatestItemSelected | null; before: BuildConfiguration | null; resolutions: Array<{ step: ResolveStep; build: BuildConfiguration }> };
  detail: DetailOverlay | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Empty when there is nothing to tell; `dismissNotice` clears them all. */
  notices: SceneNotice[];
}

export interface PickedItem {
  itemType: ItemType;
  itemCode: string;
  changeType: ChangeType;
}

export interface ConfiguratorActions {
  select(item: PickedItem): void;
  goToStep(step: BuildStepName): void;
  resolveConflict(stepIndex: number): void;
  cancelConflict(): void;
  undo(): void;
  redo(): void;
  showDetail(overlay: DetailOverlay): void;
  hideDetail(): void;
  review(): void;
  /** Leaves the build for the trim (grade) selection. */
  backToTrim(): void;
  dismissNotice(): void;
}
