/**
 * Test support for files that mount parcels through their single-spa lifecycles, the way the root
 * config does. Imported by tests only, never by product code.
 */
import { waitFor } from '@testing-library/react';

/**
 * single-spa-react renders outside React's act(), so such a test file runs React as a real
 * (non-test) environment: without this React warns on every update and never flushes effects.
 */
export function useParcelReactEnvironment(): void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeEach(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}

/** A new slot element in the document, as the root config hands a parcel its `domElement`. */
export function createSlot(): HTMLElement {
  return document.body.appendChild(document.createElement('div'));
}

type LifecycleFn = (props: never) => Promise<unknown>;

/** The three lifecycles a parcel module exports. */
export interface ParcelLifecycles {
  bootstrap: LifecycleFn | LifecycleFn[];
  mount: LifecycleFn | LifecycleFn[];
  unmount: LifecycleFn | LifecycleFn[];
}

const run = async (lifecycle: LifecycleFn | LifecycleFn[], props: unknown): Promise<void> => {
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props as never);
};

/**
 * Mounts a parcel with `props` that make its root throw while rendering, and checks what the root
 * config relies on: the error reaches `reportError` and the slot stays empty. Returns the error.
 */
export async function expectRenderErrorReported(lifecycles: ParcelLifecycles, props: Record<string, unknown>): Promise<unknown> {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reportError = jest.fn();
  const domElement = createSlot();
  const all = { name: 'parcel#broken', ...props, domElement, reportError };
  try {
    await run(lifecycles.bootstrap, all);
    await run(lifecycles.mount, all);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(Error)));
    expect(domElement).toBeEmptyDOMElement();
    await run(lifecycles.unmount, all);
    return reportError.mock.calls[0][0];
  } finally {
    domElement.remove();
    consoleError.mockRestore();
  }
}
