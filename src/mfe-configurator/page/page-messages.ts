import { defineMessages, type MessageDescriptor } from 'react-intl';

const defs = defineMessages({
  trimTitle: { id: 'configurator.page.trimTitle', defaultMessage: '{vehicle} grades | Build and price', description: 'Page title of the trim scene' },
  trimDescription: { id: 'configurator.page.trimDescription', defaultMessage: 'Compare the {vehicle} grades, then build and price yours.', description: 'Meta description of the trim scene' },
  configuratorTitle: { id: 'configurator.page.configuratorTitle', defaultMessage: 'Build your {vehicle} | Build and price', description: 'Page title of the configurator scene' },
  configuratorDescription: {
    id: 'configurator.page.configuratorDescription',
    defaultMessage: 'Choose colors, packages and accessories for the {vehicle} and see the price.',
    description: 'Meta description of the configurator scene',
  },
  summaryTitle: { id: 'configurator.page.summaryTitle', defaultMessage: 'Your {vehicle} summary | Build and price', description: 'Page title of the summary scene' },
  summaryDescription: { id: 'configurator.page.summaryDescription', defaultMessage: 'Your {vehicle} with its price, selections and next steps.', description: 'Meta description of the summary scene' },
  simulatorTitle: { id: 'configurator.page.simulatorTitle', defaultMessage: 'Configurator simulator', description: 'Page title of the simulator scene (a developer tool)' },
  simulatorDescription: { id: 'configurator.page.simulatorDescription', defaultMessage: 'A developer tool that drives the configurator scenes.', description: 'Meta description of the simulator scene' },
  errorTitle: { id: 'configurator.page.errorTitle', defaultMessage: 'Our apologies', description: 'Page title when the configurator cannot load (error scene)' },
  errorDescription: { id: 'configurator.page.errorDescription', defaultMessage: 'We are having some technical difficulties. Please try again later.', description: 'Meta description of the error scene' },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const pageMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
