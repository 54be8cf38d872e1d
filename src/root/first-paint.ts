import { readZipcode } from '../platform/cookies';

/**
 * Whether the configurator's first scene can show as soon as it is ready. Without a saved ZIP the
 * region gate holds the steps until the shopper gives one (the ZIP dialog is the first paint then),
 * so what only that scene needs (its chunk, its first card's image) would just compete for the
 * bandwidth the dialog needs; it is fetched when the configurator asks for it instead.
 */
export function firstSceneShowsAtOnce(document: Document): boolean {
  return !document.querySelector('[data-mfe="region-gate"]') || readZipcode({ document }) !== undefined;
}
