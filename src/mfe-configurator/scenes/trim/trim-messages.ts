import { defineMessages, type MessageDescriptor } from 'react-intl';

const defs = defineMessages({
  back: { id: 'configurator.trim.back', defaultMessage: 'View All Vehicles', description: 'Back link from trim selection to the model scene (spec 2)' },
  heading: { id: 'configurator.trim.heading', defaultMessage: 'Choose your {vehicle} grade', description: 'Heading of the trim scene' },
  none: { id: 'configurator.trim.none', defaultMessage: 'This vehicle is not available right now.', description: 'Trim scene for an unknown series or year' },
  filters: { id: 'configurator.trim.filters', defaultMessage: 'Filter grades', description: 'Heading of the trim filters' },
  drivetrain: { id: 'configurator.trim.drivetrain', defaultMessage: 'Drivetrain', description: 'Legend of the drivetrain filter' },
  allDrives: { id: 'configurator.trim.allDrives', defaultMessage: 'All', description: 'Drivetrain filter choice that shows every grade' },
  features: { id: 'configurator.trim.features', defaultMessage: 'Key features', description: 'Legend of the key-feature filter; also a comparison row group' },
  clearFilters: { id: 'configurator.trim.clearFilters', defaultMessage: 'Clear filters', description: 'Button resetting the trim filters' },
  results: {
    id: 'configurator.trim.results',
    defaultMessage: '{count, plural, =0 {No grades match} one {# grade matches} other {# grades match}}',
    description: 'Results count of the trim filters',
  },
  addsOver: { id: 'configurator.trim.addsOver', defaultMessage: 'Adds over {grade}', description: 'Grade card: heading of the list of what this grade adds over the next cheaper grade' },
  from: { id: 'configurator.trim.from', defaultMessage: 'Starting MSRP {price}', description: 'Grade card: base MSRP' },
  details: { id: 'configurator.trim.details', defaultMessage: 'Details about {grade}', description: 'Button opening the grade details modal' },
  compare: { id: 'configurator.trim.compare', defaultMessage: 'Compare {grade}', description: 'Checkbox adding a grade to the comparison' },
  choose: { id: 'configurator.trim.choose', defaultMessage: 'Build {grade}', description: 'Button choosing a grade and opening the configurator' },
  compareHeading: { id: 'configurator.trim.compareHeading', defaultMessage: 'Compare grades', description: 'Heading of the side-by-side comparison' },
  compareHint: { id: 'configurator.trim.compareHint', defaultMessage: 'Choose two or three grades to compare them side by side.', description: 'Hint shown before two grades are chosen for comparison' },
  compareLimit: { id: 'configurator.trim.compareLimit', defaultMessage: 'You can compare up to three grades.', description: 'Hint shown when three grades are being compared' },
  compareCaption: { id: 'configurator.trim.compareCaption', defaultMessage: 'Comparison of {grades}', description: 'Caption of the comparison table' },
  feature: { id: 'configurator.trim.feature', defaultMessage: 'Feature', description: 'Header of the comparison table column naming each row' },
  price: { id: 'configurator.trim.price', defaultMessage: 'Starting MSRP', description: 'Comparison row: base MSRP' },
  engine: { id: 'configurator.trim.engine', defaultMessage: 'Engine', description: 'Comparison row: engine' },
  transmission: { id: 'configurator.trim.transmission', defaultMessage: 'Transmission', description: 'Comparison row: transmission' },
  horsepower: { id: 'configurator.trim.horsepower', defaultMessage: 'Horsepower', description: 'Comparison row: horsepower' },
  hp: { id: 'configurator.trim.hp', defaultMessage: '{value} hp', description: 'Horsepower value' },
  mileage: { id: 'configurator.trim.mileage', defaultMessage: 'Fuel economy', description: 'Comparison row: fuel economy' },
  standard: { id: 'configurator.trim.standard', defaultMessage: 'Standard', description: 'Key feature standard on a grade' },
  available: { id: 'configurator.trim.available', defaultMessage: 'Available', description: 'Key feature available on a grade' },
  notAvailable: { id: 'configurator.trim.notAvailable', defaultMessage: 'Not available', description: 'Key feature not offered on a grade' },
  asShown: { id: 'configurator.trim.asShown', defaultMessage: 'As shown {price}', description: 'Details modal: price of the vehicle as pictured' },
  configurations: { id: 'configurator.trim.configurations', defaultMessage: 'Configurations', description: 'Details modal: heading of the trims of a grade' },
  configuration: {
    id: 'configurator.trim.configuration',
    defaultMessage: '{title}, {details}: {price}',
    description: 'Details modal: one trim with its drivetrain and whatever else tells it apart from the grade\'s other trims (transmission, engine), and its price',
  },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const trimMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
