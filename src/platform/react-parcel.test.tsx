import { screen, waitFor } from '@testing-library/react';
import { usePageId } from './page-id';
import { reactParcelLifecycles } from './react-parcel';
import { createSlot, expectRenderErrorReported, useParcelReactEnvironment } from './test-support/parcel-environment';

useParcelReactEnvironment();

function Greeting({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

function Broken({ who }: { who: string }): never {
  throw new Error(`cannot greet ${who}`);
}

function LabelledField({ who }: { who: string }) {
  const id = usePageId();
  return (
    <p>
      <label htmlFor={id}>Name of {who}</label>
      <input id={id} />
    </p>
  );
}

describe('reactParcelLifecycles', () => {
  it('gives two parcels on one page different ids, so each label names its own field', async () => {
    const first = reactParcelLifecycles(LabelledField, 'field');
    const second = reactParcelLifecycles(LabelledField, 'field');
    const slots = [createSlot(), createSlot()];
    const props = [
      { name: 'field#1', domElement: slots[0], who: 'Ana' },
      { name: 'field#2', domElement: slots[1], who: 'Bo' },
    ];
    for (const [i, parcel] of [first, second].entries()) {
      await parcel.bootstrap(props[i] as never);
      await parcel.mount(props[i] as never);
    }
    const ana = await screen.findByLabelText('Name of Ana');
    const bo = await screen.findByLabelText('Name of Bo');
    expect(ana).not.toBe(bo);
    expect(ana.id).not.toBe(bo.id);
    expect(document.querySelectorAll(`[id="${ana.id}"]`)).toHaveLength(1);
    for (const [i, parcel] of [first, second].entries()) await parcel.unmount(props[i] as never);
    slots.forEach((slot) => slot.remove());
  });

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
