import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelErrorReporter } from './app/app-error-boundary';
import { ConfiguratorRoot } from './app/configurator-root';
import type { ConfiguratorParcelProps } from './app/parcel-props';
import { isEventBus } from './app/parcel-props';

/** The configurator parcel: single-spa-react wiring only (architecture.md convention 1). */
const lifecycles = singleSpaReact<ConfiguratorParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ConfiguratorRoot,
  errorBoundary: (error, _info, props) => <ParcelErrorReporter error={error} bus={isEventBus(props.bus) ? props.bus : null} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
