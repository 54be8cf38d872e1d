import {
  displayName,
  isTacomaIForceMax,
  noInventoryDisplayName,
  seatingTitle,
  seriesNameBeside,
  seriesWithSecondValue,
  stripIForceMaxAndHybrid,
} from './names';

describe('isTacomaIForceMax', () => {
  it.each([
    ['tacomahybrid', true],
    ['Tacoma i-FORCE MAX', true],
    ['Tacoma Hybrid', true],
    ['tacoma', false],
    ['Tacoma', false],
    ['camryhybrid', false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isTacomaIForceMax(value)).toBe(expected);
  });
});

describe('stripIForceMaxAndHybrid', () => {
  it.each([
    ['Tacoma i-FORCE MAX', 'Tacoma'],
    ['TRD Sport i-FORCE MAX', 'TRD Sport'],
    ['TRD Off-Road Hybrid', 'TRD Off-Road'],
    ['Limited i-FORCE MAX Hybrid', 'Limited'],
    ['iFORCE MAX Trailhunter', 'Trailhunter'],
    ['i force max TRD Pro', 'TRD Pro'],
    ['Hybridization', 'Hybridization'],
    ['', ''],
    [undefined, ''],
  ])('%p -> %p', (value, expected) => {
    expect(stripIForceMaxAndHybrid(value)).toBe(expected);
  });
});

describe('displayName (Tacoma i-FORCE MAX drops i-FORCE MAX and Hybrid)', () => {
  it.each([
    ['TRD Sport i-FORCE MAX', 'tacomahybrid', 'TRD Sport'],
    ['Tacoma i-FORCE MAX', 'Tacoma i-FORCE MAX', 'Tacoma'],
    ['Limited Hybrid', 'tacomahybrid', 'Limited'],
    ['LE Hybrid', 'camryhybrid', 'LE Hybrid'],
    ['TRD Sport', 'tacoma', 'TRD Sport'],
    [null, 'tacomahybrid', ''],
  ])('%p in %p -> %p', (name, series, expected) => {
    expect(displayName(name, series)).toBe(expected);
  });
});

describe('seriesNameBeside (trailing Hybrid dropped when the second value contains Hybrid)', () => {
  it.each([
    ['Camry Hybrid', 'LE Hybrid', 'Camry'],
    ['Camry Hybrid', 'LE', 'Camry Hybrid'],
    ['RAV4 Hybrid', 'XSE Hybrid', 'RAV4'],
    ['Hybrid Camry', 'LE Hybrid', 'Hybrid Camry'],
    ['Camry', 'LE Hybrid', 'Camry'],
    ['Camry HYBRID ', 'hybrid LE', 'Camry'],
    [undefined, 'LE Hybrid', ''],
  ])('%p beside %p -> %p', (series, second, expected) => {
    expect(seriesNameBeside(series, second)).toBe(expected);
  });
  it('joins series and second value', () => {
    expect(seriesWithSecondValue('Camry Hybrid', 'LE Hybrid')).toBe('Camry LE Hybrid');
    expect(seriesWithSecondValue('Camry', 'LE')).toBe('Camry LE');
    expect(seriesWithSecondValue('Camry', '')).toBe('Camry');
  });
});

describe('noInventoryDisplayName (rav4prime and mirai are special-cased)', () => {
  it.each([
    ['rav4prime', undefined, 'RAV4 Prime'],
    ['RAV4PRIME', 'Rav4prime', 'RAV4 Prime'],
    ['mirai', 'mirai', 'Mirai'],
    ['camry', 'Camry', 'Camry'],
    ['camry', undefined, 'Camry'],
    ['camry', '  ', 'Camry'],
    ['', undefined, ''],
    [null, undefined, ''],
  ])('%p (%p) -> %p', (code, name, expected) => {
    expect(noInventoryDisplayName(code, name)).toBe(expected);
  });
});

describe('seatingTitle (passenger-seating suffix)', () => {
  it.each<[string | number | null, 'en' | 'es', string]>([
    ['8', 'en', '8-Passenger Seating'],
    [7, 'en', '7-Passenger Seating'],
    ['8', 'es', '8 pasajeros'],
    ['7-Passenger Seating', 'en', '7-Passenger Seating'],
    ['8 pasajeros', 'es', '8 pasajeros'],
    [' 8 ', 'en', '8-Passenger Seating'],
    ['', 'en', ''],
    [null, 'es', ''],
  ])('%p (%p) -> %p', (value, lang, expected) => {
    expect(seatingTitle(value, lang)).toBe(expected);
  });
});

describe('series name beside a grade that already names the series', () => {
  it.each([
    ['NX', 'NX 250', 'NX 250'],
    ['RX', 'rx 350h', 'rx 350h'],
    ['NX', 'NX', 'NX'],
    ['NX', 'NXT 5', 'NX NXT 5'],
    ['Tacoma', 'SR', 'Tacoma SR'],
  ])('%s + %s reads "%s"', (series, grade, expected) => {
    expect(seriesWithSecondValue(series, grade)).toBe(expected);
  });
});
