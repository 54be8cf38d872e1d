/**
 * The platform's public surface for parcels and the root config. Named exports only, so a
 * reader sees every symbol that crosses the boundary (design.md section 4.10).
 * graphql client modules are exported by their own files under ./graphql.
 */
export { createEventBus, isValidPayload, BUS_EVENT_TYPES } from './event-bus';
export type { BusEvents, BusEventType, BusListener, EventBus, EventBusOptions, PageErrorType } from './event-bus';

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
