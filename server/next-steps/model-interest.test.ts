import { loadCatalog } from '../catalog/catalog-loader';
import { renderInterestMail } from './mail-render';
import { checkInterest, interestLink } from './model-interest';
import { NextStepsError } from './next-steps-error';

const catalog = loadCatalog();

function refusal(input: unknown): string | undefined {
  try {
    checkInterest(catalog, input);
    return undefined;
  } catch (error) {
    return error instanceof NextStepsError ? `${error.code} ${error.field}` : String(error);
  }
}

describe('checkInterest', () => {
  it('finds the brand of a live series-year when none is given, and takes the catalog name', () => {
    expect(checkInterest(catalog, { seriesId: 'mirai', year: 2025 })).toEqual({ brand: 'toyota', environment: 'live', seriesId: 'mirai', year: 2025, seriesName: 'Mirai' });
    expect(checkInterest(catalog, { seriesId: 'nx', year: 2025, brand: 'lexus' })).toMatchObject({ brand: 'lexus', seriesName: 'NX' });
    expect(checkInterest(catalog, { seriesId: 'tacoma', year: 2025, environment: 'preview' })).toMatchObject({ environment: 'preview' });
  });

  it.each([
    [null, 'invalid-request interest'],
    [[], 'invalid-request interest'],
    [{ seriesId: 'mirai', year: 2019 }, 'unknown-series interest.seriesId'],
    [{ seriesId: 'mirai', year: '2025' }, 'unknown-series interest.seriesId'],
    [{ seriesId: 'MIRAI<', year: 2025 }, 'unknown-series interest.seriesId'],
    [{ seriesId: 'mirai', year: 2025, brand: 'lexus' }, 'unknown-series interest.seriesId'],
    [{ seriesId: 'mirai', year: 2025, brand: 'acme' }, 'unknown-series interest.brand'],
    [{ seriesId: 'tacoma', year: 2025 }, 'unknown-series interest.seriesId'],
    [{ seriesId: 'mirai', year: 2025, environment: 'stage' }, 'unknown-series interest.environment'],
  ])('refuses %j', (input, expected) => {
    expect(refusal(input)).toBe(expected);
  });
});

describe('model-interest link and mail', () => {
  const interest = checkInterest(catalog, { seriesId: 'mirai', year: 2025 });

  it('links to the series-year trim scene in the page language', () => {
    expect(interestLink('https://shop.example/', interest, 'en')).toBe('https://shop.example/configurator/build/step/model/year/2025/series/mirai/');
    expect(interestLink('https://shop.example', interest, 'es')).toBe('https://shop.example/espanol/configurator/build/step/model/year/2025/series/mirai/');
  });

  it('confirms the reference, the dealer and the vehicle in both languages, escaping names', () => {
    const who = { reference: 'Q-7K2M9P4X', firstName: '<Ana>', dealerName: 'Harbor Motors' };
    const en = renderInterestMail('en', interest, 'https://x.example/a?b=1&c=2', who);
    expect(en.subject).toBe('Your quote request Q-7K2M9P4X');
    expect(en.text).toContain('Vehicle of interest: 2025 Mirai');
    expect(en.html).toContain('&lt;Ana&gt;');
    expect(en.html).toContain('href="https://x.example/a?b=1&amp;c=2"');
    expect(renderInterestMail('es', interest, 'https://x.example/', who).text).toContain('Vehículo de interés: Mirai 2025');
  });
});
