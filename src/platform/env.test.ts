import { pageContext } from './env';

function page(pathname: string, bodyClass = '', app?: string) {
  const doc = document.implementation.createHTMLDocument('host');
  doc.body.className = bodyClass;
  if (app !== undefined) doc.body.dataset.app = app;
  return { location: { pathname }, document: doc };
}

describe('pageContext', () => {
  it('reads a live English configurator page', () => {
    expect(pageContext(page('/configurator/build/step/model/year/2025/series/camry/', 'configurator state-CA'))).toEqual({
      language: 'en',
      environment: 'live',
      basePath: '/configurator/',
      pageKinds: ['configurator'],
      stateCode: 'CA',
      setRegion: false,
      app: undefined,
    });
  });

  it('reads a Spanish preview page and keeps the vehicleconfigurator spelling', () => {
    const context = pageContext(page('/espanol/vehicleconfigurator/preview/'));
    expect(context.language).toBe('es');
    expect(context.environment).toBe('preview');
    expect(context.basePath).toBe('/espanol/vehicleconfigurator/preview/');
  });

  it('reads the payment-estimator kind, the set-region flag and the host app', () => {
    const context = pageContext(page('/payment-estimator/', 'payment-estimator set-region state-hi', 'Payment-Estimator'));
    expect(context.pageKinds).toEqual(['payment-estimator']);
    expect(context.setRegion).toBe(true);
    expect(context.stateCode).toBe('HI');
    expect(context.app).toBe('payment-estimator');
  });

  it('treats unrecognised body classes and app names as absent', () => {
    const context = pageContext(page('/', 'state-California statey-PR foo', '<script>'));
    expect(context.pageKinds).toEqual([]);
    expect(context.stateCode).toBeUndefined();
    expect(context.setRegion).toBe(false);
    expect(context.app).toBeUndefined();
  });

  it('reads the real window and document by default', () => {
    window.history.pushState({}, '', '/espanol/configurator/stage/');
    document.body.className = 'configurator state-PR';
    const context = pageContext();
    expect(context).toMatchObject({ language: 'es', environment: 'stage', stateCode: 'PR', pageKinds: ['configurator'] });
    document.body.className = '';
    window.history.pushState({}, '', '/');
  });
});
