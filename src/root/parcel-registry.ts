import type { ParcelRegistry } from './load-parcel';

/**
 * The product's parcels by slot name (`<div data-mfe="...">`). Each entry is its own lazy
 * chunk, so a page downloads only the parcels of the slots it has. Add one line per parcel:
 *   'zip-modal': () => import(/* webpackChunkName: "mfe-zip-modal" *\/ '../mfe-zip-modal/zip-modal.lifecycles'),
 */
export const parcelRegistry: ParcelRegistry = {
  configurator: () => import(/* webpackChunkName: "mfe-configurator" */ '../mfe-configurator/configurator.lifecycles'),
  'zip-modal': () => import(/* webpackChunkName: "mfe-zip-modal" */ '../mfe-zip-modal/zip-modal.lifecycles'),
  'region-gate': () => import(/* webpackChunkName: "mfe-region-gate" */ '../mfe-region-gate/region-gate.lifecycles'),
  'no-inventory': () => import(/* webpackChunkName: "mfe-no-inventory" */ '../mfe-no-inventory/no-inventory.lifecycles'),
};
