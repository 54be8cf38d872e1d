import fc from 'fast-check';
import { clickStep, keyPan, maxScroll, pinchStep, scrollAfterDrag, scrollAfterZoom, ZOOM_STEPS } from './zoom-model';

const viewport = { width: 1000, height: 600 };

describe('zoom to a point', () => {
  it('keeps the clicked point of the picture under the pointer (worked example)', () => {
    // At the whole picture, a click at (700, 300) is 70% across and half way down the picture.
    // At 2x the canvas is 2000 x 1200: that spot is at (1400, 600), and to sit at (700, 300) in the
    // view the stage scrolls by (700, 300).
    expect(scrollAfterZoom({ left: 0, top: 0 }, { x: 700, y: 300 }, viewport, 1, 2)).toEqual({ left: 700, top: 300 });
    // Zooming out from there around the middle of the view comes back to the whole picture.
    expect(scrollAfterZoom({ left: 700, top: 300 }, { x: 500, y: 300 }, viewport, 2, 1)).toEqual({ left: 0, top: 0 });
  });

  it('never scrolls past the canvas: a click in a corner zooms with that corner in view', () => {
    expect(scrollAfterZoom({ left: 0, top: 0 }, { x: 0, y: 0 }, viewport, 1, 3)).toEqual({ left: 0, top: 0 });
    expect(scrollAfterZoom({ left: 0, top: 0 }, { x: 1000, y: 600 }, viewport, 1, 3)).toEqual({ left: 2000, top: 1200 });
  });

  it('holds the canvas point under the focus for any zoom change that stays inside the canvas (property)', () => {
    const steps = fc.constantFrom(...ZOOM_STEPS);
    fc.assert(
      fc.property(steps, steps, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (from, to, sx, sy, fx, fy) => {
        const limit = maxScroll(viewport, from);
        const scroll = { left: sx * limit.left, top: sy * limit.top };
        const focus = { x: fx * viewport.width, y: fy * viewport.height };
        const after = scrollAfterZoom(scroll, focus, viewport, from, to);
        const end = maxScroll(viewport, to);
        // Always inside the canvas.
        expect(after.left).toBeGreaterThanOrEqual(0);
        expect(after.top).toBeGreaterThanOrEqual(0);
        expect(after.left).toBeLessThanOrEqual(end.left + 1e-9);
        expect(after.top).toBeLessThanOrEqual(end.top + 1e-9);
        // Where the edges did not stop it, the share of the canvas under the focus is the same.
        const shareBefore = (scroll.left + focus.x) / (viewport.width * from);
        const shareAfter = (after.left + focus.x) / (viewport.width * to);
        if (after.left > 0 && after.left < end.left) expect(shareAfter).toBeCloseTo(shareBefore, 9);
      }),
    );
  });
});

describe('pan by drag and keys', () => {
  it('moves the view against the drag and stops at the edges', () => {
    expect(scrollAfterDrag({ left: 500, top: 300 }, -100, 50, viewport, 2)).toEqual({ left: 600, top: 250 });
    expect(scrollAfterDrag({ left: 500, top: 300 }, 900, -900, viewport, 2)).toEqual({ left: 0, top: 600 });
  });

  it('pans by arrow keys a sixth-ish of the view, and ignores other keys', () => {
    expect(keyPan('ArrowRight', viewport)).toEqual({ dx: -150, dy: 0 });
    expect(keyPan('ArrowUp', viewport)).toEqual({ dx: 0, dy: 90 });
    expect(keyPan('Home', viewport)).toBeNull();
  });
});

describe('zoom steps from gestures', () => {
  it('takes one step per pinch of 1.3x, in or out, within the steps', () => {
    expect(pinchStep(100, 125, 0)).toBeNull();
    expect(pinchStep(100, 131, 0)).toBe(1);
    expect(pinchStep(100, 76, 2)).toBe(1);
    expect(pinchStep(100, 200, ZOOM_STEPS.length - 1)).toBeNull();
    expect(pinchStep(100, 10, 0)).toBeNull();
  });

  it('clicks zoom in a step and from the largest back to the whole picture', () => {
    expect([0, 1, 2, 3].map(clickStep)).toEqual([1, 2, 3, 0]);
  });
});
