import { useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePageId } from '../platform/page-id';
import { useIntl } from 'react-intl';
import type { Language } from '../domain/entities';
import { formatVehicleName } from '../domain/vehicle-name';
import { ZIP_LENGTH } from '../domain/zip';
import { Modal } from '../platform/modal/modal';
import { ZIP_SUBMIT_CLASS, ZipInput } from '../platform/zip-input';
import { zipResultMessages } from '../platform/i18n/zip-result-messages';
import { createDealerSearchMachine, DealerSearchFailure } from '../platform/leads/dealer-search.machine';
import { noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { DealerContact, NoInventoryServices } from './no-inventory-services';
import { QuoteContactForm } from './quote-contact-form';

export interface QuoteFlyoutProps {
  open: boolean;
  onClose: () => void;
  /** The series code the lead is for (the page's model code). */
  seriesId: string;
  modelName: string;
  year: string;
  language: Language;
  initialZip: string;
  findDealers: NoInventoryServices['dealers'];
  requestModelQuote: NoInventoryServices['requestModelQuote'];
}

/** The platform's dealer search over this page's dealer client (nearest dealers with their phones). */
const dealerSearchMachine = createDealerSearchMachine<DealerContact>();

/**
 * The page's dealer lookup as the search machine wants it: a valid ZIP with nobody near lists
 * nobody; a refused ZIP or a failed service is a failed search (logged), each with its message.
 */
async function searchNearby(findDealers: NoInventoryServices['dealers'], zip: string): Promise<DealerContact[]> {
  let result;
  try {
    result = await findDealers(zip);
  } catch (error) {
    console.warn('[no-inventory] dealer lookup failed', error);
    throw error;
  }
  if (result.kind === 'found') return result.dealers;
  if (result.kind === 'none') return [];
  throw new DealerSearchFailure(result.statusCode === 500 ? 'search-failed' : 'invalid-zip');
}

/**
 * Contact-dealer flyout for the series and year of the no-inventory page: the shopper confirms a
 * ZIP, picks one of the nearest dealers and sends a model-interest lead with the contact form
 * (docs/decisions/0072-no-inventory-quote-flyout.md). The search is the platform's dealer search
 * machine (platform/leads/dealer-search.machine.ts).
 */
export function QuoteFlyout({ open, onClose, seriesId, modelName, year, language, initialZip, findDealers, requestModelQuote }: QuoteFlyoutProps) {
  const intl = useIntl();
  const inputId = usePageId();
  const inputRef = useRef<HTMLInputElement>(null);
  const machine = useMemo(() => dealerSearchMachine.provide({ actors: { searchDealers: fromPromise(({ input }) => searchNearby(findDealers, input.zip)) } }), [findDealers]);
  const [search, send] = useMachine(machine, { input: { zipInput: initialZip } });
  const { zipInput: zip, dealers, problem } = search.context;
  const searching = search.hasTag('searching');
  const listed = search.matches('listed');

  let outcome = null;
  if (searching) outcome = <p>{intl.formatMessage(noInventoryMessages.quoteSearching)}</p>;
  else if (search.matches('failed')) outcome = <p className="vc-noinv__error">{intl.formatMessage(zipResultMessages[problem === 'invalid-zip' ? 'zip.invalid400' : 'zip.serverError'])}</p>;
  else if (listed && dealers.length === 0) outcome = <p>{intl.formatMessage(noInventoryMessages.quoteNone)}</p>;
  const found = listed && dealers.length > 0 ? { zip: search.context.search.zip, dealers } : undefined;
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(noInventoryMessages.quoteTitle)} initialFocusRef={inputRef}>
      <p>{intl.formatMessage(noInventoryValueMessages.quoteIntro, { vehicle: formatVehicleName({ year, seriesName: modelName }, language) })}</p>
      <form
        className="vc-noinv__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A partial ZIP cannot be searched (the button is disabled too); Enter does nothing then.
          if (zip.length === ZIP_LENGTH) send({ type: 'user.findDealers' });
        }}
      >
        <label htmlFor={inputId}>{intl.formatMessage(noInventoryMessages.quoteZipLabel)}</label>
        <div className="vc-noinv__row">
          <ZipInput ref={inputRef} id={inputId} value={zip} onValueChange={(value) => send({ type: 'user.typeZip', value })} />
          <button type="submit" className={ZIP_SUBMIT_CLASS} disabled={zip.length !== ZIP_LENGTH || searching}>
            {intl.formatMessage(noInventoryMessages.quoteSearch)}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {outcome}
        {found && <h3 className="vc-noinv__results">{intl.formatMessage(noInventoryValueMessages.quoteResults, { zip: found.zip })}</h3>}
      </div>
      {found && (
        // Keyed by the searched ZIP: a new search is a new form with a new Idempotency-Key.
        <QuoteContactForm
          key={found.zip}
          dealers={found.dealers}
          zip={found.zip}
          seriesId={seriesId}
          modelName={modelName}
          year={year}
          language={language}
          requestModelQuote={requestModelQuote}
        />
      )}
    </Modal>
  );
}
