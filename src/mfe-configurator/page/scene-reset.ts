/**
 * The page-loading flag: set on the configurator's slot while the first scene's data loads, so a
 * host stylesheet can keep its own placeholder, and assistive technology hears the region is busy.
 */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';

/** Mirrors the machine's api pageLoading flag onto the slot element (no slot: nothing to do). */
export function setPageLoading(slot: Element | null | undefined, loading: boolean): void {
  if (!slot) return;
  if (loading) {
    slot.setAttribute(PAGE_LOADING_ATTRIBUTE, '');
    slot.setAttribute('aria-busy', 'true');
  } else {
    slot.removeAttribute(PAGE_LOADING_ATTRIBUTE);
    slot.removeAttribute('aria-busy');
  }
}

/**
 * product.md section 2 scene change: scroll returns to the top and the page-loading flag clears. Scrolling is
 * instant: a smooth scroll would animate over a scene that has just been replaced.
 */
export function resetForSceneChange(win: Pick<Window, 'scrollTo'>, slot: Element | null | undefined): void {
  win.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  setPageLoading(slot, false);
}
