import { createContext, createElement, useContext, useId, type ReactNode } from 'react';

const IdPrefix = createContext('');

/**
 * An id unique in the whole page, for `htmlFor`, `aria-labelledby` and `aria-controls`. Each
 * parcel is its own render root, and two bundles on one page (each with its own React) both number
 * `useId` from zero, so a label could point at another parcel's field.
 * The parcel's scope (set by reactParcelLifecycles from the slot's unique parcel name) prefixes it.
 * Use this, never `useId` directly (lint rule in eslint.config.mjs).
 */
export function usePageId(): string {
  return useContext(IdPrefix) + useId();
}

/** Prefixes every usePageId below it; `scope` is made id-safe. */
export function PageIdScope({ scope, children }: { scope: string; children?: ReactNode }) {
  return createElement(IdPrefix.Provider, { value: `${scope.replace(/[^A-Za-z0-9_-]/g, '-')}-` }, children);
}
