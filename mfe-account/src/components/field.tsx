import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: ReactNode;
  /** The translated problem, shown under the field and tied to it for screen readers. */
  error?: string | undefined;
  /** Makes ids unique when two forms with the same fields are on one page. */
  idPrefix: string;
}

/** A labelled input with its error message. */
export function Field({ name, label, error, idPrefix, type = 'text', ...input }: Props) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const checkbox = type === 'checkbox' || type === 'radio';
  return (
    <div className={checkbox ? 'acc-field acc-field-check' : 'acc-field'}>
      {checkbox && (
        <input
          id={id}
          name={name}
          type={type}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      )}
      <label htmlFor={id}>{label}</label>
      {!checkbox && (
        <input
          id={id}
          name={name}
          type={type}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      )}
      {error && (
        <span className="acc-field-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
