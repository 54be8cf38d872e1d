import { defineMessages } from 'react-intl';

/**
 * Texts every lead form shows alike (ADR 0194), here rather than in platform/i18n/shared-messages.ts:
 * that module is in every page's first load, the lead forms are not.
 */
export const leadMessages = defineMessages({
  consent: {
    id: 'quote.consent.label',
    defaultMessage: 'I agree to be contacted by the selected dealer and the manufacturer by email or phone about this quote request.',
    description: 'Consent checkbox of a lead form (request a quote, contact a dealer); the server stores this exact wording with the lead',
  },
});
