import { waitFor } from '../../test/test-utils';
import { createEventBus, type BusEvents } from '../platform/event-bus';
import { bootstrap, mount } from './configurator.lifecycles';

describe('configurator lifecycles', () => {
  it('reports a misconfigured slot as an orchestration page error instead of breaking the page', async () => {
    const bus = createEventBus({ log: jest.fn() });
    const errors: Array<BusEvents['page-error']> = [];
    bus.subscribe('page-error', (payload) => errors.push(payload));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { name: 'configurator#test', domElement, bus, brand: 'acme', endpoint: '/graphql', apiKey: 'k' };
    await bootstrap(props as never);
    // single-spa-react settles mount once the root renders; a root that throws never does, so
    // the report is what we wait for.
    void mount(props as never);
    await waitFor(() =>
      expect(errors).toContainEqual(expect.objectContaining({ version: 1, type: 'orchestration', source: 'configurator', message: expect.stringMatching(/data-brand/) })),
    );
    expect(domElement.textContent).toBe('');
    consoleError.mockRestore();
  });
});

describe('configurator lifecycles through the shared helper', () => {
  it('tells the root config about a render error, so the slot ends in error', async () => {
    const bus = createEventBus({ log: jest.fn() });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const domElement = document.body.appendChild(document.createElement('div'));
    const reportError = jest.fn();
    const props = { name: 'configurator#report', domElement, bus, reportError, brand: 'acme', endpoint: '/graphql', apiKey: 'k' };
    await bootstrap(props as never);
    void mount(props as never);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/data-brand/) })));
    expect(reportError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});
