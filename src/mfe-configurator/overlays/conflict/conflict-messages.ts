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
