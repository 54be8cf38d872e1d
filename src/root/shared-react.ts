/**
 * The globals the shared-React build (`npm run build:shared-react`, ADR 0110) takes React from:
 * webpack resolves `react` to `window.React` and `react-dom` / `react-dom/client` to
 * `window.ReactDOM` there. The host page sets them before root-config.js runs.
 */
export const SHARED_REACT_GLOBALS = { react: 'React', reactDom: 'ReactDOM' } as const;

/** The React major every parcel is written and tested against. */
export const SHARED_REACT_MAJOR = 19;

/**
 * What is wrong with the React the host page provides, in one line for the console, or null when
 * it will do: React and ReactDOM (with createRoot and createPortal, i.e. react-dom and
 * react-dom/client merged) of major version 19.
 */
export function sharedReactProblem(page: Record<string, unknown>): string | null {
  const react = page[SHARED_REACT_GLOBALS.react] as { version?: unknown; createElement?: unknown } | undefined;
  const reactDom = page[SHARED_REACT_GLOBALS.reactDom] as { createRoot?: unknown; createPortal?: unknown } | undefined;
  if (!react || typeof react.createElement !== 'function') {
    return 'the shared-React build needs window.React (React 19) set by the page before root-config.js';
  }
  const major = Number(String(react.version ?? '').split('.')[0]);
  if (major !== SHARED_REACT_MAJOR) {
    return `the shared-React build needs React ${SHARED_REACT_MAJOR}, the page provides ${String(react.version)}`;
  }
  if (!reactDom || typeof reactDom.createRoot !== 'function' || typeof reactDom.createPortal !== 'function') {
    return 'the shared-React build needs window.ReactDOM with react-dom and react-dom/client (createRoot, createPortal)';
  }
  return null;
}
