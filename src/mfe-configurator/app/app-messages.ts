import { defineMessages, type MessageDescriptor } from 'react-intl';

const appMessagesDefs = defineMessages({
  loading: {
    id: 'configurator.app.loading',
    defaultMessage: 'Loading the configurator',
    description: 'Accessible name of the skeleton shown while a scene loads',
  },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const appMessages: Record<keyof typeof appMessagesDefs, MessageDescriptor> = appMessagesDefs;
