/**
 * @jest-environment jsdom
 */
import { armPickProbe, collectPickTiming, EVENT_TIMING_THRESHOLD_MS } from './pick-probe';

// jsdom has no MessageChannel global in every version; Node's behaves the same for this use.
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

beforeAll(() => {
  if (typeof globalThis.MessageChannel === 'undefined') (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = NodeMessageChannel;
});

beforeEach(() => {
  document.body.innerHTML = '<button type="button">Ice Cap</button><strong data-total="tray">$44,695</strong>';
});

describe('pick probe', () => {
  it('times the click, the change of the total and the frame after it', async () => {
    armPickProbe({ totalSelector: '[data-total="tray"]', timeoutMs: 2000, eventThresholdMs: EVENT_TIMING_THRESHOLD_MS });
    const button = document.querySelector('button')!;
    button.addEventListener('click', () => {
      setTimeout(() => {
        document.querySelector('[data-total="tray"]')!.textContent = '$44,195';
      }, 20);
    });
    button.click();
    const timing = await collectPickTiming();
    expect(timing).toMatchObject({ before: '$44,695', after: '$44,195', error: null });
    expect(timing.clickAt).not.toBeNull();
    expect(timing.changedAt!).toBeGreaterThanOrEqual(timing.clickAt!);
    expect(timing.paintedAt!).toBeGreaterThanOrEqual(timing.changedAt!);
  });

  it('ignores DOM changes that leave the total as it was', async () => {
    armPickProbe({ totalSelector: '[data-total="tray"]', timeoutMs: 300, eventThresholdMs: EVENT_TIMING_THRESHOLD_MS });
    document.querySelector('button')!.click();
    document.querySelector('[data-total="tray"]')!.textContent = '$44,695';
    document.body.append(document.createElement('p'));
    const timing = await collectPickTiming();
    expect(timing.error).toBe('the total did not change within 300 ms');
    expect(timing.paintedAt).toBeNull();
  });

  it('reports a click that never reached the page', async () => {
    armPickProbe({ totalSelector: '[data-total="tray"]', timeoutMs: 100, eventThresholdMs: EVENT_TIMING_THRESHOLD_MS });
    expect((await collectPickTiming()).error).toBe('no click reached the page');
  });
});
