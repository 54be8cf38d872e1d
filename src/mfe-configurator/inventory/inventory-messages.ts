import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Strings of the in-stock indicator (issue 28); it is in the scene chunks, so it holds only these. */
const defs = defineMessages({
  indicator: {
    id: 'inventory.indicator',
    defaultMessage: '{exact, plural, one {# in stock} other {# in stock}} near {zip} · {close, plural, one {# close match} other {# close matches}}',
    description: 'Compact in-stock indicator: exact matches and close matches near the ZIP',
  },
  indicatorLoading: { id: 'inventory.indicator.loading', defaultMessage: 'Checking stock near {zip}…', description: 'Indicator while the matches load' },
  indicatorNoZip: { id: 'inventory.indicator.noZip', defaultMessage: 'See what is in stock near you', description: 'Indicator when no ZIP is known' },
  loading: { id: 'inventory.panel.loading', defaultMessage: 'Loading the stock…', description: 'Panel while the matches load' },
  unavailable: { id: 'inventory.panel.unavailable', defaultMessage: 'Inventory is not available right now.', description: 'The server runs without inventory' },
});

/** Plain descriptors (values checked by the ICU messages of locales/*.json, not by their types). */
export const inventoryMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
