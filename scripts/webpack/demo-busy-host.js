import $ from 'jquery';
import { registerApplication, start } from 'single-spa';
// The host's own React, a major behind ours (npm aliases; webpack gives react-dom18 react18, ADR 0202).
import * as React from 'react18';
import { createRoot } from 'react-dom18/client';

/**
 * The scripts of the busy demo host page (`/busy-host/configurator/` or any demo page with `?host=busy`: server/http/hostile-hosts.ts; ADR 0212, 0202): jQuery on the
 * window with a theme's plugin, the host's own single-spa (a second copy, as an organisation
 * running its own micro-frontends has) with an application of its own, rendered by the host's own
 * React 18 into its own root, and that React on window.React as pages that load React's UMD build
 * have it. Not part of the product.
 */
window.jQuery = $;
window.$ = $;
window.React = React;

// A theme's plugin: a list that shows one item at a time, rotating every second.
$.fn.hostTicker = function hostTicker() {
  return this.each(function eachTicker() {
    const items = $(this).children('li');
    let shown = 0;
    items.hide().eq(0).show();
    $(this).attr('data-ticker', 'on');
    setInterval(() => {
      items.eq(shown).hide();
      shown = (shown + 1) % items.length;
      items.eq(shown).show();
    }, 1000);
  });
};
$(() => $('.host-ticker').hostTicker());

// The host application: a saved-vehicles counter with React state, so a click proves the host's
// React renders and handles its events beside ours.
function HostGarage() {
  const [saved, setSaved] = React.useState(0);
  // Marked once React 18 has committed (createRoot renders asynchronously).
  React.useEffect(() => banner().setAttribute('data-state', 'mounted'), []);
  return React.createElement(
    'p',
    { 'data-react-version': React.version },
    `Host application mounted (React ${React.version}). `,
    React.createElement('button', { type: 'button', className: 'host-garage', onClick: () => setSaved((count) => count + 1) }, `Saved vehicles: ${saved}`),
  );
}

const banner = () => document.getElementById('host-app');
let root;
registerApplication({
  name: 'host-banner',
  app: {
    bootstrap: async () => undefined,
    mount: async () => {
      root = createRoot(banner());
      root.render(React.createElement(HostGarage));
    },
    unmount: async () => {
      root?.unmount();
      banner().removeAttribute('data-state');
    },
  },
  activeWhen: () => true,
});
start({ urlRerouteOnly: true });
