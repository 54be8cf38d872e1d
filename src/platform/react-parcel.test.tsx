import { screen, waitFor } from '@testing-library/react';
import { reactParcelLifecycles } from './react-parcel';
import { createSlot, expectRenderErrorReported, useParcelReactEnvironment } from './test-support/parcel-environment';

useParcelReactEnvironment();

function Greeting({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

function Broken({ who }: { who: string }): never {
  throw new Error(`cannot greet ${who}`);
}

describe('reactParcelLifecycles', () => {
  it('mounts the root component with the parcel props into its slot and unmounts it', async () => {
    const { bootstrap, mount, unmount } = reactParcelLifecycles(Greeting, 'greeting');
    const domElement = createSlot();
    const props = { name: 'greeting#test', domElement, who: 'Ana' };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(screen.getByText('Hello Ana')).toBeInTheDocument());
    await unmount(props as never);
    expect(screen.queryByText('Hello Ana')).not.toBeInTheDocument();
    domElement.remove();
  });

  it('reports a render error to the root config and leaves the slot empty', async () => {
    const error = await expectRenderErrorReported(reactParcelLifecycles(Broken, 'broken'), { who: 'Ana' });
    expect(error).toEqual(new Error('cannot greet Ana'));
  });

  it('logs the render error under the parcel name when there is no reporter', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bootstrap, mount, unmount } = reactParcelLifecycles(Broken, 'broken');
    const domElement = createSlot();
    const props = { name: 'broken#test', domElement, who: 'Ana' };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('[broken] render failed', expect.any(Error)));
    await unmount(props as never);
    domElement.remove();
    consoleError.mockRestore();
  });
});
