import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy and waitFor give up after 1 s by default; the scene router's tests (lazy scene chunks,
// the statechart's requests) needed longer on a busy machine and had set 5 s for themselves. One
// setting for every file: the wait only bounds how long a failing test takes, a passing one
// returns as soon as it can.
configure({ asyncUtilTimeout: 4000 });

/*
 * Browser APIs jsdom lacks that our components call. Each is a minimal, inert stand-in so a
 * component renders under test; behaviour that depends on real layout is covered by the e2e
 * suite in Chromium, not here.
 */

if (typeof window !== 'undefined') {
  // Scenes scroll back to the top on change (product.md section 2); jsdom only logs "not implemented".
  window.scrollTo = ((xOrOptions?: number | ScrollToOptions, y?: number) => {
    const left = typeof xOrOptions === 'object' ? (xOrOptions.left ?? window.scrollX) : (xOrOptions ?? 0);
    const top = typeof xOrOptions === 'object' ? (xOrOptions.top ?? window.scrollY) : (y ?? 0);
    Object.defineProperty(window, 'scrollX', { configurable: true, value: left });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: top });
  }) as typeof window.scrollTo;

  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

  if (!window.matchMedia) {
    // No media query matches: tests see the default (mobile-first) layout.
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class InertObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  const globals = window as unknown as Record<string, unknown>;
  if (!globals.IntersectionObserver) globals.IntersectionObserver = InertObserver;
  if (!globals.ResizeObserver) globals.ResizeObserver = InertObserver;
}
