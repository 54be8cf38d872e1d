import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { NoInventoryRoot, type NoInventoryRootProps } from './no-inventory-root';
import { ParcelErrorFallback } from './parcel-error-fallback';

const lifecycles = singleSpaReact<NoInventoryRootProps & { reportError?: (error: unknown) => void }>({
  React,
  ReactDOMClient,
  rootComponent: NoInventoryRoot,
  errorBoundary: (error, _info, props) => <ParcelErrorFallback error={error} reportError={props.reportError} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
