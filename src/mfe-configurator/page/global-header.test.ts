import { setGlobalHeaderHidden } from './global-header';

describe('setGlobalHeaderHidden', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header data-global-header id="site">Site</header>
      <nav data-global-header id="promo" hidden>Promo the host hid</nav>
      <main id="main">Main</main>`;
  });

  it('hides every global header element and leaves other content alone', () => {
    expect(setGlobalHeaderHidden(document, true)).toBe(1);
    expect(document.getElementById('site')).not.toBeVisible();
    expect(document.getElementById('main')).toBeVisible();
  });

  it('shows again only what it hid', () => {
    setGlobalHeaderHidden(document, true);
    expect(setGlobalHeaderHidden(document, false)).toBe(1);
    expect(document.getElementById('site')).toBeVisible();
    expect(document.getElementById('promo')).not.toBeVisible();
  });

  it('is harmless on a page without header markers', () => {
    document.body.innerHTML = '<main></main>';
    expect(setGlobalHeaderHidden(document, true)).toBe(0);
  });
});
