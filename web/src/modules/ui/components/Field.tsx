import type { ReactNode } from 'react';

interface FieldProps {
  /** The id of the control inside; the hint gets `${id}-hint`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label, its control and an optional hint (give the control `aria-describedby={hintId(id)}`). */
export function Field({ id, label, hint, required = false, optional = false, className, children }: FieldProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className="field__optional">Optional</span>}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function hintId(id: string): string {
  return `${id}-hint`;
}
