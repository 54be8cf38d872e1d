import type { LatestItemSelected } from '../../src/domain/entities';
import { loadCatalog } from '../catalog/catalog-loader';
import { applyItem, applyItems, latestItemFromInput } from './latest-items';
import { defaultSelection } from './series-selection';
import { seriesIndex, type SeriesIndex } from './series-index';

let tacoma: SeriesIndex;
beforeAll(() => {
  tacoma = seriesIndex(loadCatalog().get('live', 'toyota', 'tacoma', 2024)!.data);
});

const trim = (code: string) => tacoma.trimByCode.get(code)!;

describe('applying latest items', () => {
  it('adds a package with the accessories it includes and removes both together', () => {
    const base = defaultSelection(tacoma, trim('7131'));
    const added = applyItem(tacoma, base, { itemCode: 'BL', itemType: 'PACKAGE', changeType: 'ADD' });
    expect(added.packageCodes).toContain('BL');
    expect(added.accessoryCodes).toContain('BKEMB');
    const removed = applyItem(tacoma, added, { itemCode: 'BL', itemType: 'PACKAGE', changeType: 'REMOVE' });
    expect(removed.packageCodes).not.toContain('BL');
    expect(removed.accessoryCodes).not.toContain('BKEMB');
  });

  it('reverts a removed colour to the trim default', () => {
    const base = { ...defaultSelection(tacoma, trim('7141')), exteriorColorCode: '040' };
    const next = applyItem(tacoma, base, { itemCode: '040', itemType: 'EXTERIOR_COLOR', changeType: 'REMOVE' });
    expect(next.exteriorColorCode).toBe(defaultSelection(tacoma, trim('7141')).exteriorColorCode);
  });

  it('moves to the closest trim for a powertrain pick, within the given trims when listed', () => {
    const base = defaultSelection(tacoma, trim('7101'));
    expect(applyItem(tacoma, base, { itemCode: 'DC5', itemType: 'CAB_BED', changeType: 'ADD' }).trimCode).toBe('7102');
    expect(applyItem(tacoma, base, { itemCode: 'DC5', itemType: 'CAB_BED', changeType: 'ADD', availableWithTrimIds: ['7103'] }).trimCode).toBe('7103');
  });

  it('applies several items in order', () => {
    const base = defaultSelection(tacoma, trim('7141'));
    const next = applyItems(tacoma, base, [
      { itemCode: 'HITCH', itemType: 'ACCESSORY', changeType: 'ADD' },
      { itemCode: 'HITCH', itemType: 'ACCESSORY', changeType: 'REMOVE' },
      { itemCode: 'AWFL', itemType: 'ACCESSORY', changeType: 'ADD' },
    ]);
    expect(next.accessoryCodes).toEqual(['AWFL']);
  });

  it.each<[LatestItemSelected, RegExp]>([
    [{ itemCode: 'NOPE', itemType: 'PACKAGE', changeType: 'ADD' }, /Unknown PACKAGE code "NOPE"/],
    [{ itemCode: 'QD', itemType: 'PACKAGE', changeType: 'REMOVE' }, /default package/],
    [{ itemCode: 'T24', itemType: 'ENGINE', changeType: 'REMOVE' }, /cannot be removed/],
    [{ itemCode: 'DC5', itemType: 'CAB_BED', changeType: 'ADD', availableWithTrimIds: ['7101'] }, /No trim offers/],
  ])('rejects an impossible change %#', (item, message) => {
    expect(() => applyItem(tacoma, defaultSelection(tacoma, trim('7101')), item)).toThrow(message);
  });
});

describe('latest items from GraphQL input', () => {
  it('drops a null trim list and copies a given one', () => {
    expect(latestItemFromInput({ itemCode: 'DC5', itemType: 'CAB_BED', changeType: 'ADD', availableWithTrimIds: null })).toEqual({ itemCode: 'DC5', itemType: 'CAB_BED', changeType: 'ADD' });
    const ids = ['7103'];
    const item = latestItemFromInput({ itemCode: 'DC5', itemType: 'CAB_BED', changeType: 'ADD', availableWithTrimIds: ids });
    expect(item.availableWithTrimIds).toEqual(['7103']);
    expect(item.availableWithTrimIds).not.toBe(ids);
  });
});
