import { screen, waitFor } from '@testing-library/react';
import { createSlot, expectRenderErrorReported, useParcelReactEnvironment } from '../platform/test-support/parcel-environment';
import { bootstrap, mount, unmount } from './no-inventory.lifecycles';

useParcelReactEnvironment();

describe('no-inventory lifecycles', () => {
  it('mounts the page for the model and year of its slot, and unmounts it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const domElement = createSlot();
    const props = { name: 'no-inventory#test', domElement, modelCode: 'mirai', year: '2025' };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(screen.getByRole('heading', { name: '2025 Mirai' })).toBeInTheDocument());
    // jsdom has no fetch: the texts fail to load and the page says so instead of breaking.
    await screen.findByText('This vehicle is not available in your area right now.');
    await unmount(props as never);
    expect(screen.queryByRole('heading', { name: '2025 Mirai' })).not.toBeInTheDocument();
    domElement.remove();
    warn.mockRestore();
  });

  it('reports a render error to the root config and leaves its slot empty', async () => {
    // Mounted on a page whose location cannot be read, the root throws while rendering.
    const brokenSources = {
      get location(): Location {
        throw new Error('no location');
      },
    };
    await expectRenderErrorReported({ bootstrap, mount, unmount }, { sources: brokenSources });
  });
});
