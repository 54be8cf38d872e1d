import { createEventBus } from '../../platform/event-bus';
import { act, renderWithProviders } from '../../../test/test-utils';
import { useStepsGate, type StepsGate } from './use-steps-gate';

function probe(bus = createEventBus({ log: jest.fn() })) {
  const seen: { gate: StepsGate } = { gate: 'waiting' };
  function Probe() {
    seen.gate = useStepsGate(bus);
    return null;
  }
  renderWithProviders(<Probe />);
  return { bus, seen };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useStepsGate', () => {
  it('allows at once on a page without a region gate slot', () => {
    expect(probe().seen.gate).toBe('allowed');
  });

  it('allows at once when the slot has no parcel registered (the root config never marks it)', () => {
    document.body.innerHTML = '<div data-mfe="region-gate"></div>';
    expect(probe().seen.gate).toBe('allowed');
  });

  it('waits for a live region gate, then follows its answers', () => {
    document.body.innerHTML = '<div data-mfe="region-gate" data-mfe-state="loading"></div>';
    const { bus, seen } = probe();
    expect(seen.gate).toBe('waiting');
    act(() => void bus.publish('steps:may-render', { version: 1, allowed: false }));
    expect(seen.gate).toBe('denied');
    act(() => void bus.publish('steps:may-render', { version: 1, allowed: true }));
    expect(seen.gate).toBe('allowed');
  });

  it('stops waiting when the region gate parcel fails', async () => {
    document.body.innerHTML = '<div data-mfe="region-gate" data-mfe-state="loading"></div>';
    const { seen } = probe();
    expect(seen.gate).toBe('waiting');
    await act(async () => {
      document.querySelector('[data-mfe="region-gate"]')!.setAttribute('data-mfe-state', 'error');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(seen.gate).toBe('allowed');
  });
});
