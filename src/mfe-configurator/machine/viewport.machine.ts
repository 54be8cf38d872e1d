import { assertEvent, assign, setup } from 'xstate';
import type { Viewport } from '../../domain/entities';

/**
 * Viewport of product.md section 3: size, the named media query it falls in and the scroll position. The parcel
 * reports window resize and scroll; the machine never reads the DOM itself.
 */
export type ViewportEvent =
  | { type: 'window.resized'; width: number; height: number }
  | { type: 'window.scrolled'; scrollTop: number };

/** Breakpoints (min widths); the first that fits names the query. */
export const VIEWPORT_QUERIES: ReadonlyArray<{ name: string; minWidth: number }> = [
  { name: 'desktop', minWidth: 1024 },
  { name: 'tablet', minWidth: 768 },
  { name: 'mobile', minWidth: 0 },
];

export function queryFor(width: number): string {
  return VIEWPORT_QUERIES.find((q) => width >= q.minWidth)?.name ?? 'mobile';
}

const size = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

export const viewportMachine = setup({
  types: { context: {} as Viewport, events: {} as ViewportEvent, input: {} as Partial<Viewport> },
  actions: {
    resize: assign(({ event }) => {
      assertEvent(event, 'window.resized');
      return { width: size(event.width), height: size(event.height), currentQuery: queryFor(size(event.width)) };
    }),
    scroll: assign(({ event }) => {
      assertEvent(event, 'window.scrolled');
      return { scrollTop: Math.max(0, Number.isFinite(event.scrollTop) ? event.scrollTop : 0) };
    }),
  },
}).createMachine({
  id: 'viewport',
  context: ({ input }) => {
    const width = size(input?.width ?? 0);
    return { width, height: size(input?.height ?? 0), currentQuery: queryFor(width), scrollTop: input?.scrollTop ?? 0 };
  },
  on: {
    'window.resized': { actions: 'resize' },
    'window.scrolled': { actions: 'scroll' },
  },
});
