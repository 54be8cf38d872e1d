import { Profiler } from 'react';
import { formatPrice } from '../../../domain/format';
import * as pricing from '../../../domain/pricing';
import { act, renderWithProviders } from '../../../../test/test-utils';
import { viewModelFor } from './test-support/view-model';
import type { ConfiguratorActions, ConfiguratorModel } from './configurator-model';
import { ConfiguratorView } from './configurator-view';

/**
 * Issue 26, pick-to-paint: a pick's first commit (the frame the shopper waits for) carries the
 * chosen swatch and the tray's total; the picture's caption and the price lines follow in a
 * second, deferred commit. Each commit's page is read in the Profiler's commit callback.
 */
const model = (exteriorColorCode: string): ConfiguratorModel => viewModelFor({}, { exteriorColorCode });

const noop = () => undefined;
const actions: ConfiguratorActions = {
  select: noop, goToStep: noop, resolveConflict: noop, cancelConflict: noop, undo: noop, redo: noop,
  showDetail: noop, hideDetail: noop, review: noop, backToTrim: noop, dismissNotice: noop,
};

interface Frame {
  /** Price-line computations (the breakdown's) rendered into this commit. */
  priced?: number;
  tray: string | null | undefined;
  lines: string | null | undefined;
  checked: string | null | undefined;
  picture: string | null | undefined;
}

const frameOfPage = (): Frame => ({
  tray: document.querySelector('[data-total="tray"]')?.textContent,
  lines: document.querySelector('[data-total="srp"]')?.textContent,
  checked: document.querySelector<HTMLInputElement>('fieldset input[type="radio"]:checked')?.value,
  picture: document.querySelector('.cfg-scene__visual img.cfg-viewer__image:not(.cfg-viewer__image--under)')?.getAttribute('alt'),
});

describe('the frame of a pick', () => {
  it('commits the chosen swatch and the total first, the picture and the price lines after', async () => {
    const frames: Frame[] = [];
    const priced = jest.spyOn(pricing, 'linesOf');
    let pricedBefore = 0;
    const commit = () => {
      frames.push({ ...frameOfPage(), priced: priced.mock.calls.length - pricedBefore });
      pricedBefore = priced.mock.calls.length;
    };
    const view = (m: ConfiguratorModel) => (
      <Profiler id="view" onRender={commit}>
        <ConfiguratorView model={m} actions={actions} />
      </Profiler>
    );
    const before = model('040');
    const after = model('3U5');
    const { rerender } = renderWithProviders(view(before));
    const old = frameOfPage();
    expect(old.checked).toBe('040');
    frames.length = 0;
    pricedBefore = priced.mock.calls.length;
    await act(async () => rerender(view(after)));

    const newTotal = formatPrice(after.build.totalSRP);
    expect(newTotal).not.toBe(old.tray);
    // The urgent commit: what the shopper touched, and the total, and nothing else yet.
    // The price lines are not even rendered again in it (memoised on the settled build).
    expect(frames[0]).toEqual({ ...old, tray: newTotal, checked: '3U5', priced: 0 });
    // The deferred commit brings the rest in line.
    expect(frames.at(-1)).toEqual({ tray: newTotal, lines: newTotal, checked: '3U5', picture: expect.stringContaining(after.build.exteriorColor!.title), priced: 1 });
    priced.mockRestore();
    expect(frames.at(-1)!.picture).not.toBe(old.picture);
  });
});
