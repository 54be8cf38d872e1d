import { ImageHold, type HeldPicture } from './image-hold';

function spyHold(capacity?: number) {
  const created: HeldPicture[] = [];
  const hold = new ImageHold(capacity, () => {
    const picture: HeldPicture = { src: '', decoding: 'auto' };
    created.push(picture);
    return picture;
  });
  return { hold, asked: () => created.map((p) => p.src), created };
}

describe('ImageHold', () => {
  it('asks for each picture of a group once, decoded off the main thread', () => {
    const { hold, asked, created } = spyHold();
    expect(hold.hold('red', ['/a', '/b', '/a'])).toEqual(['/a', '/b']);
    expect(hold.hold('red', ['/b', '/c', ''])).toEqual(['/c']);
    expect(asked()).toEqual(['/a', '/b', '/c']);
    expect(created.every((p) => p.decoding === 'async')).toBe(true);
  });

  it('keeps the most recently used groups up to its capacity and lets the oldest go', () => {
    const { hold } = spyHold(2);
    hold.hold('red', ['/red']);
    hold.hold('blue', ['/blue']);
    hold.hold('red', []);
    hold.hold('grey', ['/grey']);
    expect(hold.heldGroups()).toEqual(['red', 'grey']);
    expect(hold.has('blue', '/blue')).toBe(false);
    expect(hold.has('red', '/red')).toBe(true);
    // A group let go asks again when it comes back.
    expect(hold.hold('blue', ['/blue'])).toEqual(['/blue']);
    expect(hold.heldGroups()).toEqual(['grey', 'blue']);
  });

  it('holds four paints by default', () => {
    const { hold } = spyHold();
    for (const group of ['a', 'b', 'c', 'd', 'e']) hold.hold(group, [`/${group}`]);
    expect(hold.heldGroups()).toEqual(['b', 'c', 'd', 'e']);
  });
});
