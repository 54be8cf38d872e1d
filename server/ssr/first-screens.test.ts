import { slotsOf, styleGroupsOf, withFirstScreens, withFirstScreenStyles, type FirstScreen } from './first-screens';
import { zipcodeOf } from './first-screen-routes';

const islandElement = (island: { slot: string }) => `<script type="application/json" data-ssr-island="${island.slot}">{}</script>`;
const screen = (slot: string, html: string): FirstScreen => ({ slot, attributes: { 'data-ssr': '1', 'data-ssr-scope': `${slot}-ssr` }, html, island: { slot } });

describe('putting first screens into a page', () => {
  const page = '<body><div data-mfe="region-gate"></div>\n<main><div data-mfe="configurator" data-brand="toyota">\n  </div></main><div data-mfe="zip-modal" data-app="configurator"></div></body>';

  it('lists the slots in document order, with the span of an empty one', () => {
    expect(slotsOf(page).map((slot) => slot?.name)).toEqual(['region-gate', 'configurator', 'zip-modal']);
    expect(slotsOf('<div data-mfe="a"><p>own content</p></div>')).toEqual([null]);
  });

  it('fills each rendered slot with its markup and attributes and puts its island right after it', () => {
    const screens = new Map([[1, screen('configurator', '<div class="cfg-root">cards</div>')], [2, screen('zip-modal', '<div role="dialog">zip</div>')]]);
    expect(withFirstScreens(page, screens, islandElement)).toBe(
      '<body><div data-mfe="region-gate"></div>\n<main><div data-mfe="configurator" data-brand="toyota" data-ssr="1" data-ssr-scope="configurator-ssr"><div class="cfg-root">cards</div>\n  </div><script type="application/json" data-ssr-island="configurator">{}</script></main>' +
        '<div data-mfe="zip-modal" data-app="configurator" data-ssr="1" data-ssr-scope="zip-modal-ssr"><div role="dialog">zip</div></div><script type="application/json" data-ssr-island="zip-modal">{}</script></body>',
    );
  });

  it('leaves a page as it is without screens, and a slot whose screen names another slot', () => {
    expect(withFirstScreens(page, new Map(), islandElement)).toBe(page);
    expect(withFirstScreens(page, new Map([[0, screen('configurator', 'x')]]), islandElement)).toBe(page);
  });

  it('names the chunk groups whose stylesheets the screens need, a nested slot included', () => {
    const island = (slot: string) => `<script type="application/json" data-ssr-island="${slot}">{}</script>`;
    expect(styleGroupsOf(`<div data-mfe="configurator" data-ssr="1"></div>${island('configurator')}`)).toEqual(['mfe-configurator', 'scene-model']);
    expect(styleGroupsOf(`<div data-mfe="no-inventory" data-ssr="1"><section></section>${island('no-inventory')}</div>${island('region-gate')}`)).toEqual(['mfe-region-gate', 'region-screen', 'mfe-no-inventory']);
    expect(styleGroupsOf('<div data-mfe="configurator"></div>')).toEqual([]);
  });

  it('reads the saved ZIP from a Cookie header, only five digits', () => {
    expect(zipcodeOf('a=1; zipcode=90210; b=2')).toBe('90210');
    expect(zipcodeOf('zipcode=9021')).toBeUndefined();
    expect(zipcodeOf('zipcode=<script>')).toBeUndefined();
    expect(zipcodeOf(undefined)).toBeUndefined();
  });

  it("links the rendered slots' stylesheets right before the first of them, and preloads the first card image from the head", () => {
    const script = '<script src="/configurator/root-config.js" defer></script>';
    const groups = { 'mfe-configurator': ['mfe-configurator.1.js', 'parcels.a.css'], 'scene-model': ['scene-model.2.js', 'scene-model.b.css'], 'mfe-zip-modal': ['parcels.a.css'] };
    const cards = '<div data-mfe="configurator" data-ssr="1"><img class="cfg-model__image" src="/images/a?w=480&amp;f=webp" fetchPriority="high"/><img src="/images/b" fetchPriority="auto"/></div>';
    const page = `<head>${script}</head><header>Demo</header><div data-mfe="region-gate"></div>${cards}<script type="application/json" data-ssr-island="configurator">{}</script>`;
    expect(withFirstScreenStyles(page, '/configurator/', groups, 'https://shop.example/configurator/')).toBe(
      `<head>${script}\n  <link rel="preload" as="image" href="/images/a?w=480&amp;f=webp" fetchpriority="high"></head><header>Demo</header><div data-mfe="region-gate"></div>` +
        '<link rel="stylesheet" href="https://shop.example/configurator/parcels.a.css"><link rel="stylesheet" href="https://shop.example/configurator/scene-model.b.css">' +
        `${cards}<script type="application/json" data-ssr-island="configurator">{}</script>`,
    );
    // The slot's attributes in another order (a CMS's) are found as well.
    const reordered = page.replace('<div data-mfe="configurator" data-ssr="1">', '<div data-ssr="1" class="x" data-mfe="configurator">');
    expect(withFirstScreenStyles(reordered, '/configurator/', groups)).toContain('scene-model.b.css"><div data-ssr="1" class="x" data-mfe="configurator">');
    const withCards = page;
    const noScreens = `<head>${script}</head><div data-mfe="configurator"></div>`;
    expect(withFirstScreenStyles(noScreens, '/configurator/', groups)).toBe(noScreens);
    expect(withFirstScreenStyles(withCards, '/configurator/', undefined)).toBe(withCards);
  });
});
