import { memo, useMemo } from 'react';
import type { BuildConfiguration } from '../../../domain/entities';
import { readZipcode } from '../../../platform/cookies';
import { useAppServices } from '../../app/app-services';
import { BuildExitGuard, InventoryLink } from './build-exit-guard';
import { NextStepsActions } from './next-steps-actions';
import type { NextStepsEnv } from './next-steps-env';

/**
 * The next-steps environment of the parcel: brand, language, environment and H's ConfiguratorApi
 * from the app services, the region of the last zipcode-valid event, the ZIP cookie, window fetch,
 * localStorage and location.
 */
export function useNextStepsEnv(): NextStepsEnv {
  const { brand, language, page, bus, api } = useAppServices();
  return useMemo<NextStepsEnv>(() => {
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
      zipcode: () => readZipcode(),
      watchZipcode: (onChange) => bus?.subscribe('zipcode-valid', () => onChange()) ?? (() => undefined),
      regionCode: () => bus?.last('zipcode-valid')?.region ?? null,
      fetch: (input, init) => window.fetch(input, init),
      storage,
      origin: window.location.origin,
      navigate: (url) => window.location.assign(url),
      resolveDeepLink: (query) => api.getDeepLinkConfig(query),
    };
  }, [brand, language, page.environment, bus, api]);
}

/** The summary's next-steps actions; summary.scene.tsx passes it as SummaryView's nextStepsActions. */
export function NextStepsSlot({ build, disclaimers }: { build: BuildConfiguration; disclaimers?: string[] }) {
  return <NextStepsActions build={build} env={useNextStepsEnv()} disclaimers={disclaimers} />;
}

/** For the configurator scene (owner B): the inventory link-out and the exit-build prompt. */
export const ConfiguratorNextStepsSlot = memo(function ConfiguratorNextStepsSlot({ build, className }: { build: BuildConfiguration; className?: string }) {
  const env = useNextStepsEnv();
  return (
    <>
      <InventoryLink build={build} env={env} className={className} />
      <BuildExitGuard build={build} env={env} />
    </>
  );
});
