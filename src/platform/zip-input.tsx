import type { InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { isZipKeyAllowed, sanitizeZipInput, ZIP_LENGTH } from '../domain/zip';
import './zip-input.css';

/** Class of the submit button beside a ZipInput (styles in zip-input.css). */
export const ZIP_SUBMIT_CLASS = 'vc-zip-submit';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'value' | 'onChange' | 'onPaste' | 'onDrop'>;

export interface ZipInputProps extends NativeProps {
  value: string;
  /** Called with the input's text reduced to at most five digits. */
  onValueChange: (zip: string) => void;
  /**
   * Drop keys other than digits and editing keys as they are typed (default true). The ZIP modal
   * turns this off because it attaches its own key listener late, as product.md section 9 asks.
   */
  filterKeys?: boolean;
  ref?: Ref<HTMLInputElement>;
}

function dropNonZipKey(event: KeyboardEvent<HTMLInputElement>): void {
  // Shortcuts (copy, select all, reload) stay usable; only the typed character is checked.
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !isZipKeyAllowed(event.key)) event.preventDefault();
}

/**
 * The one ZIP-code text field of every parcel (product.md section 5): numeric keyboard, postal-code
 * autofill, five digits at most, no paste or drop (a ZIP is typed), and a value that only ever
 * holds digits whatever reaches it. The label, messages and submit stay with the caller.
 */
export function ZipInput({ value, onValueChange, filterKeys = true, onKeyDown, ref, className, ...rest }: ZipInputProps) {
  return (
    <input
      {...rest}
      ref={ref}
      className={className ? `vc-zip-input ${className}` : 'vc-zip-input'}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={ZIP_LENGTH}
      value={value}
      onKeyDown={(event) => {
        if (filterKeys) dropNonZipKey(event);
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        const zip = sanitizeZipInput(event.currentTarget.value);
        onValueChange(zip);
      }}
      onPaste={(event) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
    />
  );
}
