import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { usePageId } from '../platform/page-id';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { DealerLookupResult } from '../domain/entities';
import { FOCUS_SELECT_DELAY_MS, isZipKeyAllowed, KEY_LISTENER_DELAY_MS } from '../domain/zip';
import type { DealerLookup } from '../platform/services/dealer-service';
import { ZIP_SUBMIT_CLASS, ZipInput } from '../platform/zip-input';
import { zipFormMachine } from './zip-form.machine';
import { zipResultMessages } from '../platform/i18n/zip-result-messages';
import { zipModalMessages } from './zip-modal.messages';
import './zip-modal.css';

export interface ZipFormProps {
  /** Prefilled value (the saved ZIP); '' leaves the input empty. */
  initialZip?: string;
  lookup: DealerLookup;
  /** The ZIP passed: save it (cookie, bus). Called before the success message shows. */
  onSave: (zipcode: string) => void;
  /** The success message has shown its 3 s. */
  onDone?: (zipcode: string) => void;
  /** Lets the owner (a modal) focus the input first. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The ZIP form of product.md sections 4 and 5. Non-digit keys are blocked by a key listener attached
 * 500 ms after mount and the input is focused and selected after 1000 ms (product.md section 9); paste
 * is blocked, and any text that still arrives (drag and drop, autofill) is reduced to digits.
 */
export function ZipForm({ initialZip = '', lookup, onSave, onDone, inputRef }: ZipFormProps) {
  const intl = useIntl();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const inputId = usePageId();
  const hintId = usePageId();
  const messageId = usePageId();
  const callbacks = useRef({ onSave, onDone, lookup });
  callbacks.current = { onSave, onDone, lookup };
  // Set once the shopper edits the value; the delayed focus-select then leaves their text alone.
  const edited = useRef(false);

  const machine = useMemo(
    () =>
      zipFormMachine.provide({
        actors: {
          lookupDealers: fromPromise<DealerLookupResult, { zip: string }>(({ input, signal }) =>
            callbacks.current.lookup(input.zip, signal),
          ),
        },
        actions: {
          saveZip: (_, params) => callbacks.current.onSave(params.zipcode),
          focusInput: () => ref.current?.focus(),
        },
      }),
    [ref],
  );
  const [state, send, actor] = useMachine(machine, { input: { zip: initialZip } });

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) callbacks.current.onDone?.(snapshot.output.zipcode);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    const input = ref.current;
    if (!input) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      // Shortcuts (select all, copy, undo) keep working; paste is refused by onPaste below.
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (!isZipKeyAllowed(event.key)) {
        event.preventDefault();
        return;
      }
      actor.send({ type: 'user.keypress', key: event.key });
    };
    const attach = setTimeout(() => input.addEventListener('keydown', onKeyDown), KEY_LISTENER_DELAY_MS);
    // The select lets a shopper type over the prefilled ZIP. One who already typed (the modal focused
    // the input on open) would see the next key replace their digits, so their text is kept.
    const focus = setTimeout(() => {
      if (edited.current) return;
      input.focus();
      input.select();
    }, FOCUS_SELECT_DELAY_MS);
    return () => {
      clearTimeout(attach);
      clearTimeout(focus);
      input.removeEventListener('keydown', onKeyDown);
    };
  }, [actor, ref]);

  const { zip, message, dealerWarning } = state.context;
  const failed = state.matches('failed');
  const busy = state.matches('validating');
  const canSubmit = state.can({ type: 'user.submit' });

  return (
    <form
      className="vc-zip-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'user.submit' });
      }}
    >
      <label className="vc-zip-form__label" htmlFor={inputId}>
        {intl.formatMessage(zipModalMessages.zipLabel)}
      </label>
      <div className="vc-zip-form__row">
        <ZipInput
          ref={ref}
          id={inputId}
          value={zip}
          // Keys are checked by the listener attached above after KEY_LISTENER_DELAY_MS (product.md section 9).
          filterKeys={false}
          aria-invalid={failed || undefined}
          aria-describedby={`${hintId} ${messageId}`}
          onValueChange={(value) => {
            edited.current = true;
            send({ type: 'user.input', value });
          }}
        />
        <button type="submit" className={ZIP_SUBMIT_CLASS} disabled={!canSubmit}>
          {intl.formatMessage(zipModalMessages.submit)}
        </button>
      </div>
      <p id={hintId} className="vc-zip-form__hint">
        {intl.formatMessage(zipModalMessages.zipHint)}
      </p>
      <div id={messageId} role="status" aria-live="polite" className={failed ? 'vc-zip-form__message vc-zip-form__message--error' : 'vc-zip-form__message'}>
        {busy && intl.formatMessage(zipModalMessages.checking)}
        {message && <p>{intl.formatMessage(zipResultMessages[message])}</p>}
        {message && dealerWarning && <p>{intl.formatMessage(zipModalMessages.dealerWarning)}</p>}
      </div>
    </form>
  );
}
