/**
 * Head elements the configurator owns on the host page (product.md section 2): scenes other than model set the
 * title, description, canonical link and alternate-language links; scenes other than trim are
 * noindex. What the host page had is remembered and put back when a scene no longer sets it, so
 * returning to the model scene leaves the CMS page's own head as it was.
 */
import type { SceneName } from '../machine/configurator.machine';
import { languagePath } from './language-link';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute URL. */
  canonical?: string;
  alternates?: Array<{ hreflang: string; href: string }>;
  noindex: boolean;
}

/** Which head elements a scene sets (product.md section 2). */
export function metaPolicy(scene: SceneName): { describes: boolean; noindex: boolean } {
  return { describes: scene !== 'model', noindex: scene !== 'trim' };
}

/** Canonical and alternate-language URLs of a page: origin + path, without query or fragment. */
export function pageUrls(origin: string, pathname: string): Pick<PageMeta, 'canonical' | 'alternates'> {
  const en = `${origin}${languagePath(pathname, 'en')}`;
  const es = `${origin}${languagePath(pathname, 'es')}`;
  return {
    canonical: `${origin}${pathname}`,
    alternates: [
      { hreflang: 'en', href: en },
      { hreflang: 'es', href: es },
      { hreflang: 'x-default', href: en },
    ],
  };
}

const OURS = 'data-configurator-meta';

interface HostHead {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
}

const hostHeads = new WeakMap<Document, HostHead>();

function hostHead(doc: Document): HostHead {
  let saved = hostHeads.get(doc);
  if (!saved) {
    saved = {
      title: doc.title,
      description: doc.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: doc.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    };
    hostHeads.set(doc, saved);
  }
  return saved;
}

/** Sets an element's attribute, creating the element (marked as ours) when the head lacks it; null removes ours or restores the host's. */
function upsert(doc: Document, selector: string, create: () => HTMLElement, attribute: string, value: string | null, hostValue: string | null): void {
  const existing = doc.head.querySelector(selector);
  const next = value ?? hostValue;
  if (next === null) {
    if (existing?.hasAttribute(OURS)) existing.remove();
    return;
  }
  const element = existing ?? doc.head.appendChild(create());
  if (!existing) element.setAttribute(OURS, '');
  element.setAttribute(attribute, next);
}

function make(doc: Document, tag: 'meta' | 'link', attributes: Record<string, string>): () => HTMLElement {
  return () => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };
}

/** Writes a scene's head elements; anything the meta leaves out goes back to the host page's value. */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  const host = hostHead(doc);
  doc.title = meta.title ?? host.title;
  upsert(doc, 'meta[name="description"]', make(doc, 'meta', { name: 'description' }), 'content', meta.description ?? null, host.description);
  upsert(doc, 'link[rel="canonical"]', make(doc, 'link', { rel: 'canonical' }), 'href', meta.canonical ?? null, host.canonical);
  upsert(doc, 'meta[name="robots"]', make(doc, 'meta', { name: 'robots' }), 'content', meta.noindex ? 'noindex' : null, host.robots);

  for (const link of doc.head.querySelectorAll(`link[rel="alternate"][hreflang][${OURS}]`)) link.remove();
  for (const { hreflang, href } of meta.alternates ?? []) {
    const link = make(doc, 'link', { rel: 'alternate', hreflang, href })();
    link.setAttribute(OURS, '');
    doc.head.appendChild(link);
  }
}
