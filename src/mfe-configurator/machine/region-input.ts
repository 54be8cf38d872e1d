import type { ActorSystem, AnyActorRef } from 'xstate';
import { SYSTEM_IDS } from './system-ids';

/**
 * The shopper's region for a data call, as the geolocation child holds it now (its start value is
 * the ZIP cookie's region; 'zipcode-valid' on the bus updates it). Invoke `input` mappers read it
 * so the region travels with each call as actor input; undefined leaves the port's page default.
 */
export function currentRegion(system: ActorSystem<never> | AnyActorRef['system']): string | undefined {
  const geolocation = system.get(SYSTEM_IDS.geolocation) as AnyActorRef | undefined;
  const region: unknown = geolocation?.getSnapshot().context?.region;
  return typeof region === 'string' && region ? region : undefined;
}

/** A data call's input: what to ask, and the region to ask it for. */
export interface RegionalInput<Query> {
  query: Query;
  region?: string;
}
