import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ZIP_LENGTH } from '../domain/zip';
import { Modal } from '../platform/modal/modal';
import { ZIP_SUBMIT_CLASS, ZipInput } from '../platform/zip-input';
import { noInventoryMessages, noInventoryValueMessages } from './no-inventory.messages';
import type { DealerSearch, NoInventoryServices } from './no-inventory-services';

export interface QuoteFlyoutProps {
  open: boolean;
  onClose: () => void;
  modelName: string;
  year: string;
  initialZip: string;
  findDealers: NoInventoryServices['dealers'];
}

type Search = { status: 'idle' } | { status: 'searching' } | { status: 'done'; zip: string; result: DealerSearch } | { status: 'failed' };

/** Digits of a US phone number for a tel: link ('(310) 555-0100' -> '+13105550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * Contact-dealer flyout for the series and year of the no-inventory page: the shopper confirms a
 * ZIP and gets the nearest dealers with a call link each (the local services have no lead intake;
 * see docs/decisions/0072-no-inventory-quote-flyout.md).
 */
export function QuoteFlyout({ open, onClose, modelName, year, initialZip, findDealers }: QuoteFlyoutProps) {
  const intl = useIntl();
  const inputId = useId();
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
  else if (search.status === 'failed') outcome = <p className="vc-noinv__error">{intl.formatMessage(noInventoryMessages.quoteServer)}</p>;
  else if (search.status === 'done' && search.result.kind === 'none') outcome = <p>{intl.formatMessage(noInventoryMessages.quoteNone)}</p>;
  else if (search.status === 'done' && search.result.kind === 'invalid')
    outcome = (
      <p className="vc-noinv__error">
        {intl.formatMessage(search.result.statusCode === 500 ? noInventoryMessages.quoteServer : noInventoryMessages.quoteInvalid)}
      </p>
    );
  else if (search.status === 'done' && search.result.kind === 'found') {
    const heading = intl.formatMessage(noInventoryValueMessages.quoteResults, { zip: search.zip });
    outcome = (
      <>
        <h3 className="vc-noinv__results">{heading}</h3>
        <ul className="vc-noinv__dealers" aria-label={heading}>
          {search.result.dealers.slice(0, 5).map((dealer) => (
            <li key={dealer.id}>
              <strong>{dealer.name}</strong>
              <br />
              {intl.formatMessage(noInventoryValueMessages.quoteDistance, { city: dealer.city, state: dealer.state, distance: dealer.distance })}
              <br />
              <a href={telHref(dealer.phone)}>{intl.formatMessage(noInventoryValueMessages.quoteCall, { dealer: dealer.name, phone: dealer.phone })}</a>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(noInventoryMessages.quoteTitle)} initialFocusRef={inputRef}>
      <p>{intl.formatMessage(noInventoryValueMessages.quoteIntro, { year, model: modelName })}</p>
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
      </div>
    </Modal>
  );
}
