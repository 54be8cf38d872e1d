import { dropServerRender, FIRST_SCREEN_VERSION, islandElement, islandText, readIsland, type FirstScreenIsland } from './first-screen';

const island = (overrides: Partial<FirstScreenIsland> = {}): FirstScreenIsland => ({ version: FIRST_SCREEN_VERSION, slot: 'configurator', language: 'en', ...overrides });

/** A page as the HTML parser reads it: the slot, its island right after it, and what follows. */
function pageWith(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-mfe]')!;
}

describe('the first screen island', () => {
  it('reads back what was written, through the HTML parser', () => {
    const written = island({ series: { environmentSuffix: '', variables: { brand: 'toyota', region: 'NATIONAL', language: 'EN' }, answer: { data: { getSeries: [] } } } });
    const slot = pageWith(`<div data-mfe="configurator" data-ssr="1"><p>cards</p></div>${islandElement(written)}`);
    expect(readIsland(slot)).toEqual(written);
  });

  it('keeps catalog text that closes a script or opens a comment inside the island, character for character', () => {
    const hostile = '</script><script>alert(1)</script><!-- <script> & \u2028 \u2029 </SCRIPT >';
    const written = island({ series: { environmentSuffix: '', variables: { brand: hostile, region: 'NATIONAL', language: 'EN' }, answer: { name: hostile } } });
    const text = islandText(written);
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    const slot = pageWith(`<div data-mfe="configurator" data-ssr="1"></div>${islandElement(written)}<p id="after">after</p>`);
    // One script element only (the island), ending where it should: the next element is still the page's.
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('script')!.nextElementSibling?.id).toBe('after');
    expect(readIsland(slot)).toEqual(written);
  });

  it('parses an island once however often it is read, and reads a changed island afresh', () => {
    const slot = pageWith(`<div data-mfe="configurator" data-ssr="1"></div>${islandElement(island())}`);
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const first = readIsland(slot);
      expect(readIsland(slot)).toBe(first);
      expect(readIsland(slot)).toBe(first);
      expect(parse).toHaveBeenCalledTimes(1);
      slot.nextElementSibling!.textContent = JSON.stringify(island({ language: 'es' }));
      expect(readIsland(slot)?.language).toBe('es');
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  });

  it('puts a page nonce on the island (only base64 characters survive)', () => {
    expect(islandElement(island(), 'abc+/=" onload="x')).toContain(' nonce="abc+/=onload=x"');
  });

  it.each([
    ['no data-ssr on the slot', `<div data-mfe="configurator"></div>${islandElement(island())}`],
    ['no island', '<div data-mfe="configurator" data-ssr="1"></div>'],
    ['an island of another slot', `<div data-mfe="configurator" data-ssr="1"></div>${islandElement(island({ slot: 'zip-modal' }))}`],
    ['another version', `<div data-mfe="configurator" data-ssr="1"></div><script type="application/json" data-ssr-island="configurator">{"version":99,"slot":"configurator","language":"en"}</script>`],
    ['broken JSON', `<div data-mfe="configurator" data-ssr="1"></div><script type="application/json" data-ssr-island="configurator">{"version":1,</script>`],
    ['an unknown language', `<div data-mfe="configurator" data-ssr="1"></div><script type="application/json" data-ssr-island="configurator">{"version":1,"slot":"configurator","language":"fr"}</script>`],
  ])('reads no island with %s (the parcel renders on the client)', (_case, html) => {
    expect(readIsland(pageWith(html))).toBeUndefined();
  });

  it("reads a nested slot's island from its last child, and drops it before the markup is hydrated", () => {
    const nested = island({ slot: 'no-inventory' });
    document.body.innerHTML = `<div data-mfe="region-gate" data-ssr="1"><div data-mfe="no-inventory" data-ssr="1"><section>page</section>${islandElement(nested)}</div></div>${islandElement(island({ slot: 'region-gate' }))}`;
    const slot = document.querySelector<HTMLElement>('[data-mfe="no-inventory"]')!;
    expect(readIsland(slot)).toEqual(nested);
    expect(readIsland(document.querySelector('[data-mfe="region-gate"]'))?.slot).toBe('region-gate');
    dropServerRender(slot, { keepMarkup: true });
    expect(slot.innerHTML).toBe('<section>page</section>');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('drops the island and the marker once read, and the markup unless it is hydrated', () => {
    let slot = pageWith(`<div data-mfe="configurator" data-ssr="1"><p>cards</p></div>${islandElement(island())}`);
    dropServerRender(slot, { keepMarkup: true });
    expect([slot.hasAttribute('data-ssr'), slot.innerHTML, document.querySelectorAll('script').length]).toEqual([false, '<p>cards</p>', 0]);
    slot = pageWith(`<div data-mfe="configurator" data-ssr="1"><p>cards</p></div>${islandElement(island())}`);
    dropServerRender(slot);
    expect([slot.hasAttribute('data-ssr'), slot.innerHTML, document.querySelectorAll('script').length]).toEqual([false, '', 0]);
  });
});
