import { defineMessages } from 'react-intl';

/**
 * Messages used by more than one parcel. Keeping them here (rather than one copy per parcel)
 * means the fee label, for example, reads the same on every screen and is translated once.
 */
export const sharedMessages = defineMessages({
  modalClose: {
    id: 'platform.modal.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes a modal dialog',
  },
  feeLabel: {
    id: 'platform.fee.dph',
    defaultMessage: 'Delivery, Processing and Handling',
    description: 'Label of the delivery, processing and handling fee line in a price breakdown (spec section 9)',
  },
});
