/**
 * Host elements the configurator scene hides (product.md section 2: "The configurator scene hides global header
 * elements"). The host marks them with `data-global-header`; the CMS pages and demo/ do so on the
 * site header. Besides `hidden` (for assistive technology), `display: none !important` is set
 * through the CSSOM, because a host rule such as `.site-header { display: flex }` beats the
 * browser's `[hidden]` style; CSSOM writes are allowed under a strict style-src CSP. In platform
 * because the root config hides it before first paint on a build-step deep link (root/early-header.ts)
 * and the configurator hides and shows it as scenes change (ADR 0191).
 */
export const GLOBAL_HEADER_SELECTOR = '[data-global-header]';

/** Marker so only elements we hid are shown again (a host may hide one itself). */
const HIDDEN_BY_US = 'data-global-header-hidden';

/** The inline display each element had before we hid it, to put back exactly. */
const previousDisplay = new WeakMap<HTMLElement, { value: string; priority: string }>();

/** Hides (true) or shows again (false) the page's global header elements; returns how many changed. */
export function setGlobalHeaderHidden(doc: Document, hidden: boolean): number {
  let changed = 0;
  for (const element of doc.querySelectorAll<HTMLElement>(GLOBAL_HEADER_SELECTOR)) {
    if (hidden && !element.hidden) {
      previousDisplay.set(element, { value: element.style.getPropertyValue('display'), priority: element.style.getPropertyPriority('display') });
      element.hidden = true;
      element.style.setProperty('display', 'none', 'important');
      element.setAttribute(HIDDEN_BY_US, '');
      changed += 1;
    } else if (!hidden && element.hasAttribute(HIDDEN_BY_US)) {
      const before = previousDisplay.get(element);
      if (before?.value) element.style.setProperty('display', before.value, before.priority);
      else element.style.removeProperty('display');
      element.hidden = false;
      element.removeAttribute(HIDDEN_BY_US);
      changed += 1;
    }
  }
  return changed;
}
