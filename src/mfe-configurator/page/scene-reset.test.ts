import { PAGE_LOADING_ATTRIBUTE, resetForSceneChange, setPageLoading } from './scene-reset';

describe('scene reset', () => {
  it('marks and clears the page-loading flag on the slot', () => {
    const slot = document.createElement('div');
    setPageLoading(slot, true);
    expect(slot).toHaveAttribute(PAGE_LOADING_ATTRIBUTE);
    expect(slot).toHaveAttribute('aria-busy', 'true');
    setPageLoading(slot, false);
    expect(slot).not.toHaveAttribute(PAGE_LOADING_ATTRIBUTE);
    expect(slot).not.toHaveAttribute('aria-busy');
  });

  it('scrolls to the top and clears the flag on a scene change', () => {
    const slot = document.createElement('div');
    setPageLoading(slot, true);
    window.scrollTo(0, 900);
    resetForSceneChange(window, slot);
    expect(window.scrollY).toBe(0);
    expect(slot).not.toHaveAttribute(PAGE_LOADING_ATTRIBUTE);
  });

  it('tolerates a missing slot', () => {
    expect(() => resetForSceneChange(window, null)).not.toThrow();
  });
});
