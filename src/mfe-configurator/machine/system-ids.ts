/**
 * System ids of the configurator's child actors (ADR 0065). Children notify siblings through
 * `system.get(id)` so none of them imports another; the root invokes each with its id.
 */
export const SYSTEM_IDS = {
  build: 'build',
  apiState: 'apiState',
  step: 'step',
  conflict: 'conflict',
  detail: 'detailOverlay',
  filters: 'filters',
  geolocation: 'geolocation',
  viewport: 'viewport',
  gradeTrims: 'gradeTrims',
} as const;

export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];
