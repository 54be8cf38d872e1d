/**
 * System ids of the configurator's child actors (ADR 0065). An event goes straight to the actor
 * that owns it (`tell` in tell.ts, `system.get` in views and bridges): the root invokes the
 * children and relays nothing. This file imports nothing, so any machine may name an id.
 */
export const SYSTEM_IDS = {
  build: 'build',
  apiState: 'apiState',
  step: 'step',
  detail: 'detailOverlay',
  filters: 'filters',
  geolocation: 'geolocation',
  gradeTrims: 'gradeTrims',
} as const;

export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];
