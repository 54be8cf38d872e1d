import { screen, waitFor } from '@testing-library/react';
import { deleteCookie } from '../platform/cookies';
import { createEventBus } from '../platform/event-bus';
import { createSlot, expectRenderErrorReported, useParcelReactEnvironment } from '../platform/test-support/parcel-environment';
import { bootstrap, mount, unmount } from './zip-modal.lifecycles';

useParcelReactEnvironment();

describe('zip-modal lifecycles', () => {
  it('mounts the modal into its slot and unmounts it', async () => {
    deleteCookie('zipcode');
    const domElement = createSlot();
    const props = { name: 'zip-modal#test', domElement, bus: createEventBus({ log: jest.fn() }), app: 'dealers' };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Enter Your ZIP Code' })).toBeInTheDocument());
    await unmount(props as never);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    domElement.remove();
  });

  it('reports a render error to the root config and leaves its slot empty', async () => {
    // Mounted without a bus, the root throws while rendering.
    await expectRenderErrorReported({ bootstrap, mount, unmount }, {});
  });
});
