import { createContext, useContext } from 'react';

/**
 * The slot's brand for overlays that portal outside the slot (dialogs render into <body>): they
 * carry it as data-brand so the brand theme (theme.css) reaches them too. Absent: the default theme.
 */
export const BrandContext = createContext<string | null>(null);

/** The brand of the parcel this component renders in, or null outside a brand-aware parcel. */
export function useBrand(): string | null {
  return useContext(BrandContext);
}
