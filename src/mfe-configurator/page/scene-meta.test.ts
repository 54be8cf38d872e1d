import { createIntl } from 'react-intl';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { sceneMeta } from './scene-meta';

const intlEn = createIntl({ locale: 'en-US', messages: en });
const intlEs = createIntl({ locale: 'es-US', messages: es });
const location = { origin: 'https://x.test', pathname: '/configurator/build/step/model/year/2024/series/tacomahybrid/' };
const subject = { seriesId: 'tacomahybrid', seriesName: 'Tacoma Hybrid', year: 2024, gradeName: 'TRD Sport i-FORCE MAX' };

describe('sceneMeta', () => {
  it('leaves the model scene to the host page, but noindex', () => {
    expect(sceneMeta('model', subject, intlEn, location)).toEqual({ noindex: true });
  });

  it('describes the trim scene, indexable, with canonical and alternates', () => {
    const meta = sceneMeta('trim', subject, intlEn, location);
    expect(meta.title).toBe('2024 Tacoma grades | Build and price');
    expect(meta.description).toBe('Compare the 2024 Tacoma grades, then build and price yours.');
    expect(meta.noindex).toBe(false);
    expect(meta.canonical).toBe(`https://x.test${location.pathname}`);
    expect(meta.alternates?.map((a) => a.hreflang)).toEqual(['en', 'es', 'x-default']);
  });

  it('names the grade on configurator and summary, noindex', () => {
    const config = sceneMeta('configurator', { ...subject, seriesId: 'camryhybrid', seriesName: 'Camry Hybrid', gradeName: 'LE Hybrid' }, intlEn, location);
    expect(config.title).toBe('Build your 2024 Camry LE Hybrid | Build and price');
    expect(config.noindex).toBe(true);
    expect(sceneMeta('summary', subject, intlEn, location).title).toBe('Your 2024 Tacoma TRD Sport summary | Build and price');
  });

  it('copes with a build that is still loading', () => {
    expect(sceneMeta('configurator', { seriesId: 'tacoma', seriesName: null, year: 2024, gradeName: null }, intlEn, location).title).toBe(
      'Build your 2024 tacoma | Build and price',
    );
  });

  it('titles the simulator and error scenes and writes Spanish on Spanish pages', () => {
    expect(sceneMeta('simulator', subject, intlEn, location).title).toBe('Configurator simulator');
    expect(sceneMeta('error', subject, intlEn, location).title).toBe('Our apologies');
    expect(sceneMeta('trim', subject, intlEs, location).title).toBe('Versiones del Tacoma 2024 | Arma y cotiza');
  });
});
