describe('web test setup', () => {
  it('provides jest-dom matchers', () => {
    document.body.innerHTML = '<button disabled>x</button>';
    expect(document.querySelector('button')).toBeDisabled();
  });

  it('records window.scrollTo instead of logging "not implemented"', () => {
    window.scrollTo(0, 300);
    expect(window.scrollY).toBe(300);
    window.scrollTo({ top: 0 });
    expect(window.scrollY).toBe(0);
  });

  it('answers matchMedia with no match', () => {
    expect(window.matchMedia('(min-width: 768px)').matches).toBe(false);
  });

  it('provides inert observers and scrollIntoView', () => {
    const observer = new IntersectionObserver(() => undefined);
    expect(() => observer.observe(document.body)).not.toThrow();
    expect(() => new ResizeObserver(() => undefined).disconnect()).not.toThrow();
    expect(() => document.body.scrollIntoView()).not.toThrow();
  });
});
