import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { BuildConfiguration } from '../../domain/entities';
import type { InventoryMatches } from '../../platform/graphql/inventory-documents';
import { afterNextPaint } from '../../platform/after-paint';
import { useAppServices } from '../app/app-services';
import type { InventoryQuery } from '../data/configurator-api';
import { inventoryMachine } from './inventory.machine';
import { matchInputOf } from './inventory-query';
import { useShopperZip } from './use-shopper-zip';

export type InventoryView =
  | { kind: 'no-zip' }
  | { kind: 'loading'; zip: string }
  | { kind: 'ready'; zip: string; result: InventoryMatches }
  | { kind: 'failed'; zip: string };

/**
 * In-stock matches of the build near the shopper's ZIP, on the inventory machine. The build change
 * reaches the machine after the browser has painted the pick (platform/after-paint.ts); the machine
 * then waits a moment before it asks (inventory.machine.ts).
 */
export function useInventoryMatches(build: BuildConfiguration | null) {
  const { api, bus } = useAppServices();
  const zip = useShopperZip(bus);
  const machine = useMemo(
    () =>
      inventoryMachine.provide({
        actors: {
          fetchMatches: fromPromise<InventoryMatches, InventoryQuery>(({ input }) =>
            api.getInventoryMatches ? api.getInventoryMatches(input) : Promise.reject(new Error('this data port has no inventory')),
          ),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine);
  // After the paint: React runs a click's effects before the browser paints the new total.
  useEffect(() => afterNextPaint(() => send({ type: 'build.changed', input: build && zip ? matchInputOf(build, zip) : null })), [build, zip, send]);

  let view: InventoryView;
  if (!zip) view = { kind: 'no-zip' };
  else if (state.matches('ready') && state.context.result) view = { kind: 'ready', zip, result: state.context.result };
  else if (state.matches('failed')) view = { kind: 'failed', zip };
  else view = { kind: 'loading', zip };
  return { view, retry: () => send({ type: 'user.retry' }), bus };
}
