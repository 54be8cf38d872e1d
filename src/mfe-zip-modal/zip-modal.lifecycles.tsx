import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelErrorFallback } from '../platform/parcel-error-fallback';
import { ZipModalRoot, type ZipModalRootProps } from './zip-modal-root';

const lifecycles = singleSpaReact<ZipModalRootProps & { reportError?: (error: unknown) => void }>({
  React,
  ReactDOMClient,
  rootComponent: ZipModalRoot,
  errorBoundary: (error, _info, props) => <ParcelErrorFallback error={error} reportError={props.reportError} parcel="zip-modal" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
