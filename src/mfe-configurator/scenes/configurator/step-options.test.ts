import { buildFromConfiguration } from '../../../domain/build-from-config';
import type { TrimOption } from '../../../domain/entities';
import { compatible, truckConfig, TRIMS } from './configurator.fixture';
import { accessoryGroups, colorChoices, packageChoices, stepsOf, trimLevelChoices } from './step-options';

describe('step options', () => {
  it('lists cab for trucks and seating only where the grade has seating options', () => {
    const truck = truckConfig();
    expect(stepsOf(truck)).toEqual(['cab', 'color', 'powertrain', 'packages', 'options', 'accessories']);
    const seat = (code: string, value: string): TrimOption => ({ code, value, description: '', disclaimer: '', icon: '', compatibility: compatible });
    const van = { ...truck, trim: { ...truck.trim, cabBed: null }, grade: { ...truck.grade, hasSeatingOptions: true }, seating: [seat('S7', '7 seats'), seat('S8', '8 seats')] };
    expect(stepsOf(van)).toEqual(['seating', 'color', 'powertrain', 'packages', 'options', 'accessories']);
    expect(stepsOf({ ...van, seating: [] })).toEqual(['color', 'powertrain', 'packages', 'options', 'accessories']);
  });

  it('offers each cab/bed and engine of the grade once, priced as the cheapest switch, labelled from the grade trims', () => {
    const config = truckConfig();
    const trims = [TRIMS.doubleCab, TRIMS.xtraCab, TRIMS.doubleCabMax];
    expect(trimLevelChoices(config, 'CAB_BED', trims).map((c) => [c.code, c.title, c.price, c.selected])).toEqual([
      ['DC5', 'Double Cab with 5-ft Bed', 0, true],
      ['XC6', 'XtraCab with 6-ft Bed', -1400, false],
    ]);
    expect(trimLevelChoices(config, 'ENGINE', trims).map((c) => [c.code, c.title, c.price])).toEqual([
      ['T24S', 'i-FORCE 2.4L Turbo', 0],
      ['H24', 'i-FORCE MAX 2.4L Hybrid', 4000],
    ]);
  });

  it('falls back to the code for a choice no known trim names, and flags choices that drag other changes', () => {
    const config = truckConfig();
    config.aLaCartePricing.trims[1].attributes.cabBed = { code: 'XC6', msrpDifference: -1400, conflict: true };
    const [, xtra] = trimLevelChoices(config, 'CAB_BED', []);
    expect(xtra).toMatchObject({ code: 'XC6', title: 'XC6', requirement: { kind: 'changes' } });
  });

  it('prefers a side-effect-free switch over a cheaper one with side effects', () => {
    const config = truckConfig();
    config.aLaCartePricing.trims.push({
      trimId: '7199',
      baseMsrp: 30000,
      attributes: { drive: { code: '4X2', msrpDifference: 0, conflict: false }, engine: { code: 'H24', msrpDifference: 100, conflict: true }, transmission: { code: 'AT8', msrpDifference: 0, conflict: false }, seating: null, cabBed: null },
    });
    const hybrid = trimLevelChoices(config, 'ENGINE', []).find((c) => c.code === 'H24')!;
    expect(hybrid).toMatchObject({ price: 4000, requirement: null });
  });

  it('names the grade that has an incompatible item when the trims are known', () => {
    const config = truckConfig();
    const offRoad = { ...TRIMS.doubleCab, code: '7141', gradeName: 'TRD Off-Road' };
    const choices = colorChoices(config, buildFromConfiguration(config), 'exterior', [TRIMS.doubleCab, offRoad]);
    expect(choices.find((c) => c.code === '4Y8')!.requirement).toEqual({ kind: 'reasons', grades: ['TRD Off-Road'], excludedBy: [], requires: [] });
  });

  it('marks the chosen colour and says which trims have an incompatible one', () => {
    const config = truckConfig();
    const choices = colorChoices(config, buildFromConfiguration(config, { exteriorColorCode: '3U5' }), 'exterior', [TRIMS.doubleCab]);
    expect(choices.filter((c) => c.selected).map((c) => c.code)).toEqual(['3U5']);
    expect(choices.find((c) => c.code === '4Y8')!.requirement).toEqual({ kind: 'reasons', grades: ['7141'], excludedBy: [], requires: [] });
  });

  it('splits packages from options and never offers the default FE and QD', () => {
    const config = truckConfig();
    const build = buildFromConfiguration(config);
    expect(packageChoices(config, build, 'PACKAGE').map((c) => c.code)).toEqual(['TC', 'PR']);
    expect(packageChoices(config, build, 'OPTION').map((c) => c.code)).toEqual(['MR']);
    expect(packageChoices(config, build, 'PACKAGE')[1].requirement).toEqual({ kind: 'reasons', grades: [], excludedBy: [], requires: ['Technology Package'] });
  });

  it('groups accessories by subsection after a Popular group, each accessory once, prices rounded up', () => {
    const config = truckConfig();
    const groups = accessoryGroups(config, buildFromConfiguration(config, { accessoryCodes: ['TONHD'] }));
    expect(groups.map((g) => [g.popular, g.name, g.choices.map((c) => `${c.code}:${c.price}:${c.selected}`)])).toEqual([
      [true, '', ['AWFL:199:false', 'BEDMAT:150:false']],
      [false, 'Floor Protection', ['CRPMAT:129:false']],
      [false, 'Bed', ['TONHD:1000:true']],
    ]);
  });
});
