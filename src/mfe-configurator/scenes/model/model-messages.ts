import { defineMessages, type MessageDescriptor } from 'react-intl';

const defs = defineMessages({
  heading: { id: 'configurator.model.heading', defaultMessage: 'Choose your vehicle', description: 'Heading of the model scene' },
  none: { id: 'configurator.model.none', defaultMessage: 'No vehicles are available right now.', description: 'Model scene without series' },
  categories: { id: 'configurator.model.categories', defaultMessage: 'Vehicle categories', description: 'Accessible name of the category filter tabs' },
  allCategories: { id: 'configurator.model.allCategories', defaultMessage: 'All vehicles', description: 'Category tab showing every model' },
  cardTitle: { id: 'configurator.model.cardTitle', defaultMessage: '{vehicle}', description: 'Model card heading: model year and display name' },
  startingMsrp: { id: 'configurator.model.startingMsrp', defaultMessage: 'Starting MSRP {price}', description: 'Model card: lowest base price of the model year' },
  select: { id: 'configurator.model.select', defaultMessage: 'Build {vehicle}', description: 'Model card button that opens trim selection' },
  continueBuild: {
    id: 'configurator.model.continueBuild',
    defaultMessage: 'Continue your {vehicle} build',
    description: 'Link on the vehicle list that reopens the build the shopper left (browser back, another page), exactly as it was',
  },
  continueRegion: { id: 'configurator.model.continueRegion', defaultMessage: 'Your last build', description: 'Accessible name of the box offering to continue the last build' },
  continueTotal: { id: 'configurator.model.continueTotal', defaultMessage: 'Total MSRP {price}', description: 'The total of the build the shopper left' },
  forgetBuild: { id: 'configurator.model.forgetBuild', defaultMessage: 'Forget this build', description: 'Button removing the offer to continue the last build' },
  count: {
    id: 'configurator.model.count',
    defaultMessage: '{count, plural, one {# vehicle} other {# vehicles}}',
    description: 'Number of model cards shown for the selected category',
  },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const modelMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
