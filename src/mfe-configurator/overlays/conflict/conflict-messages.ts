import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Messages of the conflict modal (product.md section 2 "conflict overlay", product.md section 8 "Conflict"). */
const conflictMessagesDefs = defineMessages({
  title: {
    id: 'configurator.conflict.title',
    defaultMessage: 'Your change needs other updates',
    description: 'Heading of the conflict modal',
  },
  addReason: {
    id: 'configurator.conflict.addReason',
    defaultMessage: 'Adding {item} requires more items.',
    description: 'Conflict reason when the shopper adds an item that needs others',
  },
  removeReason: {
    id: 'configurator.conflict.removeReason',
    defaultMessage: 'Removing {item} requires changes to your build.',
    description: 'Conflict reason when the shopper removes an item others depend on',
  },
  chooseResolution: {
    id: 'configurator.conflict.choose',
    defaultMessage: 'Choose how to update your build',
    description: 'Group label of the resolution alternatives',
  },
  alternative: {
    id: 'configurator.conflict.alternative',
    defaultMessage: 'Option {index}: total change {price}',
    description: 'Accessible name of one resolution alternative with its total price effect',
  },
  alternativeWithDealer: {
    id: 'configurator.conflict.alternativeWithDealer',
    defaultMessage: 'Option {index}: Total MSRP change {price}; with dealer-installed accessories {withDealer}',
    description: 'Accessible name of a resolution that adds or removes dealer-installed accessories: both totals it moves',
  },
  dealerChange: {
    id: 'configurator.conflict.dealerChange',
    defaultMessage: '{title} ({price}, dealer-installed: not in Total MSRP)',
    description: 'One change of a resolution that is a dealer-installed accessory: its price moves only the total with dealer-installed accessories',
  },
  itemsToAdd: {
    id: 'configurator.conflict.itemsToAdd',
    defaultMessage: 'Items to add',
    description: 'List heading: items the resolution adds',
  },
  itemsToRemove: {
    id: 'configurator.conflict.itemsToRemove',
    defaultMessage: 'Items to remove',
    description: 'List heading: items the resolution removes',
  },
  requiredChoices: {
    id: 'configurator.conflict.requiredChoices',
    defaultMessage: 'Required choices',
    description: 'List heading: trim-level choices the resolution makes (cab/bed, engine, trim...)',
  },
  trimSwitch: {
    id: 'configurator.conflict.trimSwitch',
    defaultMessage: 'Trim: {trim}',
    description: 'A resolution that switches to another trim',
  },
  change: {
    id: 'configurator.conflict.change',
    defaultMessage: '{title} ({price})',
    description: 'One change of a resolution with its price effect',
  },
  order: {
    id: 'configurator.conflict.order',
    defaultMessage: 'Options that remove the fewest items come first, then the lowest price. The first is selected.',
    description: 'How the resolution alternatives are ordered, and which is pre-selected',
  },
  reasonYourChoice: {
    id: 'configurator.conflict.reasonYourChoice',
    defaultMessage: 'your choice',
    description: 'Why a line is in a resolution: it is the item the shopper picked',
  },
  reasonNeeds: {
    id: 'configurator.conflict.reasonNeeds',
    defaultMessage: '{pick} needs {item}',
    description: 'Why an item is added: the picked item needs it',
  },
  reasonNeedsRemoved: {
    id: 'configurator.conflict.reasonNeedsRemoved',
    defaultMessage: '{item} needs {pick}',
    description: 'Why an item is removed: it needs the item the shopper removes',
  },
  reasonExcludes: {
    id: 'configurator.conflict.reasonExcludes',
    defaultMessage: '{item} cannot be combined with {pick}',
    description: 'Why an item is removed: it does not go with the picked item',
  },
  reasonReplaced: {
    id: 'configurator.conflict.reasonReplaced',
    defaultMessage: 'replaced by {other}',
    description: 'Why a colour leaves the build: another colour of the same kind takes its place',
  },
  reasonTrim: {
    id: 'configurator.conflict.reasonTrim',
    defaultMessage: '{pick} is offered on this trim',
    description: 'Why the trim (and its base price) changes',
  },
  reasonRepriced: {
    id: 'configurator.conflict.reasonRepriced',
    defaultMessage: 'priced differently on the new trim',
    description: 'Why an item kept in the build changes price',
  },
  feeChange: {
    id: 'configurator.conflict.feeChange',
    defaultMessage: 'Delivery, processing and handling fee',
    description: 'A resolution changes the fee (another trim)',
  },
  apply: {
    id: 'configurator.conflict.apply',
    defaultMessage: 'Apply changes',
    description: 'Button applying the chosen resolution',
  },
  cancel: {
    id: 'configurator.conflict.cancel',
    defaultMessage: 'Cancel and keep my build',
    description: 'Button closing the conflict modal without changes',
  },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const conflictMessages: Record<keyof typeof conflictMessagesDefs, MessageDescriptor> = conflictMessagesDefs;
