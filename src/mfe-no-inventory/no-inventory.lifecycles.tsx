import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelErrorFallback } from '../platform/parcel-error-fallback';
import { NoInventoryRoot, type NoInventoryRootProps } from './no-inventory-root';

const lifecycles = singleSpaReact<NoInventoryRootProps & { reportError?: (error: unknown) => void }>({
  React,
  ReactDOMClient,
  rootComponent: NoInventoryRoot,
  errorBoundary: (error, _info, props) => <ParcelErrorFallback error={error} reportError={props.reportError} parcel="no-inventory" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
