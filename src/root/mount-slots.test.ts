import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { createEventBus, type BusEvents, type EventBus } from '../platform/event-bus';
import { reactParcelLifecycles } from '../platform/react-parcel';
import type { ParcelRegistry } from './load-parcel';
import { startRootConfig, type RootConfigHandle } from './mount-slots';

type Props = Record<string, unknown> & { domElement: HTMLElement };

/** A framework-free parcel that writes the props it was given into its slot. */
function echoParcel() {
  const mounted: Props[] = [];
  const unmounted: Props[] = [];
  return {
    mounted,
    unmounted,
    module: {
      bootstrap: async () => undefined,
      mount: async (props: Props) => {
        mounted.push(props);
        const { domElement, bus, reportError, errorBoundary, singleSpa, mountParcel, ...rest } = props;
        void bus; void reportError; void errorBoundary; void singleSpa; void mountParcel;
        const output = domElement.ownerDocument.createElement('output');
        output.textContent = JSON.stringify(rest);
        domElement.append(output);
      },
      unmount: async (props: Props) => {
        unmounted.push(props);
        props.domElement.replaceChildren();
      },
    },
  };
}

const chunkError = (): Error => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

let handle: RootConfigHandle | undefined;
let bus: EventBus;
let pageErrors: Array<BusEvents['page-error']>;
const logger = { error: jest.fn(), warn: jest.fn() };

function start(registry: ParcelRegistry, html: string, observe = true): RootConfigHandle {
  document.body.innerHTML = html;
  handle = startRootConfig(registry, { document, bus, logger, retryDelayMs: 1, observe });
  return handle;
}

const slot = (name: string): HTMLElement => document.querySelector<HTMLElement>(`[data-mfe="${name}"]`)!;
const waitFor = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

beforeEach(() => {
  bus = createEventBus({ log: () => undefined });
  pageErrors = [];
  bus.subscribe('page-error', (payload) => pageErrors.push(payload));
  logger.error.mockReset();
  logger.warn.mockReset();
});

afterEach(async () => {
  await handle?.unmountAll();
  handle = undefined;
  document.body.innerHTML = '';
});

