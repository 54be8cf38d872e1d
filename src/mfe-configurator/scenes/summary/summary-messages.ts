import { defineMessages, type MessageDescriptor } from 'react-intl';

const defs = defineMessages({
  heading: { id: 'configurator.summary.heading', defaultMessage: 'Your {vehicle}', description: 'Heading of the summary scene' },
  back: { id: 'configurator.summary.back', defaultMessage: 'Back to build', description: 'Summary button returning to the build steps' },
  changeTrim: { id: 'configurator.summary.changeTrim', defaultMessage: 'Change grade', description: 'Summary button returning to trim selection' },
  nav: { id: 'configurator.summary.nav', defaultMessage: 'Summary sections', description: 'Accessible name of the sticky summary navigation' },
  total: { id: 'configurator.summary.total', defaultMessage: 'Total MSRP {price}', description: 'Summary hero: total suggested retail price' },
  images: { id: 'configurator.summary.images', defaultMessage: 'Images', description: 'Heading of the summary image section' },
  imageAlt: {
    id: 'configurator.summary.imageAlt',
    defaultMessage: '{vehicle}, {side, select, exterior {exterior} other {interior}} view {index}',
    description: 'Alternative text of a summary image',
  },
  heroAlt: { id: 'configurator.summary.heroAlt', defaultMessage: '{vehicle} in {color}', description: 'Alternative text of the summary hero image' },
  information: { id: 'configurator.summary.information', defaultMessage: 'Your selections', description: 'Heading of the summary information section' },
  grade: { id: 'configurator.summary.grade', defaultMessage: 'Grade', description: 'Summary information: grade' },
  cabBed: { id: 'configurator.summary.cabBed', defaultMessage: 'Cab and bed', description: 'Summary information: truck cab and bed' },
  engine: { id: 'configurator.summary.engine', defaultMessage: 'Engine', description: 'Summary information: engine' },
  drive: { id: 'configurator.summary.drive', defaultMessage: 'Drivetrain', description: 'Summary information: drivetrain' },
  transmission: { id: 'configurator.summary.transmission', defaultMessage: 'Transmission', description: 'Summary information: transmission' },
  horsepower: { id: 'configurator.summary.horsepower', defaultMessage: 'Horsepower', description: 'Summary information: horsepower' },
  seating: { id: 'configurator.summary.seating', defaultMessage: 'Seating', description: 'Summary information: seating' },
  exterior: { id: 'configurator.summary.exterior', defaultMessage: 'Exterior color', description: 'Summary information: exterior colour' },
  interior: { id: 'configurator.summary.interior', defaultMessage: 'Interior color', description: 'Summary information: interior colour' },
  packages: { id: 'configurator.summary.packages', defaultMessage: 'Packages and options', description: 'Summary information: packages list' },
  accessories: { id: 'configurator.summary.accessories', defaultMessage: 'Accessories', description: 'Summary information: accessories list' },
  none: { id: 'configurator.summary.none', defaultMessage: 'None selected', description: 'Summary information: empty list' },
  item: { id: 'configurator.summary.item', defaultMessage: '{title}: {price}', description: 'Summary information: an item and its price' },
  fuelEconomy: { id: 'configurator.summary.fuelEconomy', defaultMessage: 'Fuel economy', description: 'Heading of the summary fuel economy section' },
  nextSteps: { id: 'configurator.summary.nextSteps', defaultMessage: 'Next steps', description: 'Heading of the summary next steps section' },
  inventory: { id: 'configurator.summary.inventory', defaultMessage: 'Search inventory for this build', description: 'Link to the inventory search for the build' },
  disclaimers: { id: 'configurator.summary.disclaimers', defaultMessage: 'Disclaimers', description: 'Heading of the summary disclaimers' },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const summaryMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
