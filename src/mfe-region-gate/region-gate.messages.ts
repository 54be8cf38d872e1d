import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RegionState } from '../domain/entities';

/** Texts of the region gate: the region screen and the apology page. */
export const regionScreenMessages = defineMessages({
  greetingHI: { id: 'regionScreen.greeting.HI', defaultMessage: 'Aloha!', description: 'Region screen greeting for Hawaii' },
  greetingPR: { id: 'regionScreen.greeting.PR', defaultMessage: 'Hola!', description: 'Region screen greeting for Puerto Rico' },
  greetingVI: { id: 'regionScreen.greeting.VI', defaultMessage: 'Hello!', description: 'Region screen greeting for the Virgin Islands' },
  stateHI: { id: 'regionScreen.state.HI', defaultMessage: 'Hawaii', description: 'State name put in place of [State]' },
  statePR: { id: 'regionScreen.state.PR', defaultMessage: 'Puerto Rico', description: 'State name put in place of [State]' },
  stateVI: { id: 'regionScreen.state.VI', defaultMessage: 'the U.S. Virgin Islands', description: 'State name put in place of [State]' },
  message: {
    id: 'regionScreen.message',
    defaultMessage: 'Vehicles for [State] are built and priced on a separate regional site.',
    description: 'Region screen message; [State] is replaced by the state name (spec: a [State] placeholder)',
  },
  illustration: {
    id: 'regionScreen.illustration',
    defaultMessage: 'Illustration of [State]',
    description: 'Alternative text of the region illustration; [State] is replaced by the state name',
  },
  visit: {
    id: 'regionScreen.visit',
    defaultMessage: 'Visit the regional site for [State]',
    description: 'Button that opens the regional site in a new tab; [State] is replaced by the state name',
  },
  newTab: { id: 'regionScreen.newTab', defaultMessage: '(opens in a new tab)', description: 'Screen-reader note on links that open a new tab' },
  zipPrompt: {
    id: 'regionScreen.zipPrompt',
    defaultMessage: 'Not in [State]? Confirm your ZIP Code to reach the build tool for your region.',
    description: 'ZIP-confirmation panel prompt on the region screen',
  },
  zipLabel: { id: 'regionScreen.zipLabel', defaultMessage: 'ZIP Code', description: 'Label of the region screen ZIP input' },
  zipSubmit: { id: 'regionScreen.zipSubmit', defaultMessage: 'Confirm ZIP Code', description: 'Button confirming the ZIP on the region screen' },
});

/** Messages with ICU values, typed so a missing value fails to compile. */
export const regionScreenValueMessages = defineMessages<{ confirmed: { zip: string } }>({
  confirmed: {
    id: 'regionScreen.confirmed',
    defaultMessage: 'ZIP Code {zip} is in [State]. Vehicles for your area are on the regional site.',
    description: 'ZIP-confirmation panel after a ZIP in a separate-site region was confirmed',
  },
});

export const GREETINGS: Record<RegionState, MessageDescriptor> = {
  HI: regionScreenMessages.greetingHI,
  PR: regionScreenMessages.greetingPR,
  VI: regionScreenMessages.greetingVI,
};

export const STATE_NAMES: Record<RegionState, MessageDescriptor> = {
  HI: regionScreenMessages.stateHI,
  PR: regionScreenMessages.statePR,
  VI: regionScreenMessages.stateVI,
};
