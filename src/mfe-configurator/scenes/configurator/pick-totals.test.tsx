import { act, screen, userEvent, within } from '../../../../test/test-utils';
import { totalsComputations } from '../../../domain/pricing';
import { renderScene } from './test-support/render-scene';

/**
 * Issue 26: a pick's total is computed once. Its own file, so no other test has already totalled
 * the same lines (the domain keeps the totals of lines it has priced).
 */
const trayTotal = () => within(screen.getByRole('region', { name: 'Build summary' })).getByText(/^\$/).textContent;
// Fixture numbers (test-support/fixture-config.ts): trim T1 $30,000 and delivery (DPH) $1,395.
const T1_WITH_DPH = '$31,395';

describe('one total computation per pick', () => {
  it('computes the total once per pick: views read the derived build, and the confirming answer at the same prices reuses it', async () => {
    const user = userEvent.setup();
    const { settled } = await renderScene();
    const before = totalsComputations.count;
    await user.click(screen.getByRole('radio', { name: 'Color 1G3, $425' }));
    await act(settled);
    // The optimistic paint priced the pick; the tray, the breakdown, the announcer and the
    // server's answer for the same codes at the same prices added no computation.
    expect(totalsComputations.count - before).toBe(1);
    expect(trayTotal()).toBe('$31,820');
    // Back to the loaded colour: those exact prices were totalled at load, so nothing is recomputed.
    await user.click(screen.getByRole('radio', { name: 'Color 040, included' }));
    await act(settled);
    expect(totalsComputations.count - before).toBe(1);
    expect(trayTotal()).toBe(T1_WITH_DPH);
  });

});
