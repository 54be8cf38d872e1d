import { FLOOR_PAGE_HTML, floorDurations } from './pick-floor';
import { EVENT_TIMING_THRESHOLD_MS } from './pick-probe';

describe('pick floor', () => {
  it('counts a click the browser reported no Event Timing for as the threshold, an upper bound', () => {
    expect(EVENT_TIMING_THRESHOLD_MS).toBe(16);
    expect(floorDurations([24, null, 16, null])).toEqual([24, 16, 16, 16]);
    expect(floorDurations([])).toEqual([]);
  });

  it('offers nine radio cards in one group and a total to write', () => {
    expect(FLOOR_PAGE_HTML.match(/<input type="radio" name="colour"/g)).toHaveLength(9);
    expect(FLOOR_PAGE_HTML).toContain('<strong id="total">');
  });
});
