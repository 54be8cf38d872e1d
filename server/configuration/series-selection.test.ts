import { loadCatalog } from '../catalog/catalog-loader';
import { carryOver, defaultSelection, resolveTrim, selectedItems, selectionFromInput, selectionRules, withItem, type Selection } from './series-selection';
import { seriesIndex, type SeriesIndex } from './series-index';

let tacoma: SeriesIndex;
beforeAll(() => {
  tacoma = seriesIndex(loadCatalog().get('live', 'toyota', 'tacoma', 2024)!.data);
});

const trim = (code: string) => tacoma.trimByCode.get(code)!;

describe('selection from client input', () => {
  it('fills defaults and always includes the default packages FE and QD', () => {
    const { selection } = selectionFromInput(tacoma, { trim: '7141', packageCodes: ['TC'] }, 'strict');
    expect(selection.packageCodes).toEqual(expect.arrayContaining(['TC', 'FE', 'QD']));
    expect(selection.exteriorColorCode).toBe(defaultSelection(tacoma, trim('7141')).exteriorColorCode);
  });

  it('picks the grade\'s default trim by grade name, case-insensitively, and the series default without either', () => {
    expect(resolveTrim(tacoma, { grade: 'trd off-road' }).gradeId).toBe('trdoffroad');
    expect(resolveTrim(tacoma, {}).code).toBe(tacoma.defaultTrim.code);
  });

  it('rejects unknown codes in strict mode, naming them', () => {
    expect(() => selectionFromInput(tacoma, { trim: '7141', packageCodes: ['NOPE'], exteriorColorCode: 'ZZZ' }, 'strict')).toThrow(/PACKAGE "NOPE".*EXTERIOR_COLOR "ZZZ"|EXTERIOR_COLOR "ZZZ".*PACKAGE "NOPE"/);
  });

  it('replaces unknown and unavailable codes by defaults in lenient mode and reports them', () => {
    const { selection, problems } = selectionFromInput(tacoma, { trim: '7151', exteriorColorCode: '4Y8', packageCodes: ['NOPE'] }, 'lenient');
    expect(selection.exteriorColorCode).toBe(defaultSelection(tacoma, trim('7151')).exteriorColorCode);
    expect(problems).toHaveLength(2);
  });
});

describe('carrying a selection over to another trim', () => {
  it('carries colours over to the new trim when offered and falls back to its defaults otherwise', () => {
    const onOffRoad = { ...defaultSelection(tacoma, trim('7141')), exteriorColorCode: '4Y8' };
    const moved = carryOver(tacoma, onOffRoad, trim('7151'));
    expect(moved.exteriorColorCode).toBe(defaultSelection(tacoma, trim('7151')).exteriorColorCode);
    const keep = carryOver(tacoma, { ...onOffRoad, exteriorColorCode: '040' }, trim('7142'));
    expect(keep.exteriorColorCode).toBe('040');
  });
});

describe('items of a selection', () => {
  const base: Selection = { trimCode: 'T', exteriorColorCode: 'E1', interiorColorCode: 'I1', wheelsCode: 'W1', packageCodes: ['FE'], accessoryCodes: ['A1'] };

  it('replaces a single choice and adds a multi choice once, under the rules of selection', () => {
    const onTrim = defaultSelection(tacoma, trim('7141'));
    const rules = selectionRules(tacoma, trim('7141'));
    expect(withItem(onTrim, 'EXTERIOR_COLOR', '089', rules).exteriorColorCode).toBe('089');
    expect(withItem(onTrim, 'WHEELS', 'W18S', rules).wheelsCode).toBe('W18S');
    const once = withItem(onTrim, 'ACCESSORY', 'BKEMB', rules);
    expect(withItem(once, 'ACCESSORY', 'BKEMB', rules).accessoryCodes).toEqual(['BKEMB']);
    // The catalog's rule (rules.packageIncludes): the BL package brings the BKEMB accessory; FE and QD stay.
    const withPackage = withItem(onTrim, 'PACKAGE', 'BL', rules);
    expect([withPackage.packageCodes, withPackage.accessoryCodes]).toEqual([expect.arrayContaining(['FE', 'QD', 'BL']), ['BKEMB']]);
    expect(withItem(onTrim, 'ENGINE', 'x', rules)).toEqual(onTrim);
  });

  it('lists single choices first, then packages and accessories in order', () => {
    expect(selectedItems(base)).toEqual([
      { type: 'EXTERIOR_COLOR', code: 'E1' },
      { type: 'INTERIOR_COLOR', code: 'I1' },
      { type: 'WHEELS', code: 'W1' },
      { type: 'PACKAGE', code: 'FE' },
      { type: 'ACCESSORY', code: 'A1' },
    ]);
  });
});
