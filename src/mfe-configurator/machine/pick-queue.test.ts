import type { LatestItemSelected } from '../../domain/entities';
import { enqueuePick, pickKey } from './pick-queue';

const item = (itemType: string, itemCode: string, changeType: 'ADD' | 'REMOVE' = 'ADD') => ({ itemType, itemCode, changeType }) as LatestItemSelected;

describe('pick queue', () => {
  it('keys single-choice items by type and packages/accessories by type and code', () => {
    expect(pickKey(item('EXTERIOR_COLOR', '040'))).toBe(pickKey(item('EXTERIOR_COLOR', '1G3')));
    expect(pickKey(item('ENGINE', 'E1'))).toBe('ENGINE');
    expect(pickKey(item('PACKAGE', 'PKG1'))).not.toBe(pickKey(item('PACKAGE', 'PKG2')));
    expect(pickKey(item('PACKAGE', 'PKG1'))).not.toBe(pickKey(item('ACCESSORY', 'PKG1')));
  });

  it('keeps the latest pick per item, at the end, and every other item in order', () => {
    let queue: LatestItemSelected[] = [];
    queue = enqueuePick(queue, item('EXTERIOR_COLOR', '1G3'));
    queue = enqueuePick(queue, item('PACKAGE', 'PKG1'));
    queue = enqueuePick(queue, item('ACCESSORY', 'ACC2'));
    queue = enqueuePick(queue, item('EXTERIOR_COLOR', '218'));
    queue = enqueuePick(queue, item('PACKAGE', 'PKG1', 'REMOVE'));
    expect(queue).toEqual([item('ACCESSORY', 'ACC2'), item('EXTERIOR_COLOR', '218'), item('PACKAGE', 'PKG1', 'REMOVE')]);
  });

  it('does not change the queue it was given', () => {
    const queue = [item('PACKAGE', 'PKG1')];
    enqueuePick(queue, item('PACKAGE', 'PKG2'));
    expect(queue).toHaveLength(1);
  });
});
