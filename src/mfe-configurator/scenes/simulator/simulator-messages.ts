import { defineMessages, type MessageDescriptor } from 'react-intl';

const defs = defineMessages({
  heading: { id: 'configurator.simulator.heading', defaultMessage: 'Simulator', description: 'Heading of the simulator scene' },
  intro: {
    id: 'configurator.simulator.intro',
    defaultMessage: 'A developer tool: pick a vehicle and grade, set a selection and check a pick against the rules, then open any scene with it.',
    description: 'Introduction of the simulator scene',
  },
  back: { id: 'configurator.simulator.back', defaultMessage: 'Back to vehicles', description: 'Simulator button returning to the model scene' },
  vehicleSection: { id: 'configurator.simulator.vehicleSection', defaultMessage: 'Model and trim', description: 'Simulator section choosing series, year and grade' },
  vehicle: { id: 'configurator.simulator.vehicle', defaultMessage: 'Vehicle', description: 'Simulator select: series and model year' },
  vehicleOption: { id: 'configurator.simulator.vehicleOption', defaultMessage: '{vehicle}', description: 'Simulator vehicle choice' },
  chooseVehicle: { id: 'configurator.simulator.chooseVehicle', defaultMessage: 'Choose a vehicle', description: 'Placeholder of the simulator vehicle select' },
  grade: { id: 'configurator.simulator.grade', defaultMessage: 'Grade', description: 'Simulator select: grade' },
  chooseGrade: { id: 'configurator.simulator.chooseGrade', defaultMessage: 'Choose a grade', description: 'Placeholder of the simulator grade select' },
  openModel: { id: 'configurator.simulator.openModel', defaultMessage: 'Open the model scene', description: 'Simulator link to the model scene' },
  openTrim: { id: 'configurator.simulator.openTrim', defaultMessage: 'Open the trim scene', description: 'Simulator link to the trim scene of the chosen vehicle' },
  loadGrade: { id: 'configurator.simulator.loadGrade', defaultMessage: 'Load the grade', description: 'Simulator button loading the configuration of the chosen grade' },
  seriesFailed: { id: 'configurator.simulator.seriesFailed', defaultMessage: 'The vehicles could not be loaded.', description: 'Simulator alert when the series list fails to load' },
  retrySeries: { id: 'configurator.simulator.retrySeries', defaultMessage: 'Try again', description: 'Simulator button loading the series list again after a failure' },
  loading: { id: 'configurator.simulator.loading', defaultMessage: 'Loading…', description: 'Simulator status while a request runs' },
  failed: { id: 'configurator.simulator.failed', defaultMessage: 'The request failed: {message}', description: 'Simulator status after a failed request' },
  selectionSection: { id: 'configurator.simulator.selectionSection', defaultMessage: 'Selection', description: 'Simulator section setting colours, packages and accessories' },
  exterior: { id: 'configurator.simulator.exterior', defaultMessage: 'Exterior color', description: 'Simulator select: exterior colour' },
  interior: { id: 'configurator.simulator.interior', defaultMessage: 'Interior color', description: 'Simulator select: interior colour' },
  chooseColor: { id: 'configurator.simulator.chooseColor', defaultMessage: 'Choose a color', description: 'Placeholder of a simulator colour select' },
  packages: { id: 'configurator.simulator.packages', defaultMessage: 'Packages and options', description: 'Simulator checkboxes: packages' },
  accessories: { id: 'configurator.simulator.accessories', defaultMessage: 'Accessories', description: 'Simulator checkboxes: accessories' },
  total: { id: 'configurator.simulator.total', defaultMessage: 'Total MSRP of this selection: {price}', description: 'Simulator: total of the selection' },
  openBuild: { id: 'configurator.simulator.openBuild', defaultMessage: 'Open this build in the configurator', description: 'Simulator link opening the selection in the configurator' },
  openSummary: { id: 'configurator.simulator.openSummary', defaultMessage: 'Open this build in the summary', description: 'Simulator link opening the selection in the summary' },
  conflictSection: { id: 'configurator.simulator.conflictSection', defaultMessage: 'Conflict', description: 'Simulator section checking a pick against the rules' },
  pick: { id: 'configurator.simulator.pick', defaultMessage: 'Item to add', description: 'Simulator select: the item whose addition is checked' },
  choosePick: { id: 'configurator.simulator.choosePick', defaultMessage: 'Choose an item', description: 'Placeholder of the simulator item select' },
  pickOption: { id: 'configurator.simulator.pickOption', defaultMessage: '{title} ({code}){incompatible, select, yes { - not compatible} other {}}', description: 'Simulator item choice' },
  checkPick: { id: 'configurator.simulator.checkPick', defaultMessage: 'Check this pick', description: 'Simulator button asking the rules service about the pick' },
  valid: { id: 'configurator.simulator.valid', defaultMessage: 'The rules accept this pick without other changes.', description: 'Simulator status: the pick needs no resolution' },
  resolved: { id: 'configurator.simulator.resolved', defaultMessage: 'Resolution applied to the selection.', description: 'Simulator status after a conflict resolution' },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const simulatorMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
