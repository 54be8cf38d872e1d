// Each check fails if setup-web.ts loses the stand-in it names (jsdom alone fails every one).
describe('web test setup', () => {
  it('provides jest-dom matchers that tell states apart', () => {
    document.body.innerHTML = '<button disabled>x</button><button>y</button>';
    const [disabled, enabled] = Array.from(document.querySelectorAll('button'));
    expect(disabled).toBeDisabled();
    expect(enabled).not.toBeDisabled();
    expect(() => expect(enabled).toBeDisabled()).toThrow();
  });

  it('records window.scrollTo in both call forms instead of logging "not implemented"', () => {
    window.scrollTo(10, 300);
    expect([window.scrollX, window.scrollY, window.pageYOffset]).toEqual([10, 300, 300]);
    window.scrollTo({ top: 40 });
    // The options form keeps the axis it does not name.
    expect([window.scrollX, window.scrollY]).toEqual([10, 40]);
    window.scrollTo({ left: 0, top: 0 });
    expect([window.scrollX, window.scrollY]).toEqual([0, 0]);
  });

  it('answers matchMedia for the query asked, with no match (the mobile-first layout)', () => {
    const list = window.matchMedia('(min-width: 768px)');
    expect(list).toMatchObject({ media: '(min-width: 768px)', matches: false });
  });

  it('provides inert observers that never report, and scrollIntoView', () => {
    const reports: unknown[] = [];
    const intersection = new IntersectionObserver((entries) => reports.push(entries));
    intersection.observe(document.body);
    expect(intersection.takeRecords()).toEqual([]);
    const resize = new ResizeObserver((entries) => reports.push(entries));
    resize.observe(document.body);
    document.body.style.width = '10px';
    expect(reports).toEqual([]);
    expect(typeof Element.prototype.scrollIntoView).toBe('function');
  });
});
