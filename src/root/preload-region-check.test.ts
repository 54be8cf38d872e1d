import { islandElement } from '../platform/first-screen';
import { preloadRegionCheck } from './preload-region-check';

function page(html: string, cookie?: string, bodyClass = ''): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  if (bodyClass) doc.body.className = bodyClass;
  // The document of createHTMLDocument has no cookie jar: give it one value.
  Object.defineProperty(doc, 'cookie', { value: cookie ?? '', configurable: true });
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => ({ href: l.getAttribute('href'), as: l.getAttribute('as'), crossorigin: l.getAttribute('crossorigin') }));

describe('preloadRegionCheck', () => {
  it("asks for the saved ZIP's region and the suppression list, as the gate's fetches will", () => {
    const doc = page('<div data-mfe="region-gate"></div>', 'zipcode=96815');
    preloadRegionCheck(doc, { pathname: '/configurator/' });
    expect(preloads(doc)).toEqual([
      { href: '/api/region?zip=96815', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/api/suppression-list', as: 'fetch', crossorigin: 'anonymous' },
    ]);
  });

  it('leaves the suppression list out on a payment-estimator page (the gate does not read it there)', () => {
    const doc = page('<div data-mfe="region-gate"></div>', 'zipcode=90210', 'payment-estimator');
    preloadRegionCheck(doc, { pathname: '/configurator/' });
    expect(preloads(doc).map((p) => p.href)).toEqual(['/api/region?zip=90210']);
  });

  it("preloads nothing where the server made the check for the saved ZIP (the gate's island), and does where it made it for another", () => {
    const gateWith = (zipcode: string) =>
      `<div data-mfe="region-gate" data-ssr="1"></div>${islandElement({ version: 1, slot: 'region-gate', language: 'en', regionCheck: { zipcode, lookup: { regionCode: 80, redirectUrl: 'https://www.toyotahawaii.com/', state: 'HI' }, redirects: [], suppressed: false, modelCode: 'prius', year: 2023 } })}`;
    const checked = page(gateWith('96815'), 'zipcode=96815');
    preloadRegionCheck(checked, { pathname: '/configurator/' });
    expect(preloads(checked)).toEqual([]);
    const since = page(gateWith('96815'), 'zipcode=90210');
    preloadRegionCheck(since, { pathname: '/configurator/' });
    expect(preloads(since).map((p) => p.href)).toEqual(['/api/region?zip=90210', '/api/suppression-list']);
  });

  it.each([
    ['without a saved ZIP', '<div data-mfe="region-gate"></div>', undefined],
    ['with a malformed ZIP', '<div data-mfe="region-gate"></div>', 'zipcode=9021'],
    ['without a region gate on the page', '<div data-mfe="configurator"></div>', 'zipcode=90210'],
  ])('preloads nothing %s', (_, html, cookie) => {
    const doc = page(html, cookie);
    preloadRegionCheck(doc, { pathname: '/configurator/' });
    expect(preloads(doc)).toEqual([]);
  });
});
