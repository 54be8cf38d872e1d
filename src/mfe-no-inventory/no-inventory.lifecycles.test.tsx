import { screen, waitFor } from '@testing-library/react';
import { bootstrap, mount, unmount } from './no-inventory.lifecycles';

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

describe('no-inventory lifecycles', () => {
  it('mounts the page for the model and year of its slot, and unmounts it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const domElement = document.body.appendChild(document.createElement('div'));
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
    // A parcel mounted whose page context cannot be read throws while rendering: the error boundary must catch it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reportError = jest.fn();
    const domElement = document.body.appendChild(document.createElement('div'));
    const brokenSources = {
      get location(): Location {
        throw new Error('no location');
      },
    };
    const props = { name: 'no-inventory#broken', domElement, reportError, sources: brokenSources };
    await bootstrap(props as never);
    await mount(props as never);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(Error)));
    expect(domElement).toBeEmptyDOMElement();
    await unmount(props as never);
    domElement.remove();
    consoleError.mockRestore();
  });
});
