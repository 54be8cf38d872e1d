import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

/**
 * The demo host page of the shared-React build (demo/vehicle-shared-react.html) loads React itself,
 * as a single-spa organisation's page does, and provides it the way the README's host snippet
 * says: window.React, and window.ReactDOM with react-dom and react-dom/client merged.
 */
const page = window as unknown as Record<string, unknown>;
page.React = React;
page.ReactDOM = { ...ReactDOM, ...ReactDOMClient };
