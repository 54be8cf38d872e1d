import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Strings of the in-stock panel (issue 28), in its lazy chunk. */
const defs = defineMessages({
  title: { id: 'inventory.panel.title', defaultMessage: 'In stock near {zip}', description: 'Name of the in-stock panel region' },
  close: { id: 'inventory.panel.close', defaultMessage: 'Close', description: 'Closes the in-stock panel' },
  exact: { id: 'inventory.panel.exact', defaultMessage: 'Exact matches ({count})', description: 'Heading of the exact matches' },
  closeMatches: { id: 'inventory.panel.closeMatches', defaultMessage: 'Close matches ({count})', description: 'Heading of the close matches' },
  none: { id: 'inventory.panel.none', defaultMessage: 'No vehicles like this within {radius} miles.', description: 'No match in the radius' },
  error: { id: 'inventory.panel.error', defaultMessage: 'We could not load the stock. Please try again later.', description: 'The match query failed' },
  retry: { id: 'inventory.panel.retry', defaultMessage: 'Try again', description: 'Retries the match query' },
  askZip: { id: 'inventory.panel.askZip', defaultMessage: 'Enter your ZIP Code to see vehicles in stock near you.', description: 'Panel without a ZIP' },
  enterZip: { id: 'inventory.panel.enterZip', defaultMessage: 'Enter ZIP Code', description: 'Opens the ZIP modal from the panel' },
  inStock: { id: 'inventory.status.inStock', defaultMessage: 'In stock', description: 'Vehicle on the dealer lot' },
  inTransit: { id: 'inventory.status.inTransit', defaultMessage: 'In transit, arrives {date}', description: 'Vehicle on its way, with its arrival date' },
  dealer: { id: 'inventory.dealer', defaultMessage: '{dealer}, {city}, {state} · {distance} mi', description: 'Dealer, place and distance of a vehicle' },
  price: { id: 'inventory.price', defaultMessage: 'Total MSRP {price}', description: 'Total MSRP of an inventory vehicle' },
  more: { id: 'inventory.priceDifference.more', defaultMessage: '{amount} more than your build', description: 'Vehicle costs more than the build' },
  less: { id: 'inventory.priceDifference.less', defaultMessage: '{amount} less than your build', description: 'Vehicle costs less than the build' },
  same: { id: 'inventory.priceDifference.same', defaultMessage: 'Same price as your build', description: 'Vehicle costs the same as the build' },
  differences: { id: 'inventory.differences', defaultMessage: 'Differences from your build', description: 'Heading of the list of differences' },
  added: { id: 'inventory.difference.added', defaultMessage: 'Adds {item} ({price})', description: 'The vehicle has an item the build does not' },
  missing: { id: 'inventory.difference.missing', defaultMessage: 'Without {item} ({price})', description: 'The vehicle lacks an item of the build' },
  addedUnpriced: { id: 'inventory.difference.addedUnpriced', defaultMessage: 'Adds {item}', description: 'The vehicle has an unpriced item (wheels) the build does not' },
  missingUnpriced: { id: 'inventory.difference.missingUnpriced', defaultMessage: 'Without {item}', description: 'The vehicle lacks an unpriced item (wheels) of the build' },
  vin: { id: 'inventory.vin', defaultMessage: 'VIN {vin}', description: 'Vehicle identification number' },
  buildThis: { id: 'inventory.buildThis', defaultMessage: 'Build this one', description: 'Loads the vehicle configuration into the configurator' },
  checkAvailability: { id: 'inventory.checkAvailability', defaultMessage: 'Check availability', description: 'Opens the quote form for this vehicle' },
  image: { id: 'inventory.vehicleImage', defaultMessage: '{vehicle} in {color}', description: 'Alt text of a vehicle picture' },
  quoteFor: { id: 'inventory.quoteFor', defaultMessage: 'Vehicle {vin} at {dealer}', description: 'Which vehicle a quote request is about' },
});

/** Plain descriptors (values checked by the ICU messages of locales/*.json, not by their types). */
export const panelMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
