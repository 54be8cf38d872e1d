import { scriptNonce } from './script-nonce';

/**
 * Imported first by the entry (ADR 0210): the root config's nonce becomes webpack's
 * `__webpack_nonce__`, which webpack's chunk loader and mini-css-extract-plugin put on every
 * `<script>` and `<link rel="stylesheet">` they add. A host page with `script-src 'nonce-...'`
 * (with or without 'strict-dynamic') and `style-src 'nonce-...'` then runs the whole bundle
 * without 'unsafe-inline'. Runs in the bundle only: the name is webpack's, not a global.
 */
declare let __webpack_nonce__: string | undefined;

const nonce = scriptNonce(document.currentScript);
if (nonce) __webpack_nonce__ = nonce;
