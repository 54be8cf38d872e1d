import { DEFAULT_SELECTION, fixtureConfig } from './test-support/fixture-config';
import { wheelsFor } from '../../domain/build-from-config';
import { applyLocally, freeTrimSwitch, isDirectPick, isNoOp, resolutionItems, selectionOfAnswer } from './pick-rules';

const config = fixtureConfig(DEFAULT_SELECTION('T1'));
const selection = selectionOfAnswer(config);
const item = (itemType: string, itemCode: string, changeType: 'ADD' | 'REMOVE' = 'ADD') => ({ itemType, itemCode, changeType }) as never;

describe('selection rules', () => {
  it('a pick is direct only for an offered, compatible colour, package or accessory', () => {
    expect(isDirectPick(config, item('EXTERIOR_COLOR', '1G3'))).toBe(true);
    expect(isDirectPick(config, item('EXTERIOR_COLOR', '3T3'))).toBe(false);
    expect(isDirectPick(config, item('EXTERIOR_COLOR', 'ZZZ'))).toBe(false);
    expect(isDirectPick(config, item('EXTERIOR_COLOR', '040', 'REMOVE'))).toBe(false);
    expect(isDirectPick(config, item('ENGINE', 'E2'))).toBe(false);
    expect(isDirectPick(config, item('ACCESSORY', 'ACC1', 'REMOVE'))).toBe(true);
  });

  it('a removal is direct only when the engine marks it freely removable for this build', () => {
    const held = {
      ...config,
      packages: config.packages.map((p) => (p.code === 'PKG1' ? { ...p, compatibility: { ...p.compatibility, isRemovable: false, requiredBy: [{ itemCode: 'ACC1', itemType: 'ACCESSORY' as const }] } } : p)),
    };
    expect(isDirectPick(held, item('PACKAGE', 'PKG1', 'REMOVE'))).toBe(false);
    expect(isDirectPick(config, item('PACKAGE', 'PKG1', 'REMOVE'))).toBe(true);
  });

  it('wheels: picked like a colour, never a code the trim does not offer', () => {
    expect(isDirectPick(config, item('WHEELS', 'W2'))).toBe(true);
    expect(isDirectPick(config, item('WHEELS', 'W3'))).toBe(false);
    expect(isDirectPick(config, item('WHEELS', 'W1', 'REMOVE'))).toBe(false);
    expect(applyLocally(config, selection, item('WHEELS', 'W2')).wheelsCode).toBe('W2');
    expect(wheelsFor(config, 'W2')).toBe('W2');
    expect(wheelsFor(config, 'NOPE')).toBe('W1');
    expect(wheelsFor(config, null)).toBe('W1');
    expect(wheelsFor({ ...config, wheels: [] }, 'W9')).toBe('W9');
  });

  it('applies picks to codes locally, always keeping FE and QD', () => {
    const codes = selection;
    expect(applyLocally(config, codes, item('PACKAGE', 'PKG1')).packageCodes).toEqual(['FE', 'QD', 'PKG1']);
    expect(applyLocally(config, codes, item('INTERIOR_COLOR', 'LA40')).interiorColorCode).toBe('LA40');
    // Removing the current colour goes back to the trim's default (the server's rule too).
    expect(applyLocally(config, { ...codes, interiorColorCode: 'LA40' }, item('INTERIOR_COLOR', 'LA40', 'REMOVE')).interiorColorCode).toBe(codes.interiorColorCode);
    expect(applyLocally(config, codes, item('INTERIOR_COLOR', 'LA40', 'REMOVE'))).toEqual(codes);
    expect(applyLocally(config, codes, item('ENGINE', 'E2'))).toEqual(codes);
    expect(isNoOp(selection, item('ACCESSORY', 'ACC1', 'REMOVE'))).toBe(true);
    expect(isNoOp(selection, item('ENGINE', 'E1'))).toBe(false);
  });

  it('a package brings its included accessories and takes them away again', () => {
    const withIncludes = { ...config, packages: config.packages.map((p) => (p.code === 'PKG1' ? { ...p, includedAccessoryCodes: ['ACC1'] } : p)) };
    const codes = selection;
    const added = applyLocally(withIncludes, codes, item('PACKAGE', 'PKG1'));
    expect(added.accessoryCodes).toEqual(['ACC1']);
    expect(applyLocally(withIncludes, added, item('PACKAGE', 'PKG1', 'REMOVE')).accessoryCodes).toEqual([]);
    expect(() => applyLocally(config, codes, item('PACKAGE', 'FE', 'REMOVE'))).toThrow(/default package/);
  });

  it('reads the expected selection when the server does not echo its own, else the defaults', () => {
    const { currentConfig: _omit, ...bare } = config;
    const expected = { ...selection, exteriorColorCode: '1G3' };
    expect(selectionOfAnswer(bare, expected).exteriorColorCode).toBe('1G3');
    expect(selectionOfAnswer(bare)).toMatchObject({ trimCode: 'T1', exteriorColorCode: '040', packageCodes: ['FE', 'QD'], accessoryCodes: [] });
    expect(selectionOfAnswer(config)).toEqual(selection);
  });

  it('reads a free trim switch only for powertrain picks, and lists resolution items', () => {
    const free = { isConfigValid: true, resolveSteps: [{ applicableTrimId: 'T2', weight: 2, requiredChanges: [] }] };
    expect(freeTrimSwitch(item('ENGINE', 'E2'), free)).toBe('T2');
    expect(freeTrimSwitch(item('PACKAGE', 'PKG2'), free)).toBeNull();
    const step = { applicableTrimId: 'T3', weight: 3, requiredChanges: [{ changeType: 'ADD' as const, itemCode: 'E3', itemType: 'ENGINE' as const }] };
    expect(resolutionItems(item('ENGINE', 'E3'), step)).toEqual([{ itemType: 'ENGINE', itemCode: 'E3', changeType: 'ADD', availableWithTrimIds: ['T3'] }]);
  });
});
