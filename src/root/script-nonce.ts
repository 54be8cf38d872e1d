/**
 * The nonce a host page under a nonce-based Content-Security-Policy gave the root-config script
 * (`<script nonce="..." src=".../root-config.js" defer>`), or undefined. Browsers hide the `nonce`
 * attribute from getAttribute once the element is connected (so other scripts cannot read it off
 * the DOM) but keep it on the `nonce` property, which is what this reads.
 */
export function scriptNonce(script: HTMLOrSVGScriptElement | null): string | undefined {
  return script?.nonce || undefined;
}
