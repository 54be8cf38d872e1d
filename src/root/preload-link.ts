/**
 * Adds `<link rel="preload">` for a resource the page will ask for soon, so its download starts now.
 * `attributes` are set as given: `as` (what it is), and where the later request needs them to match,
 * `crossorigin` (its credentials mode) or `fetchpriority`.
 */
export function addPreload(document: Document, href: string, attributes: { as: 'fetch' | 'image'; crossorigin?: 'anonymous'; fetchpriority?: 'high' }): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.href = href;
  document.head.append(link);
}
