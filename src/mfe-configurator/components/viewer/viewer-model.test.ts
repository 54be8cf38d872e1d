import fc from 'fast-check';
import type { ImageVariant } from '../../../domain/entities';
import { dragSteps, inTurnOrder, TURN_ORDER, withScene, withWidth, wrapIndex } from './viewer-model';

const image = (angle: string): ImageVariant => ({ alias: angle, disclaimer: '', isHero: false, url: `/r/${angle}`, angle, background: '' });

describe('viewer model', () => {
  it('orders the exterior angles as one turn around the car and keeps unknown angles last', () => {
    const order = inTurnOrder(['1', '2', '3', '4', '5', '6', '7', '8', '40'].map(image)).map((i) => i.angle);
    expect(order).toEqual(['4', '2', '1', '3', '5', '8', '6', '7', '40']);
    const twelve = inTurnOrder(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map(image)).map((i) => i.angle);
    expect(twelve).toEqual(['4', '10', '2', '9', '1', '11', '3', '12', '5', '8', '6', '7']);
  });

  it('lists every angle the image service draws exactly once', () => {
    expect([...TURN_ORDER].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)));
  });

  it('wraps an index around the turn both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 39 }), (count, steps, start) => {
        const index = start % count;
        const got = wrapIndex(index, steps, count);
        // Oracle: step one at a time.
        let slow = index;
        for (let i = 0; i < Math.abs(steps); i += 1) slow = steps > 0 ? (slow + 1 === count ? 0 : slow + 1) : slow === 0 ? count - 1 : slow - 1;
        return got === slow;
      }),
    );
  });

  it('turns one angle per 1/count of the stage width, leftward drags forward', () => {
    expect(dragSteps(-99, 800, 8)).toBe(0);
    expect(dragSteps(-100, 800, 8)).toBe(1);
    expect(dragSteps(250, 800, 8)).toBe(-2);
    expect(dragSteps(500, 800, 1)).toBe(0);
  });

  it('asks for an opaque format when a scene is drawn and sets a thumbnail width', () => {
    expect(withScene('/r/1?width=768&format=webp-alpha', 'city', 'dusk')).toBe('/r/1?width=768&format=webp&background=city&time=dusk');
    expect(withScene('/r/1?format=png', 'city', null)).toBe('/r/1?format=png&background=city');
    expect(withScene('/r/1', null, null)).toBe('/r/1');
    expect(withWidth('/r/1?width=768&format=webp', 192)).toBe('/r/1?width=192&format=webp');
  });
});
