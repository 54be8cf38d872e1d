import { screen, waitFor } from '@testing-library/react';
import { usePageId } from './page-id';
import { renderToString } from 'react-dom/server';
import { islandElement } from './first-screen';
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

  it('renders its first screen in slices, leaving the browser free for other tasks in between', async () => {
    // Each row keeps the thread ~2 ms: one task for all 40 would be ~80 ms of blocking time.
    const rendered: string[] = [];
    function SlowRow({ index }: { index: number }) {
      const until = performance.now() + 2;
      while (performance.now() < until) {
        // busy: a row that costs time to render
      }
      rendered.push(`row ${index}`);
      // Another task of the page, queued while the parcel renders.
      if (index === 0) setTimeout(() => rendered.push('other task'), 0);
      return <li>row {index}</li>;
    }
    function SlowList() {
      return <ul>{Array.from({ length: 40 }, (_, index) => <SlowRow key={index} index={index} />)}</ul>;
    }
    const { bootstrap, mount, unmount } = reactParcelLifecycles(SlowList, 'slow');
    const domElement = createSlot();
    const props = { name: 'slow#1', domElement };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(rendered).toContain('other task'));
    expect(screen.getByText('row 39')).toBeInTheDocument();
    const otherAt = rendered.indexOf('other task');
    // It ran while the list was still rendering: after some rows, before the last.
    expect(otherAt).toBeGreaterThan(0);
    expect(otherAt).toBeLessThan(rendered.length - 1);
    await unmount(props as never);
    domElement.remove();
  });

  describe('over server markup (ADR 0213)', () => {
    /** A slot holding what the server rendered for `who`, its island right after it. */
    function serverRenderedSlot(parcel: ReturnType<typeof reactParcelLifecycles<{ who: string }>>, who: string): HTMLElement {
      const slot = createSlot();
      slot.dataset.mfe = 'field';
      slot.setAttribute('data-ssr', '1');
      slot.innerHTML = renderToString(<parcel.serverRoot who={who} ssrScope="field-ssr0" firstScreen={{ version: 1, slot: 'field', language: 'en' }} />);
      slot.insertAdjacentHTML('afterend', islandElement({ version: 1, slot: 'field', language: 'en' }));
      return slot;
    }

    it('hydrates the markup when the parcel says its first render matches: the same elements, now live', async () => {
      const prepareHydration = jest.fn(async () => true);
      const parcel = reactParcelLifecycles(LabelledField, 'field', { prepareHydration });
      const slot = serverRenderedSlot(parcel, 'Ana');
      const serverInput = slot.querySelector('input');
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const props = { name: 'field#7', domElement: slot, who: 'Ana', ssrScope: 'field-ssr0' };
      await parcel.bootstrap(props as never);
      await parcel.mount(props as never);
      expect(prepareHydration).toHaveBeenCalledWith(expect.objectContaining({ firstScreen: { version: 1, slot: 'field', language: 'en' } }));
      expect(await screen.findByLabelText('Name of Ana')).toBe(serverInput);
      // The ids are the server's (its scope), not the parcel name's, so nothing mismatched.
      expect(serverInput!.id.startsWith('field-ssr0-')).toBe(true);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      // Read once: the island and the marker are gone, a later mount renders on the client.
      expect([slot.hasAttribute('data-ssr'), slot.nextElementSibling]).toEqual([false, null]);
      await parcel.unmount(props as never);
      slot.remove();
    });

    it('drops the markup and renders on the client when the first render would differ, or the parcel cannot hydrate', async () => {
      for (const options of [{ prepareHydration: async () => false }, {}]) {
        const parcel = reactParcelLifecycles(LabelledField, 'field', options);
        const slot = serverRenderedSlot(parcel, 'Bo');
        const serverInput = slot.querySelector('input');
        const props = { name: 'field#8', domElement: slot, who: 'Bo' };
        await parcel.bootstrap(props as never);
        await parcel.mount(props as never);
        const input = await screen.findByLabelText('Name of Bo');
        expect(input).not.toBe(serverInput);
        expect(input.id.startsWith('field-8-')).toBe(true);
        expect(document.querySelectorAll('script[data-ssr-island]')).toHaveLength(0);
        await parcel.unmount(props as never);
        slot.remove();
      }
    });
  });
});
