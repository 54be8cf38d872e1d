/**
 * The host API's version and the names it puts on `window` (docs/host-api.md, ADR 0211). The
 * slot attributes, body classes and bus events are described there, with a JSON Schema per event
 * payload in docs/host-api/events/; this module holds what code reads: the version, and the
 * window properties the bundle may create, which the e2e suite holds the bundle to.
 */
export const HOST_API_VERSION = '1.0.0';

/** webpack's chunk array of each build (`output.chunkLoadingGlobal`): named here, not after package.json. */
export const CHUNK_LOADING_GLOBALS = {
  default: 'vehicleConfiguratorChunks',
  sharedReact: 'vehicleConfiguratorSharedReactChunks',
} as const;

/**
 * Every own property of `window` the bundle may add: the analytics data layer (created only when
 * the page has none), single-spa's `singleSpaNavigate` (set by single-spa when the page has none)
 * and the build's chunk array. Nothing else.
 */
export const HOST_WINDOW_PROPERTIES: readonly string[] = ['digitalData', 'singleSpaNavigate', CHUNK_LOADING_GLOBALS.default, CHUNK_LOADING_GLOBALS.sharedReact];
