import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelErrorFallback } from '../platform/parcel-error-fallback';
import { RegionGateRoot, type RegionGateRootProps } from './region-gate-root';

const lifecycles = singleSpaReact<RegionGateRootProps & { reportError?: (error: unknown) => void }>({
  React,
  ReactDOMClient,
  rootComponent: RegionGateRoot,
  errorBoundary: (error, _info, props) => <ParcelErrorFallback error={error} reportError={props.reportError} parcel="region-gate" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
