import { useMemo } from 'react';
import type { BuildConfiguration } from '../../../domain/entities';
import { readZipcode } from '../../../platform/cookies';
import { useAppServices } from '../../app/app-services';
import { NextStepsActions } from './next-steps-actions';
import type { NextStepsEnv } from './next-steps-env';

/**
 * NextStepsActions wired to the parcel: brand, language, environment and H's ConfiguratorApi from
 * the app services, the region of the last zipcode-valid event, the ZIP cookie, window fetch,
 * localStorage and location. The summary scene passes it as SummaryView's nextStepsActions.
 */
export function NextStepsSlot({ build, disclaimers }: { build: BuildConfiguration; disclaimers?: string[] }) {
  const { brand, language, page, bus, api } = useAppServices();
  const env = useMemo<NextStepsEnv>(() => {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      // Blocked storage (privacy settings): saving is reported as failed, nothing crashes.
    }
    return {
      brand,
      lang: language,
      environment: page.environment,
      zipcode: readZipcode(),
      regionCode: bus?.last('zipcode-valid')?.region ?? null,
      fetch: (input, init) => window.fetch(input, init),
      storage,
      origin: window.location.origin,
      navigate: (url) => window.location.assign(url),
      resolveDeepLink: (query) => api.getDeepLinkConfig(query),
    };
  }, [brand, language, page.environment, bus, api]);
  return <NextStepsActions build={build} env={env} disclaimers={disclaimers} />;
}
