import fc from 'fast-check';
import type { ImageVariant } from '../../../domain/entities';
import { ANGLE_CODES, evenTurn } from '../../../domain/exterior-angles';
import { dragSteps, inTurnOrder, keyAngles, nearestPosition, preloadOrder, thumbnailPositions, withScene, withWidth, wrapIndex } from './viewer-model';

const image = (angle: string): ImageVariant => ({ alias: angle, disclaimer: '', isHero: false, url: `/r/${angle}`, angle, background: '' });

describe('viewer model', () => {
  it('orders the exterior angles as one turn around the car and keeps unknown angles last', () => {
    const order = inTurnOrder(['1', '2', '3', '4', '5', '6', '7', '8', '40'].map(image)).map((i) => i.angle);
    expect(order).toEqual(['4', '2', '1', '3', '5', '8', '6', '7', '40']);
    const twelve = inTurnOrder(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map(image)).map((i) => i.angle);
    expect(twelve).toEqual(['4', '10', '2', '9', '1', '11', '3', '12', '5', '8', '6', '7']);
  });

  it('orders the 24-step turn of the live catalogs 15 degrees apart from the nose', () => {
    // Hand-written from the angle table's comment: front 4, then 17 (15), 18 (30), 2 (45), 19, 20, side 1 (90) ...
    const turn = ['4', '17', '18', '2', '19', '20', '1', '21', '22', '3', '23', '24', '5', '25', '26', '8', '27', '28', '6', '29', '30', '7', '31', '32'];
    const catalog = evenTurn(24, 90).map(String);
    expect(catalog[0]).toBe('1');
    expect(inTurnOrder(catalog.map(image)).map((i) => i.angle)).toEqual(turn);
    expect(evenTurn(24, 0).map(String)).toEqual(turn);
    expect(evenTurn(8, 0)).toEqual([4, 2, 1, 3, 5, 8, 6, 7]);
  });

  it('has a yaw for every angle code 1-32 and 24 evenly spaced ones among them', () => {
    expect(ANGLE_CODES).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(new Set(evenTurn(24)).size).toBe(24);
    expect(() => evenTurn(36)).toThrow(/no exterior angle at 10 degrees/);
  });

  it('shows a handful of key-angle thumbnails: all of few angles, every third of 24 from the hero', () => {
    expect(thumbnailPositions(3)).toEqual([0, 1, 2]);
    expect(thumbnailPositions(8, 5)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(thumbnailPositions(24, 6)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(thumbnailPositions(24, 7)).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
    expect(thumbnailPositions(0)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 63 }), (count, s) => {
        const start = s % count;
        const got = thumbnailPositions(count, start);
        return got.length <= 8 && got.includes(start) && got.every((p) => p >= 0 && p < count) && new Set(got).size === got.length;
      }),
    );
  });

  it('picks the key views of a turn for a gallery, from the hero round in turning order', () => {
    const catalog = evenTurn(24, 90).map(String);
    // Side (1), rear three-quarter (3), rear (5), 8, the other side (6), 7, front (4), front three-quarter (2).
    expect(keyAngles(catalog.map(image)).map((i) => i.angle)).toEqual(['1', '3', '5', '8', '6', '7', '4', '2']);
    expect(keyAngles(['1', '2'].map(image)).map((i) => i.angle)).toEqual(['1', '2']);
    expect(keyAngles([])).toEqual([]);
  });

  it('marks the thumbnail nearest the current angle, around the turn', () => {
    const thumbs = [0, 3, 6, 9, 12, 15, 18, 21];
    expect(nearestPosition(thumbs, 4, 24)).toBe(3);
    expect(nearestPosition(thumbs, 5, 24)).toBe(6);
    expect(nearestPosition(thumbs, 23, 24)).toBe(0);
    expect(nearestPosition([], 1, 24)).toBeUndefined();
  });

  it('fetches the nearest angles first, then the whole turn once the shopper turns', () => {
    expect(preloadOrder(0, 24, 3, false)).toEqual([1, 23, 2, 22, 3, 21]);
    expect(preloadOrder(0, 3, 3, false)).toEqual([1, 2]);
    const all = preloadOrder(5, 24, 3, true);
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i).filter((i) => i !== 5));
    expect(all.slice(0, 2)).toEqual([6, 4]);
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
    // 24 angles: a quarter of the stage is a quarter turn (six steps), as with 8 angles (two steps).
    expect(dragSteps(-200, 800, 24)).toBe(6);
    expect(dragSteps(-33, 800, 24)).toBe(0);
  });

  it('asks for an opaque format when a scene is drawn and sets a thumbnail width', () => {
    expect(withScene('/r/1?width=768&format=webp-alpha', 'city', 'dusk')).toBe('/r/1?width=768&format=webp&background=city&time=dusk');
    expect(withScene('/r/1?format=png', 'city', null)).toBe('/r/1?format=png&background=city');
    expect(withScene('/r/1', null, null)).toBe('/r/1');
    expect(withWidth('/r/1?width=768&format=webp', 192)).toBe('/r/1?width=192&format=webp');
  });
});
