import { waitFor } from '@testing-library/react';
import { deleteCookie } from '../platform/cookies';
import { createEventBus } from '../platform/event-bus';
import { bootstrap, mount, unmount } from './region-gate.lifecycles';

// single-spa-react renders outside React's act(): this file mounts parcels the way the root config
// does, so it runs as a real (non-test) React environment.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeEach(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

describe('region-gate lifecycles', () => {
  it('mounts into its slot, answers the configurator, and unmounts', async () => {
    deleteCookie('zipcode');
    const bus = createEventBus({ log: jest.fn() });
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { name: 'region-gate#test', domElement, bus };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(bus.last('steps:may-render')).toEqual({ version: 1, allowed: false }));
    expect(domElement.dataset).toMatchObject({ pageError: 'none', stepsMayRender: 'false' });
    await unmount(props as never);
    domElement.remove();
  });

  it('reports a render error to the root config and leaves its slot empty', async () => {
    // A parcel mounted without a bus throws while rendering: the error boundary must catch it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reportError = jest.fn();
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { name: 'region-gate#broken', domElement, reportError };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(Error)));
    expect(domElement).toBeEmptyDOMElement();
    await unmount(props as never);
    domElement.remove();
    consoleError.mockRestore();
  });
});
