/**
 * The platform's public surface for parcels and the root config. Named exports only, so a
 * reader sees every symbol that crosses the boundary (architecture.md section 4.10).
 * graphql client modules are exported by their own files under ./graphql.
 */
export { createEventBus, isValidPayload, BUS_EVENT_TYPES } from './event-bus';
export type { BusEvents, BusEventType, BusListener, EventBus, EventBusOptions, PageErrorType, ZipModalOpenReason } from './event-bus';
export { ZIP_MODAL_OPEN_REASONS } from './event-bus';

export { readCookie, writeCookie, deleteCookie, readZipcode, writeZipcode, DEFAULT_COOKIE_DAYS, ZIPCODE_COOKIE } from './cookies';
export type { CookieOptions, SameSite } from './cookies';

export { pageContext } from './env';
export type { PageContext, PageContextSources, PageKind } from './env';

export { I18nProvider, loadMessages, intlLocale } from './i18n/i18n-provider';
export type { I18nProviderProps, Messages } from './i18n/i18n-provider';
export { sharedMessages } from './i18n/shared-messages';

export { createAnalytics, digitalDataSink, ANALYTICS_SCENES, PAGE_NAMES } from './analytics';
export type { Analytics, AnalyticsEvent, AnalyticsOptions, AnalyticsScene, AnalyticsSink } from './analytics';
export { watchPageExit, isIosLike } from './page-exit';
export type { PageExitSources } from './page-exit';

export { createModalStack, getModalStack, focusableWithin, ESCAPE_DEBOUNCE_MS, SCROLL_RESTORE_MS } from './modal/modal-stack';
export type { ModalCloseReason, ModalEntry, ModalOptions, ModalStack, ModalState } from './modal/modal-stack';
export { Modal } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { ParcelErrorFallback } from './parcel-error-fallback';
export type { ParcelErrorFallbackProps } from './parcel-error-fallback';
export { reactParcelLifecycles } from './react-parcel';
export type { ParcelReportProps } from './react-parcel';
export { ZipInput, ZIP_SUBMIT_CLASS } from './zip-input';
export type { ZipInputProps } from './zip-input';

// Clients of the local JSON services that more than one parcel calls.
export { ServiceError, getJson, isRecord, unexpectedAnswer } from './services/json-service';
export type { JsonAnswer } from './services/json-service';
export { createDealerLookup } from './services/dealer-service';
export type { DealerLookup } from './services/dealer-service';

// Cloud client (data endpoint auth, retries, realtime). The SigV4 signer and the realtime client
// are lazy chunks inside it, so API-key pages without live content never download them.
export { createCloudClient } from './cloud-client/cloud-client';
export type { CloudClient, CloudClientOptions } from './cloud-client/cloud-client';
export { validateCloudSettings, cloudSettingsFromDataset } from './cloud-client/cloud-settings';
export type { AuthMode, CloudSettings, CloudSettingsInput } from './cloud-client/cloud-settings';
export { CloudClientError, CLOUD_CLIENT_MESSAGES, toCloudClientError } from './cloud-client/cloud-errors';
export type { CloudClientErrorCode } from './cloud-client/cloud-errors';
export { watchLiveContent, CATALOG_CHANGED_SUBSCRIPTION } from './cloud-client/live-content';
export type { CatalogChangeEvent, LiveContentHandle, LiveContentOptions } from './cloud-client/live-content';
