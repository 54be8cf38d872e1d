import { stripTypename } from './strip-typename';

describe('stripTypename', () => {
  it('removes __typename at every depth, in objects and arrays', () => {
    const fromResult = {
      __typename: 'SelectedConfig',
      trimId: 'T1',
      packageCodes: ['FE', 'QD'],
      items: [{ __typename: 'RequiredItem', itemCode: 'PKG1', itemType: 'PACKAGE', nested: { __typename: 'X', ok: true } }],
    };
    expect(stripTypename(fromResult)).toEqual({
      trimId: 'T1',
      packageCodes: ['FE', 'QD'],
      items: [{ itemCode: 'PKG1', itemType: 'PACKAGE', nested: { ok: true } }],
    });
  });

  it('leaves the input untouched and keeps other values as they are', () => {
    const input = { __typename: 'A', when: new Date(0), list: [1, null, 'x'], none: null, absent: undefined };
    const out = stripTypename(input);
    expect(input.__typename).toBe('A');
    expect(out).toEqual({ when: new Date(0), list: [1, null, 'x'], none: null, absent: undefined });
    expect(out.when).toBe(input.when);
    expect(stripTypename('text')).toBe('text');
    expect(stripTypename(null)).toBeNull();
  });
});
