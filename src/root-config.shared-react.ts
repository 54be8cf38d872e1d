// First, while document.currentScript is this script: the CSP nonce reaches every chunk (ADR 0210).
import './root/webpack-nonce';
import { sharedReactProblem } from './root/shared-react';

/**
 * root-config.js of the shared-React build (ADR 0110): the same root config, for pages that
 * already load React 19 and provide it as window.React / window.ReactDOM. Checked first, so a page
 * without it gets one clear line instead of every parcel failing to load.
 */
const problem = sharedReactProblem(window as unknown as Record<string, unknown>);
if (problem) console.error(`[root-config] ${problem}`);
// Loaded after the check (a static import would run first); webpack inlines it into this entry.
void import(/* webpackMode: "eager" */ './root-config');
