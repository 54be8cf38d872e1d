import type { Brand, ContentEnvironment, Language } from '../../../domain/entities';
import type { DeepLinkQuery, ResolvedDeepLink } from '../../data/configurator-api';
import type { FetchLike } from './next-steps-client';

/**
 * What the next-steps overlays need from the page, injected so tests pass their own: brand,
 * language, environment, the ZIP cookie and region, fetch, storage, navigation and H's
 * ConfiguratorApi port for repairing saved builds (getDeepLinkConfig).
 */
export interface NextStepsEnv {
  brand: Brand;
  lang: Language;
  environment: ContentEnvironment;
  /** The zipcode cookie, read when needed: the ZIP modal may change it while the page is open. */
  zipcode(): string | undefined;
  /** Calls `onChange` after each ZIP change the page announces (zipcode-valid on the bus); returns the unsubscribe. */
  watchZipcode?(onChange: () => void): () => void;
  /** Region code of the last validated ZIP (zipcode-valid on the bus), for estimator defaults. */
  regionCode(): string | null | undefined;
  fetch: FetchLike;
  /** localStorage, or null where it is unavailable (private mode, blocked storage). */
  storage: Storage | null;
  /** Page origin, for absolute links (QR code, build sheet). */
  origin: string;
  navigate(url: string): void;
  resolveDeepLink(query: DeepLinkQuery): Promise<ResolvedDeepLink>;
}
