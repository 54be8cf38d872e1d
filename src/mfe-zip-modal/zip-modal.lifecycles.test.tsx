import { screen, waitFor } from '@testing-library/react';
import { deleteCookie } from '../platform/cookies';
import { createEventBus } from '../platform/event-bus';
import { bootstrap, mount, unmount } from './zip-modal.lifecycles';

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

describe('zip-modal lifecycles', () => {
  it('mounts the modal into its slot and unmounts it', async () => {
    deleteCookie('zipcode');
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { name: 'zip-modal#test', domElement, bus: createEventBus({ log: jest.fn() }), app: 'dealers' };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Enter Your ZIP Code' })).toBeInTheDocument());
    await unmount(props as never);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    domElement.remove();
  });

  it('reports a render error to the root config and leaves its slot empty', async () => {
    // A parcel mounted without a bus throws while rendering: the error boundary must catch it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reportError = jest.fn();
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { name: 'zip-modal#broken', domElement, reportError };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(Error)));
    expect(domElement).toBeEmptyDOMElement();
    await unmount(props as never);
    domElement.remove();
    consoleError.mockRestore();
  });
});
