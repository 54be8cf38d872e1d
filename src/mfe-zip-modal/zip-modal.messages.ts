import { defineMessages } from 'react-intl';

/** Texts of the ZIP modal parcel; the four validation messages are the domain's ZipMessageId keys. */
export const zipModalMessages = defineMessages({
  titleLocation: {
    id: 'zipModal.title.location',
    defaultMessage: 'Enter Your ZIP Code',
    description: 'Heading of the location modal shown when the visitor has no ZIP code yet',
  },
  titleUpdate: {
    id: 'zipModal.title.update',
    defaultMessage: 'Update Your Location',
    description: "Heading of the 'Update_Your_Location' modal, opened when a ZIP code is already saved",
  },
  titleRegionError: {
    id: 'zipModal.title.regionError',
    defaultMessage: 'Choose a Different ZIP Code',
    description: 'Heading of the region-error state: the saved ZIP code has no usable region on this page',
  },
  intro: {
    id: 'zipModal.intro',
    defaultMessage: 'Your ZIP Code lets us show pricing, offers and dealers for your area.',
    description: 'Why the ZIP modal asks for a ZIP code',
  },
  regionError: {
    id: 'zipModal.regionError',
    defaultMessage: 'We could not set a region for that ZIP Code on this page. Please enter another ZIP Code.',
    description: 'Explanation in the region-error state of the ZIP modal',
  },
  zipLabel: {
    id: 'zipForm.label',
    defaultMessage: 'ZIP Code',
    description: 'Label of the ZIP code input',
  },
  zipHint: {
    id: 'zipForm.hint',
    defaultMessage: '5 digits',
    description: 'Hint under the ZIP code input',
  },
  submit: {
    id: 'zipForm.submit',
    defaultMessage: 'Submit',
    description: 'Button that submits the ZIP code form',
  },
  checking: {
    id: 'zipForm.checking',
    defaultMessage: 'Checking your ZIP Code…',
    description: 'Status while the ZIP code is being checked with the dealer service',
  },
  dealerWarning: {
    id: 'zipForm.dealerWarning',
    defaultMessage: 'There are no dealers near this ZIP Code. You can widen your search on the dealer page.',
    description: 'Warning shown when a valid ZIP code has no dealer nearby (result code 2)',
  },
});
