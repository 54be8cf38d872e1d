import React, { type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PageIdScope } from './page-id';
import { ParcelErrorFallback } from './parcel-error-fallback';

/** What the root config passes every parcel besides the bus and its slot's `data-*` attributes. */
export interface ParcelReportProps {
  reportError?: (error: unknown) => void;
}

export interface ReactParcelOptions<Props> {
  /** Also told of a render error, after the root config (the configurator asks for the apology page). */
  onRenderError?: (error: unknown, props: Props) => void;
}

/**
 * single-spa-react lifecycles (bootstrap, mount, unmount) for a page parcel's root component, with
 * the shared error fallback: a render error leaves the slot empty and goes to the root config's
 * `reportError` (docs/decisions/0010-parcel-render-errors.md), so the slot ends `data-mfe-state="error"`.
 * `parcel` names it in the console. Ids from usePageId are scoped by the slot's unique parcel name.
 */
export function reactParcelLifecycles<Props extends object>(rootComponent: FunctionComponent<Props>, parcel: string, options: ReactParcelOptions<Props> = {}) {
  const Root = rootComponent as FunctionComponent<Props & { name?: string }>;
  // The root config names each slot's parcel uniquely ("configurator#2"): ids below it use that.
  const ScopedRoot = (props: Props & ParcelReportProps & { name?: string }) => (
    <PageIdScope scope={props.name ?? parcel}>
      <Root {...props} />
    </PageIdScope>
  );
  return singleSpaReact<Props & ParcelReportProps>({
    React,
    ReactDOMClient,
    rootComponent: ScopedRoot,
    errorBoundary: (error, _info, props) => (
      <ParcelErrorFallback
        error={error}
        reportError={props.reportError}
        parcel={parcel}
        {...(options.onRenderError ? { also: () => options.onRenderError!(error, props) } : {})}
      />
    ),
  });
}
