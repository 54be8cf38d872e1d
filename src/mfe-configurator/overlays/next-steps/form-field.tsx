import { type InputHTMLAttributes } from 'react';
import { usePageId } from '../../../platform/page-id';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Translated error text; marks the control invalid and describes it. */
  error?: string | null;
  multiline?: boolean;
  /** Reduces what is typed to what the field may hold (digits of a ZIP); the field shows the result. */
  sanitize?: (typed: string) => string;
}

/** A labelled input or textarea whose error is announced and tied to it (aria-describedby). */
export function FormField({ label, value, onChange, error, multiline = false, sanitize, ...rest }: FormFieldProps) {
  const id = usePageId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      const kept = sanitize ? sanitize(event.currentTarget.value) : event.currentTarget.value;
      onChange(kept);
    },
  };
  return (
    <div className="vc-next__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...(rest as object)} {...common} rows={3} /> : <input {...(rest as object)} {...common} />}
      {error ? (
        <p id={errorId} className="vc-next__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
