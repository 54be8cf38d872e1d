import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Messages of the configurator parcel's shared UI (cards, swatches, prices, render area, tray). */
const uiMessagesDefs = defineMessages({
  choiceName: {
    id: 'configurator.choice.name',
    defaultMessage: '{title}, {price}',
    description: 'Accessible name of a selection card or swatch: item title and its price, e.g. "Supersonic Red, $500"',
  },
  included: {
    id: 'configurator.choice.included',
    defaultMessage: 'included',
    description: 'Price text of an item that costs nothing extra',
  },
  noPriceChange: {
    id: 'configurator.choice.noPriceChange',
    defaultMessage: 'no price change',
    description: 'Price text of a trim-level choice that does not change the price',
  },
  requires: {
    id: 'configurator.choice.requires',
    defaultMessage: 'Requires {items}',
    description: 'Hint under an incompatible option: the items it needs',
  },
  availableOn: {
    id: 'configurator.choice.availableOn',
    defaultMessage: 'Available on {trims}',
    description: 'Hint under an incompatible option: the trims that have it',
  },
  notAvailableWith: {
    id: 'configurator.choice.notAvailableWith',
    defaultMessage: 'Not available with {items}',
    description: 'Hint under an option the current picks rule out: the picks it cannot go with (removing them frees it)',
  },
  requiredBy: {
    id: 'configurator.choice.requiredBy',
    defaultMessage: 'Required by {items}',
    description: 'Hint under a chosen option that other chosen items need: removing it opens the conflict dialog',
  },
  removalNeedsChanges: {
    id: 'configurator.choice.removalNeedsChanges',
    defaultMessage: 'Removing it requires changes to your build',
    description: 'Hint under a chosen option whose removal needs other changes',
  },
  dealerInstalledNote: {
    id: 'configurator.choice.dealerInstalled',
    defaultMessage: 'Dealer-installed: adds to the total with dealer-installed accessories, not to Total MSRP',
    description: 'Note under a dealer-installed accessory: where its price goes',
  },
  needsChanges: {
    id: 'configurator.choice.needsChanges',
    defaultMessage: 'Requires changes to your build',
    description: 'Hint under an option that can only be chosen with other changes',
  },
  details: {
    id: 'configurator.choice.details',
    defaultMessage: 'Details: {title}',
    description: 'Button opening the detail overlay of a package or accessory',
  },
  priceBreakdown: {
    id: 'configurator.price.heading',
    defaultMessage: 'Price breakdown',
    description: 'Heading of the price breakdown',
  },
  baseMsrp: {
    id: 'configurator.price.baseMsrp',
    defaultMessage: 'Base MSRP',
    description: 'Price breakdown line: base price of the trim',
  },
  exteriorColor: {
    id: 'configurator.price.exteriorColor',
    defaultMessage: 'Exterior color: {title}',
    description: 'Price breakdown line for the exterior colour',
  },
  interiorColor: {
    id: 'configurator.price.interiorColor',
    defaultMessage: 'Interior color: {title}',
    description: 'Price breakdown line for the interior colour',
  },
  packages: {
    id: 'configurator.price.packages',
    defaultMessage: 'Packages and options',
    description: 'Price breakdown line: all chosen packages and options',
  },
  accessories: {
    id: 'configurator.price.accessories',
    defaultMessage: 'Accessories',
    description: 'Price breakdown line: all chosen accessories',
  },
  dealerAccessories: {
    id: 'configurator.price.dealerAccessories',
    defaultMessage: 'Dealer-installed accessories',
    description: 'Price breakdown line: dealer-installed (DIO) accessories, outside the total MSRP',
  },
  totalSrp: {
    id: 'configurator.price.totalSrp',
    defaultMessage: 'Total MSRP',
    description: 'Price breakdown: total suggested retail price',
  },
  totalCost: {
    id: 'configurator.price.totalCost',
    defaultMessage: 'Total with dealer-installed accessories',
    description: 'Price breakdown: total including dealer-installed accessories',
  },
  totalAnnounced: {
    id: 'configurator.price.announced',
    defaultMessage: 'Total MSRP is now {price}',
    description: 'Polite screen-reader announcement after the total changes',
  },
  reviewBuild: {
    id: 'configurator.tray.review',
    defaultMessage: 'Review build',
    description: 'Summary tray button going to the summary',
  },
  totalShort: {
    id: 'configurator.tray.totalShort',
    defaultMessage: 'Total MSRP',
    description: 'Short label of the total in the sticky bar on a phone (fits two lines at 390 px)',
  },
  trayLabel: {
    id: 'configurator.tray.label',
    defaultMessage: 'Build summary',
    description: 'Accessible name of the summary tray',
  },
  renderArea: {
    id: 'configurator.render.label',
    defaultMessage: 'Vehicle preview',
    description: 'Accessible name of the render area',
  },
  exteriorView: {
    id: 'configurator.render.exterior',
    defaultMessage: 'Exterior',
    description: 'Render area toggle: show the exterior',
  },
  interiorView: {
    id: 'configurator.render.interior',
    defaultMessage: 'Interior',
    description: 'Render area toggle: show the interior',
  },
  previousAngle: {
    id: 'configurator.render.previousAngle',
    defaultMessage: 'Previous angle',
    description: 'Render area button: rotate to the previous view angle',
  },
  nextAngle: {
    id: 'configurator.render.nextAngle',
    defaultMessage: 'Next angle',
    description: 'Render area button: rotate to the next view angle',
  },
  angleOf: {
    id: 'configurator.render.angleOf',
    defaultMessage: 'View {index} of {count}',
    description: 'Render area: which angle is shown',
  },
  imageAlt: {
    id: 'configurator.render.alt',
    defaultMessage: '{vehicle} in {color}, {view} view',
    description: 'Alternative text of the vehicle render',
  },
  background: {
    id: 'configurator.render.background',
    defaultMessage: 'Background',
    description: 'Luxury brand: group label of the background choices',
  },
  timeOfDay: {
    id: 'configurator.render.timeOfDay',
    defaultMessage: 'Time of day',
    description: 'Luxury brand: group label of the time-of-day choices',
  },
  undo: {
    id: 'configurator.history.undo',
    defaultMessage: 'Undo',
    description: 'Button undoing the last change of the build',
  },
  redo: {
    id: 'configurator.history.redo',
    defaultMessage: 'Redo',
    description: 'Button redoing a change that was undone',
  },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const uiMessages: Record<keyof typeof uiMessagesDefs, MessageDescriptor> = uiMessagesDefs;
