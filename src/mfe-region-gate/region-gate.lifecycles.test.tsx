import { waitFor } from '@testing-library/react';
import { deleteCookie } from '../platform/cookies';
import { createEventBus } from '../platform/event-bus';
import { createSlot, expectRenderErrorReported, useParcelReactEnvironment } from '../platform/test-support/parcel-environment';
import { bootstrap, mount, unmount } from './region-gate.lifecycles';

useParcelReactEnvironment();

describe('region-gate lifecycles', () => {
  it('mounts into its slot, answers the configurator, and unmounts', async () => {
    deleteCookie('zipcode');
    const bus = createEventBus({ log: jest.fn() });
    const domElement = createSlot();
    const props = { name: 'region-gate#test', domElement, bus };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(bus.last('steps:may-render')).toEqual({ version: 1, allowed: false }));
    expect(domElement.dataset).toMatchObject({ pageError: 'none', stepsMayRender: 'false' });
    await unmount(props as never);
    domElement.remove();
  });

  it('reports a render error to the root config and leaves its slot empty', async () => {
    // Mounted without a bus, the root throws while rendering.
    await expectRenderErrorReported({ bootstrap, mount, unmount }, {});
  });
});
