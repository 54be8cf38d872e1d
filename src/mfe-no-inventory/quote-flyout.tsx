import { useRef, useState } from 'react';
import { usePageId } from '../platform/page-id';
import { useIntl } from 'react-intl';
import type { Language } from '../domain/entities';
import { formatVehicleName } from '../domain/vehicle-name';
import { ZIP_LENGTH } from '../domain/zip';
import { Modal } from '../platform/modal/modal';
import { ZIP_SUBMIT_CLASS, ZipInput } from '../platform/zip-input';
import { zipResultMessages } from '../platform/i18n/zip-result-messages';
import { noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { DealerSearch, NoInventoryServices } from './no-inventory-services';
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

type Search = { status: 'idle' } | { status: 'searching' } | { status: 'done'; zip: string; result: DealerSearch } | { status: 'failed' };

/**
 * Contact-dealer flyout for the series and year of the no-inventory page: the shopper confirms a
 * ZIP, picks one of the nearest dealers and sends a model-interest lead with the contact form
 * (docs/decisions/0072-no-inventory-quote-flyout.md).
 */
export function QuoteFlyout({ open, onClose, seriesId, modelName, year, language, initialZip, findDealers, requestModelQuote }: QuoteFlyoutProps) {
  const intl = useIntl();
  const inputId = usePageId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [zip, setZip] = useState(initialZip);
  const [search, setSearch] = useState<Search>({ status: 'idle' });

  const submit = async (): Promise<void> => {
    if (zip.length !== ZIP_LENGTH) return;
    setSearch({ status: 'searching' });
    try {
      setSearch({ status: 'done', zip, result: await findDealers(zip) });
    } catch (error) {
      console.warn('[no-inventory] dealer lookup failed', error);
      setSearch({ status: 'failed' });
    }
  };

  let outcome = null;
  if (search.status === 'searching') outcome = <p>{intl.formatMessage(noInventoryMessages.quoteSearching)}</p>;
  else if (search.status === 'failed') outcome = <p className="vc-noinv__error">{intl.formatMessage(zipResultMessages['zip.serverError'])}</p>;
  else if (search.status === 'done' && search.result.kind === 'none') outcome = <p>{intl.formatMessage(noInventoryMessages.quoteNone)}</p>;
  else if (search.status === 'done' && search.result.kind === 'invalid')
    outcome = (
      <p className="vc-noinv__error">
        {intl.formatMessage(search.result.statusCode === 500 ? zipResultMessages['zip.serverError'] : zipResultMessages['zip.invalid400'])}
      </p>
    );
  const found = search.status === 'done' && search.result.kind === 'found' ? { zip: search.zip, dealers: search.result.dealers } : undefined;
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(noInventoryMessages.quoteTitle)} initialFocusRef={inputRef}>
      <p>{intl.formatMessage(noInventoryValueMessages.quoteIntro, { vehicle: formatVehicleName({ year, seriesName: modelName }, language) })}</p>
      <form
        className="vc-noinv__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={inputId}>{intl.formatMessage(noInventoryMessages.quoteZipLabel)}</label>
        <div className="vc-noinv__row">
          <ZipInput ref={inputRef} id={inputId} value={zip} onValueChange={setZip} />
          <button type="submit" className={ZIP_SUBMIT_CLASS} disabled={zip.length !== ZIP_LENGTH || search.status === 'searching'}>
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
