import { createContext, useContext } from 'react';
import type { Brand, Language } from '../../domain/entities';
import type { Analytics } from '../../platform/analytics';
import type { EventBus } from '../../platform/event-bus';
import type { PageContext } from '../../platform/env';
import type { ConfiguratorApi } from '../data/configurator-api';

/** What every scene of the parcel may need besides the statechart: the page and the data port. */
export interface AppServices {
  brand: Brand;
  language: Language;
  page: PageContext;
  bus: EventBus | null;
  api: ConfiguratorApi;
  /** Where page views, start and exit go; page behaviour's default (the page's data layer) without it. */
  analytics?: Analytics;
  /** The parcel hydrated server markup (ADR 0213): its first scene shows while the region gate checks. */
  serverRendered?: boolean;
}

const AppServicesContext = createContext<AppServices | null>(null);

export const AppServicesProvider = AppServicesContext.Provider;

/** The parcel's services; throws outside the configurator root (a wiring bug, not a user state). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside the configurator root');
  return services;
}
