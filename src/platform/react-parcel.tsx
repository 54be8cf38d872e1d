import React, { Component, type FunctionComponent, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
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
  type BoundaryProps = Props & ParcelReportProps & { children?: ReactNode };
  // Our own boundary class: given only `errorBoundary`, single-spa-react builds one that closes
  // over the props of the parcel's FIRST mount (its slot element included) and keeps them for
  // the page's lifetime, so the first slot of a parcel was never collected after it went.
  class ParcelBoundary extends Component<BoundaryProps, { caught: { error: unknown } | null }> {
    override state: { caught: { error: unknown } | null } = { caught: null };

    static getDerivedStateFromError(error: unknown) {
      return { caught: { error } };
    }

    override render(): ReactNode {
      const { caught } = this.state;
      if (!caught) return this.props.children;
      const props = this.props;
      return (
        <ParcelErrorFallback
          error={caught.error}
          reportError={props.reportError}
          parcel={parcel}
          {...(options.onRenderError ? { also: () => options.onRenderError!(caught.error, props) } : {})}
        />
      );
    }
  }
  return singleSpaReact<Props & ParcelReportProps>({
    React,
    ReactDOMClient,
    rootComponent: ScopedRoot,
    errorBoundaryClass: ParcelBoundary as unknown as React.ComponentClass<Props & ParcelReportProps & AppProps>,
  });
}
