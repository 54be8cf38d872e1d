import React, { Component, startTransition, type FunctionComponent, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { PageIdScope } from './page-id';
import { dropServerRender, readIsland, SERVER_RENDERED_ATTRIBUTE, type FirstScreenIsland } from './first-screen';
import { ParcelErrorFallback } from './parcel-error-fallback';

/** What the root config passes every parcel besides the bus and its slot's `data-*` attributes. */
export interface ParcelReportProps {
  reportError?: (error: unknown) => void;
}

export interface ReactParcelOptions<Props> {
  /** Also told of a render error, after the root config (the configurator asks for the apology page). */
  onRenderError?: (error: unknown, props: Props) => void;
  /**
   * For a slot with server markup (platform/first-screen.ts): loads what the first render needs
   * (scene chunk, catalogue) and says whether that render matches the server's. false drops the
   * markup and renders on the client. Without it, server markup is always dropped.
   */
  prepareHydration?: (props: Props & FirstScreenProps) => Promise<boolean> | boolean;
}

/** What a parcel mounted over server markup is given besides its usual props. */
export interface FirstScreenProps {
  /** The island of the slot's server render, read once at mount (ADR 0213). */
  firstScreen?: FirstScreenIsland;
  /** The slot's `data-ssr-scope`: the id prefix the server rendered with. */
  ssrScope?: string;
  domElement?: HTMLElement;
}

/**
 * single-spa-react lifecycles (bootstrap, mount, unmount) for a page parcel's root component, with
 * the shared error fallback: a render error leaves the slot empty and goes to the root config's
 * `reportError` (docs/decisions/0010-parcel-render-errors.md), so the slot ends `data-mfe-state="error"`.
 * `parcel` names it in the console. Ids from usePageId are scoped by the slot's unique parcel name.
 */
export function reactParcelLifecycles<Props extends object>(rootComponent: FunctionComponent<Props>, parcel: string, options: ReactParcelOptions<Props> = {}) {
  const Root = rootComponent as FunctionComponent<Props & { name?: string }>;
  // The root config names each slot's parcel uniquely ("configurator#2"): ids below it use that,
  // or the scope the server rendered with (the name's counter depends on the order chunks arrive).
  const ScopedRoot = (props: Props & ParcelReportProps & FirstScreenProps & { name?: string }) => (
    <PageIdScope scope={(props.firstScreen && props.ssrScope) || props.name || parcel}>
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
  // Read synchronously by single-spa-react inside mount(), right after the wrapper below sets it.
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const lifecycles = singleSpaReact<Props & ParcelReportProps>({
    React,
    ReactDOMClient,
    rootComponent: ScopedRoot,
    errorBoundaryClass: ParcelBoundary as unknown as React.ComponentClass<Props & ParcelReportProps & AppProps>,
    renderType: () => renderType,
  });
  const mount = async (props: Props & ParcelReportProps & AppProps & FirstScreenProps): Promise<unknown> => {
    const slot = props.domElement;
    const island = readIsland(slot);
    let hydrate = false;
    if (slot && island && options.prepareHydration) {
      try {
        hydrate = await options.prepareHydration({ ...props, firstScreen: island });
      } catch (error) {
        console.warn(`[${parcel}] the server markup is rendered again on the client`, error);
      }
    }
    // Read once: a later mount of this slot (after the markup is gone) renders on the client.
    if (slot?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) dropServerRender(slot, { keepMarkup: hydrate });
    renderType = hydrate ? 'hydrateRoot' : 'createRoot';
    // The first render (or hydration) of a parcel at transition priority: React then renders it in
    // slices of a few milliseconds with the browser free in between, instead of one task of the
    // whole tree (at 4x CPU the configurator's was ~140 ms, counted whole as blocking time). The
    // single-spa-react mount creates the root synchronously, so the root's first update is the
    // transition's. Clicks and keys still go first: a transition yields to them.
    let mounted: Promise<unknown> | undefined;
    startTransition(() => {
      mounted = lifecycles.mount(hydrate ? { ...props, firstScreen: island } : props);
    });
    return mounted!;
  };
  // The same root the browser mounts, for the server render of the parcel's first screen.
  return { ...lifecycles, mount, serverRoot: ScopedRoot };
}
