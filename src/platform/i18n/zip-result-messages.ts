import { defineMessages } from 'react-intl';

/**
 * The four ZIP messages of product.md section 5, by their locale keys (domain/zip.ts names which one a
 * lookup earns). One definition for every parcel that checks a ZIP (ZIP modal, region gate,
 * no-inventory dealer search), so each reads and translates the same.
 */
export const zipResultMessages = defineMessages({
  'zip.invalid': { id: 'zip.invalid', defaultMessage: 'Please enter a valid ZIP Code.', description: 'Generic invalid ZIP message' },
  'zip.invalid400': {
    id: 'zip.invalid400',
    defaultMessage: 'Invalid ZIP. Please verify the ZIP code and try again.',
    description: 'A ZIP lookup (dealers or region) refused the ZIP: statusCode 1, a 400-type answer',
  },
  'zip.serverError': {
    id: 'zip.serverError',
    defaultMessage: 'Server issue. Please try again later.',
    description: 'A ZIP lookup (dealers or region) failed: statusCode 500 or no answer',
  },
  'zip.updated': { id: 'zip.updated', defaultMessage: 'Your zip has been updated!', description: 'The ZIP code was saved' },
});