describe('startRootConfig', () => {
  it('mounts the parcel of each present slot with its data-* attributes as camelCased props and the bus', async () => {
    const configurator = echoParcel();
    const root = start({ configurator: async () => configurator.module }, '<div data-mfe="configurator" data-brand="toyota" data-api-key="k1"></div>');
    await root.settled();

    expect(configurator.mounted).toHaveLength(1);
    const props = configurator.mounted[0];
    expect(props).toMatchObject({ brand: 'toyota', apiKey: 'k1', domElement: slot('configurator') });
    expect(props.bus).toBe(bus);
    expect(props).not.toHaveProperty('mfe');
    expect(slot('configurator').textContent).toBe('{"brand":"toyota","apiKey":"k1","name":"configurator#' + String(props.name).split('#')[1] + '"}');
    expect(slot('configurator').dataset.mfeState).toBe('mounted');
  });

  it('mounts a parcel in a later task than the one its chunk arrived in', async () => {
    const order: string[] = [];
    const scheduler = (globalThis as { scheduler?: unknown }).scheduler;
    (globalThis as { scheduler?: unknown }).scheduler = { yield: async () => void order.push('yield') };
    try {
      const parcel = echoParcel();
      const mount = parcel.module.mount;
      parcel.module.mount = async (props) => {
        order.push('mount');
        return mount(props);
      };
      const root = start({ configurator: async () => (order.push('loaded'), parcel.module) }, '<div data-mfe="configurator"></div>');
      await root.settled();
      expect(order).toEqual(['loaded', 'yield', 'mount']);
    } finally {
      (globalThis as { scheduler?: unknown }).scheduler = scheduler;
    }
  });

  it('never loads the chunk of a parcel whose slot is absent', async () => {
    const zipLoader = jest.fn(async () => echoParcel().module);
    const gateLoader = jest.fn(async () => echoParcel().module);
    const root = start({ 'zip-modal': zipLoader, 'region-gate': gateLoader }, '<div data-mfe="zip-modal"></div>');
    await root.settled();
    expect(zipLoader).toHaveBeenCalledTimes(1);
    expect(gateLoader).not.toHaveBeenCalled();
  });

  it('does not let a data attribute replace the slot element or the bus', async () => {
    const parcel = echoParcel();
    const root = start({ x: async () => parcel.module }, '<div data-mfe="x" data-dom-element="evil" data-bus="evil"></div>');
    await root.settled();
    expect(parcel.mounted[0].domElement).toBe(slot('x'));
    expect(parcel.mounted[0].bus).toBe(bus);
  });

  it('warns about a slot with no registered parcel and mounts the others', async () => {
    const parcel = echoParcel();
    const root = start({ x: async () => parcel.module }, '<div data-mfe="nope"></div><div data-mfe="x"></div>');
    await root.settled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    expect(parcel.mounted).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('reports a parcel that throws on mount and keeps the other parcels working', async () => {
    const good = echoParcel();
    const broken = { mount: async () => { throw new Error('mount exploded'); }, unmount: async () => undefined };
    const root = start({ good: async () => good.module, broken: async () => broken }, '<div data-mfe="broken"></div><div data-mfe="good"></div>');
    await root.settled();

    expect(good.mounted).toHaveLength(1);
    expect(slot('broken').dataset.mfeState).toBe('error');
    expect(pageErrors).toEqual([{ version: 1, type: 'parcel', source: 'broken', message: expect.stringContaining('mount exploded') }]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('"broken" failed while mounting'), expect.any(Error));
  });

  it('reports a React parcel that throws while rendering and keeps the others working', async () => {
    const good = echoParcel();
    function Exploding(): React.ReactElement {
      throw new Error('render exploded');
    }
    const reactParcel = singleSpaReact({ React, ReactDOMClient, rootComponent: Exploding, suppressComponentDidCatchWarning: true });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const root = start({ good: async () => good.module, exploding: async () => reactParcel }, '<div data-mfe="exploding"></div><div data-mfe="good"></div>');
      await root.settled();
      await waitFor(() => pageErrors.length === 1);
    } finally {
      spy.mockRestore();
    }
    expect(pageErrors[0]).toMatchObject({ type: 'parcel', source: 'exploding', message: 'Error: render exploded' });
    expect(slot('exploding').dataset.mfeState).toBe('error');
    expect(good.mounted).toHaveLength(1);
  });

  describe('a parcel that throws while rendering, removed and added again', () => {
    function Exploding(): React.ReactElement {
      throw new Error('render exploded');
    }
    const shared = (): ParcelRegistry => ({ exploding: async () => reactParcelLifecycles(Exploding, 'exploding') });
    // No error boundary of its own: single-spa-react keeps the root config's `errorBoundary` prop
    // of the FIRST mount and calls it for every later one (with the current props as third argument).
    const bare = (): ParcelRegistry => {
      const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: Exploding, suppressComponentDidCatchWarning: true });
      return { exploding: async () => lifecycles };
    };

    async function cycle(readd: (removed: HTMLElement) => HTMLElement, registry = shared): Promise<void> {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const root = start(registry(), '<main><div data-mfe="exploding"></div></main>');
        await root.settled();
        await waitFor(() => slot('exploding').dataset.mfeState === 'error');
        const removed = slot('exploding');
        removed.remove();
        // The host adds it back a moment later, while the first parcel may still be unmounting.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const again = readd(removed);
        document.querySelector('main')!.append(again);
        await waitFor(() => pageErrors.length === 2);
        await root.settled();
        // Let every pending unmount of the first parcel finish: it must not write over the new state.
        for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
        expect(again.dataset.mfeState).toBe('error');
        expect(root.slots()).toEqual([{ name: 'exploding', state: 'error', element: again }]);
      } finally {
        spy.mockRestore();
      }
    }

    it('ends "error" when the same slot element comes back', () => cycle((removed) => removed));
    const fresh = (): HTMLElement => {
      const element = document.createElement('div');
      element.dataset.mfe = 'exploding';
      return element;
    };

    it('ends "error" in a new slot element', () => cycle(fresh));
    it('ends "error" for a parcel without its own error boundary, in the same or a new element', async () => {
      await cycle((removed) => removed, bare);
      pageErrors.length = 0;
      await handle?.unmountAll();
      await cycle(fresh, bare);
    });
  });

  it('reports a module that is not a parcel while loading', async () => {
    const root = start({ odd: async () => ({ default: 42 }) }, '<div data-mfe="odd"></div>');
    await root.settled();
    expect(pageErrors[0]).toMatchObject({ source: 'odd', message: expect.stringContaining('does not export single-spa parcel lifecycles') });
  });

  it('retries a chunk that failed to load once and mounts when the retry succeeds', async () => {
    const parcel = echoParcel();
    const loader = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(parcel.module);
    const root = start({ flaky: loader }, '<div data-mfe="flaky"></div>');
    await root.settled();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(parcel.mounted).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('reports a chunk that fails twice as ChunkLoadError after exactly one retry', async () => {
    const loader = jest.fn(async () => { throw chunkError(); });
    const root = start({ gone: loader }, '<div data-mfe="gone"></div>');
    await root.settled();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(pageErrors).toEqual([{ version: 1, type: 'parcel', source: 'gone', message: 'ChunkLoadError: Loading chunk 42 failed.' }]);
  });

  it('does not retry a module that throws while evaluating', async () => {
    const loader = jest.fn(async () => { throw new TypeError('bad module'); });
    const root = start({ bad: loader }, '<div data-mfe="bad"></div>');
    await root.settled();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(pageErrors[0].message).toBe('TypeError: bad module');
  });

  it('unmountAll unmounts every parcel and empties the slots', async () => {
    const a = echoParcel();
    const root = start({ a: async () => a.module }, '<div data-mfe="a"></div><section><div data-mfe="a"></div></section>');
    await root.settled();
    expect(a.mounted).toHaveLength(2);
    // Two slots of one parcel get distinct parcel names (single-spa-react keys its roots by name).
    expect(a.mounted[0].name).not.toBe(a.mounted[1].name);
    await root.unmountAll();
    expect(a.unmounted).toHaveLength(2);
    document.querySelectorAll('[data-mfe]').forEach((el) => expect(el.childNodes).toHaveLength(0));
    expect(root.slots()).toEqual([]);
  });

  it('never mounts a parcel whose load finishes after unmountAll', async () => {
    const parcel = echoParcel();
    let finish: (value: unknown) => void = () => undefined;
    const root = start({ slow: () => new Promise((resolve) => { finish = resolve; }) }, '<div data-mfe="slow"></div>');
    const stopped = root.unmountAll();
    finish(parcel.module);
    await stopped;
    expect(parcel.mounted).toHaveLength(0);
  });

  it('unmounts everything on pagehide', async () => {
    const parcel = echoParcel();
    const root = start({ p: async () => parcel.module }, '<div data-mfe="p"></div>');
    await root.settled();
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => parcel.unmounted.length === 1);
  });

  it('mounts a slot added after start and unmounts a slot that is removed', async () => {
    const parcel = echoParcel();
    const root = start({ late: async () => parcel.module }, '<main></main>');
    await root.settled();
    const late = document.createElement('div');
    late.dataset.mfe = 'late';
    late.dataset.brand = 'lexus';
    document.querySelector('main')!.append(late);
    await waitFor(() => parcel.mounted.length === 1);
    expect(parcel.mounted[0].brand).toBe('lexus');
    await root.settled();
    document.querySelector('main')!.remove();
    await waitFor(() => parcel.unmounted.length === 1);
  });

  it('leaves a deferred slot unloaded until a waking event, then mounts it told which event woke it', async () => {
    const parcel = echoParcel();
    const load = jest.fn(async () => parcel.module);
    document.body.innerHTML = '<div data-mfe="zip-modal"></div>';
    handle = startRootConfig({ 'zip-modal': load }, { document, bus, logger, retryDelayMs: 1, defer: () => ['zip-modal:open'] });
    await handle.settled();
    expect(load).not.toHaveBeenCalled();
    expect(slot('zip-modal').dataset.mfeState).toBe('deferred');
    bus.publish('zip-modal:open', { version: 1, reason: 'update-location', clearInput: false });
    bus.publish('zip-modal:open', { version: 1, reason: 'update-location', clearInput: false });
    await handle.settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(parcel.mounted).toHaveLength(1);
    expect(parcel.mounted[0].wokenBy).toBe('zip-modal:open');
    expect(slot('zip-modal').dataset.mfeState).toBe('mounted');
  });

  it('never loads a deferred slot after unmountAll, even when its event comes', async () => {
    const load = jest.fn(async () => echoParcel().module);
    document.body.innerHTML = '<div data-mfe="zip-modal"></div>';
    handle = startRootConfig({ 'zip-modal': load }, { document, bus, logger, defer: () => ['state-change'] });
    await handle.unmountAll();
    bus.publish('state-change', { version: 1, stateCode: 'HI' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });
});
