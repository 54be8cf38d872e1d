import { randomBytes } from 'node:crypto';

/** 128 random bits, base64: the CSP nonce of one page response (CSP Level 3 asks for at least 128). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Gives every `<script>` and `<link>` tag of a page the nonce, as a CMS under a nonce-based policy
 * does when it renders the page: the root-config script must carry it (with 'strict-dynamic' it
 * is the one trusted script), and so must the preload hints, which the browser checks against
 * `script-src` like the scripts themselves. Tags that already have a nonce keep theirs.
 */
export function withNonce(html: string, nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('a CSP nonce is base64');
  return html.replace(/<(script|link)\b(?![^>]*\snonce=)/g, `<$1 nonce="${nonce}"`);
}
