import { firstSceneShowsAtOnce } from './first-paint';

function page(html: string, cookie = ''): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  Object.defineProperty(doc, 'cookie', { value: cookie, configurable: true });
  return doc;
}

describe('firstSceneShowsAtOnce', () => {
  it('is false only while a region gate waits for a ZIP (the ZIP dialog paints first)', () => {
    expect(firstSceneShowsAtOnce(page('<div data-mfe="region-gate"></div><div data-mfe="configurator"></div>'))).toBe(false);
    expect(firstSceneShowsAtOnce(page('<div data-mfe="region-gate"></div><div data-mfe="configurator"></div>', 'zipcode=90210'))).toBe(true);
    expect(firstSceneShowsAtOnce(page('<div data-mfe="configurator"></div>'))).toBe(true);
  });
});
