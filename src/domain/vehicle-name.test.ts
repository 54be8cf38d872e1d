import fc from 'fast-check';
import { formatVehicleName } from './vehicle-name';

describe('formatVehicleName: one name order per language', () => {
  it('English puts the year first, Spanish last', () => {
    const tacoma = { year: 2024, seriesName: 'Tacoma', seriesId: 'tacoma', gradeName: 'TRD Sport' };
    expect(formatVehicleName(tacoma, 'en')).toBe('2024 Tacoma TRD Sport');
    expect(formatVehicleName(tacoma, 'es')).toBe('Tacoma TRD Sport 2024');
  });

  it('applies the series name rules (Tacoma i-FORCE MAX, no doubled Hybrid)', () => {
    expect(formatVehicleName({ year: 2024, seriesName: 'Tacoma Hybrid', seriesId: 'tacomahybrid', gradeName: 'TRD Sport i-FORCE MAX' }, 'es')).toBe('Tacoma TRD Sport 2024');
    expect(formatVehicleName({ year: 2025, seriesName: 'Camry Hybrid', seriesId: 'camry', gradeName: 'LE Hybrid' }, 'en')).toBe('2025 Camry LE Hybrid');
  });

  it('leaves absent parts out', () => {
    expect(formatVehicleName({ year: 2025, seriesName: 'RAV4' }, 'es')).toBe('RAV4 2025');
    expect(formatVehicleName({ seriesName: 'RAV4', gradeName: 'XLE' }, 'en')).toBe('RAV4 XLE');
    expect(formatVehicleName({ year: 2025, seriesId: 'sienna' }, 'en')).toBe('2025 sienna');
    expect(formatVehicleName({ year: 2025 }, 'es')).toBe('2025');
    expect(formatVehicleName({}, 'es')).toBe('');
  });

  it('property: the two languages hold the same words, the year first in English and last in Spanish', () => {
    const word = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,8}$/).filter((w) => !/hybrid/i.test(w));
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), word, fc.option(word, { nil: undefined }), (year, series, grade) => {
        const parts = { year, seriesName: series, seriesId: series.toLowerCase() === 'tacoma' ? undefined : series.toLowerCase(), gradeName: grade };
        const en = formatVehicleName(parts, 'en').split(' ');
        const es = formatVehicleName(parts, 'es').split(' ');
        expect(en[0]).toBe(String(year));
        expect(es[es.length - 1]).toBe(String(year));
        expect(en.slice(1)).toEqual(es.slice(0, -1));
        // A grade that is the series name itself ("NX" beside "NX 250" for one-word names) is not doubled.
        const doubled = grade !== undefined && grade.toLowerCase() === series.toLowerCase();
        expect(en.slice(1)).toEqual(doubled ? [grade] : [series, ...(grade ? [grade] : [])]);
      }),
    );
  });
});
