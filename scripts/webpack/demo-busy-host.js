import $ from 'jquery';
import { registerApplication, start } from 'single-spa';

/**
 * The scripts of the busy demo host page (demo/vehicle-busy-host.html, ADR 0212): jQuery on the
 * window with a theme's plugin, and the host's own single-spa (a second copy, as an organisation
 * running its own micro-frontends has) with an application of its own. Not part of the product.
 */
window.jQuery = $;
window.$ = $;

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

const banner = () => document.getElementById('host-app');
registerApplication({
  name: 'host-banner',
  app: {
    bootstrap: async () => undefined,
    mount: async () => {
      banner().textContent = 'Host application mounted';
      banner().setAttribute('data-state', 'mounted');
    },
    unmount: async () => {
      banner().textContent = '';
    },
  },
  activeWhen: () => true,
});
start({ urlRerouteOnly: true });
