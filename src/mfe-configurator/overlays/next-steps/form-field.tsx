import { useId, type InputHTMLAttributes } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Translated error text; marks the control invalid and describes it. */
  error?: string | null;
  multiline?: boolean;
}

/** A labelled input or textarea whose error is announced and tied to it (aria-describedby). */
export function FormField({ label, value, onChange, error, multiline = false, ...rest }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
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
