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

  it('wins over a host rule that sets display, and puts the inline display back', () => {
    document.body.innerHTML = '<style>.bar { display: flex; }</style><header data-global-header class="bar" id="bar" style="display: grid"></header>';
    const bar = document.getElementById('bar')!;
    setGlobalHeaderHidden(document, true);
    expect(bar.style.getPropertyValue('display')).toBe('none');
    expect(bar.style.getPropertyPriority('display')).toBe('important');
    expect(bar).not.toBeVisible();
    setGlobalHeaderHidden(document, false);
    expect(bar.style.getPropertyValue('display')).toBe('grid');
    expect(bar.style.getPropertyPriority('display')).toBe('');
  });

  it('is harmless on a page without header markers', () => {
    document.body.innerHTML = '<main></main>';
    expect(setGlobalHeaderHidden(document, true)).toBe(0);
  });
});
