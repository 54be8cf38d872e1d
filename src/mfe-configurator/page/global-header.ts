/**
 * Host elements the configurator scene hides (spec 2: "The configurator scene hides global header
 * elements"). The host marks them with `data-global-header`; the CMS pages and demo/ do so on the
 * site header. `hidden` (not a class) is used so no host stylesheet is needed.
 */
export const GLOBAL_HEADER_SELECTOR = '[data-global-header]';

/** Marker so only elements we hid are shown again (a host may hide one itself). */
const HIDDEN_BY_US = 'data-global-header-hidden';

/** Hides (true) or shows again (false) the page's global header elements; returns how many changed. */
export function setGlobalHeaderHidden(doc: Document, hidden: boolean): number {
  let changed = 0;
  for (const element of doc.querySelectorAll<HTMLElement>(GLOBAL_HEADER_SELECTOR)) {
    if (hidden && !element.hidden) {
      element.hidden = true;
      element.setAttribute(HIDDEN_BY_US, '');
      changed += 1;
    } else if (!hidden && element.hasAttribute(HIDDEN_BY_US)) {
      element.hidden = false;
      element.removeAttribute(HIDDEN_BY_US);
      changed += 1;
    }
  }
  return changed;
}
