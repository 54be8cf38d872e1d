/**
 * The region gate's service URLs, in one place because the root config asks for the first two
 * before the gate has loaded (root/preload-region-check.ts) and the gate's fetches must then ask
 * for exactly the same URLs to be served from that preload. In platform so the root config
 * imports no parcel internals (ADR 0191).
 */
export const regionLookupUrl = (zip: string, origin = ''): string => `${origin}/api/region?zip=${encodeURIComponent(zip)}`;
export const suppressionListUrl = (origin = ''): string => `${origin}/api/suppression-list`;
export const regionRedirectsUrl = (origin = ''): string => `${origin}/api/region-redirects`;
