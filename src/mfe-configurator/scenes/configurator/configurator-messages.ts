import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { BuildStepName } from '../../../domain/entities';

/** Messages of the configurator scene (build steps, sub-steps, notices). */
const sceneMessagesDefs = defineMessages({
  heading: {
    id: 'configurator.scene.heading',
    defaultMessage: 'Build your {vehicle}',
    description: 'Main heading of the configurator scene',
  },
  steps: {
    id: 'configurator.scene.steps',
    defaultMessage: 'Build steps',
    description: 'Accessible name of the step navigation',
  },
  stepOf: {
    id: 'configurator.scene.stepOf',
    defaultMessage: 'Step {index} of {count}: {name}',
    description: 'Accessible description of the current step',
  },
  previousStep: {
    id: 'configurator.scene.previousStep',
    defaultMessage: 'Previous step',
    description: 'Button going to the previous build step',
  },
  nextStep: {
    id: 'configurator.scene.nextStep',
    defaultMessage: 'Next step',
    description: 'Button going to the next build step',
  },
  exteriorColor: {
    id: 'configurator.substep.exterior',
    defaultMessage: 'Exterior color',
    description: 'Colour sub-step: exterior colour swatches',
  },
  interiorColor: {
    id: 'configurator.substep.interior',
    defaultMessage: 'Interior color',
    description: 'Colour sub-step: interior colour swatches',
  },
  engine: {
    id: 'configurator.substep.engine',
    defaultMessage: 'Engine',
    description: 'Powertrain sub-step: engine',
  },
  drivetrain: {
    id: 'configurator.substep.drivetrain',
    defaultMessage: 'Drivetrain',
    description: 'Powertrain sub-step: drivetrain',
  },
  transmission: {
    id: 'configurator.substep.transmission',
    defaultMessage: 'Transmission',
    description: 'Powertrain sub-step: transmission',
  },
  cabBed: {
    id: 'configurator.substep.cabBed',
    defaultMessage: 'Cab and bed',
    description: 'Legend of the cab/bed choices',
  },
  seating: {
    id: 'configurator.substep.seating',
    defaultMessage: 'Seating',
    description: 'Legend of the seating choices',
  },
  packagesLegend: {
    id: 'configurator.packages.legend',
    defaultMessage: 'Packages',
    description: 'Legend of the package checkboxes',
  },
  optionsLegend: {
    id: 'configurator.options.legend',
    defaultMessage: 'Options',
    description: 'Legend of the option checkboxes',
  },
  accessoriesNav: {
    id: 'configurator.accessories.nav',
    defaultMessage: 'Accessory sections',
    description: 'Accessible name of the navigation between accessory subsections',
  },
  popular: {
    id: 'configurator.accessories.popular',
    defaultMessage: 'Popular',
    description: 'Accessory group holding the popular accessories',
  },
  otherAccessories: {
    id: 'configurator.accessories.other',
    defaultMessage: 'Other accessories',
    description: 'Accessory group for accessories without a subsection',
  },
  nothingToChoose: {
    id: 'configurator.scene.nothingToChoose',
    defaultMessage: 'There is nothing to choose in this step for this vehicle.',
    description: 'Shown in a step that offers no choices for the current trim',
  },
  updateFailed: {
    id: 'configurator.notice.updateFailed',
    defaultMessage: 'We could not apply that change. Your build has not changed. Please try again.',
    description: 'Notice after a failed configuration update',
  },
  deepLinkInvalid: {
    id: 'configurator.notice.deepLinkInvalid',
    defaultMessage: 'That build is no longer available, so we started you with the standard configuration.',
    description: 'Notice after an invalid deep link',
  },
  deepLinkLost: {
    id: 'configurator.notice.deepLinkLost',
    defaultMessage: 'Your link named {items}, which this build can no longer include, so the standard choice is shown instead.',
    description: 'Notice after a deep link whose codes were dropped; items is the list of dropped titles or codes',
  },
  checkFailed: {
    id: 'configurator.notice.checkFailed',
    defaultMessage: 'We could not check whether that choice fits your build. Your build has not changed. Please try again.',
    description: 'Notice after the compatibility check of a pick failed',
  },
  notices: {
    id: 'configurator.notice.region',
    defaultMessage: 'Notices',
    description: 'Accessible name of the live region holding the scene notices',
  },
  offline: {
    id: 'configurator.notice.offline',
    defaultMessage: 'Check your internet connection.',
    description: 'Added to a failure notice when the network could not be reached',
  },
  refused: {
    id: 'configurator.notice.refused',
    defaultMessage: '{item} comes standard and cannot be removed.',
    description: 'Notice after trying to remove a default package; item = its name',
  },
  notApplied: {
    id: 'configurator.notice.notApplied',
    defaultMessage: 'We did not apply {items}: an earlier choice needed other changes first. Choose them again if you still want them.',
    description: 'Notice naming picks made while an earlier pick was checked, dropped because that pick opened a conflict; items = a list of item names',
  },
  changeGrade: {
    id: 'configurator.scene.changeGrade',
    defaultMessage: 'Change grade',
    description: 'Header button leaving the build for the trim (grade) selection',
  },
  dismiss: {
    id: 'configurator.notice.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button closing a notice',
  },
  stepDone: {
    id: 'configurator.scene.stepDone',
    defaultMessage: 'completed',
    description: 'Accessible description of a build step tab the shopper has been past ("Color, completed")',
  },
  actions: {
    id: 'configurator.scene.actions',
    defaultMessage: 'Build actions',
    description: 'Accessible name of the group of undo, redo, change grade and inventory actions above the car',
  },
});

// Untyped descriptors: react-intl 12 types placeholder values only when declared by hand.
export const sceneMessages: Record<keyof typeof sceneMessagesDefs, MessageDescriptor> = sceneMessagesDefs;

/** Step names as shown in the selection nav, keyed by the route's step name. */
export const stepMessages = defineMessages({
  cab: { id: 'configurator.step.cab', defaultMessage: 'Cab and bed', description: 'Build step 1 (trucks)' },
  seating: { id: 'configurator.step.seating', defaultMessage: 'Seating', description: 'Build step 2' },
  color: { id: 'configurator.step.color', defaultMessage: 'Color', description: 'Build step 3' },
  powertrain: { id: 'configurator.step.powertrain', defaultMessage: 'Powertrain', description: 'Build step 4' },
  packages: { id: 'configurator.step.packages', defaultMessage: 'Packages', description: 'Build step 5' },
  options: { id: 'configurator.step.options', defaultMessage: 'Options', description: 'Build step 6' },
  accessories: { id: 'configurator.step.accessories', defaultMessage: 'Accessories', description: 'Build step 7' },
} satisfies Record<BuildStepName, { id: string; defaultMessage: string; description: string }>);
