import { hintId } from '../../ui/components/Field';
import { StatusMark } from '../../ui/components/StatusMark';

/** Field-level errors, keyed by the control's id, in page order. */
export type FieldErrors = Record<string, string>;

export const errorId = (id: string) => `${id}-error`;

/** A control's error attributes: aria-invalid, and described by its error (then its hint, if any). */
export function invalidProps(id: string, error: string | null | undefined, withHint = true) {
  const described = [error ? errorId(id) : '', withHint ? hintId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

/** The error under a field (the red outline comes from aria-invalid on the control). */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={errorId(id)} className="field__error">
      <StatusMark tone="error" className="field__mark" />
      <span>{error}</span>
    </p>
  ) : null;
}

/** Errors still standing: only those already shown, and only while their field is still wrong. */
export function stillFailing(shown: FieldErrors, now: FieldErrors): FieldErrors {
  const kept: FieldErrors = {};
  for (const id of Object.keys(shown)) if (now[id]) kept[id] = now[id];
  return Object.keys(kept).length === Object.keys(shown).length ? shown : kept;
}

/**
 * The summary at the top of a long form: each distinct message once, as a link that moves focus to
 * its first field. `focusFirst` after a failed submit brings the user there.
 */
export function ErrorSummary({ errors }: { errors: FieldErrors }) {
  const seen = new Map<string, string>();
  for (const [id, message] of Object.entries(errors)) if (!seen.has(message)) seen.set(message, id);
  return (
    <div role="alert" className="alert-region">
      {seen.size > 0 && (
        <div className="alert alert--error error-summary">
          <StatusMark tone="error" className="alert__icon alert__mark" />
          <div className="alert__body">
            <p className="alert__title">Please fix the highlighted fields:</p>
            <ul className="error-summary__list">
              {[...seen].map(([message, id]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(id);
                    }}
                  >
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}

export function focusField(id: string | undefined): void {
  const field = id ? document.getElementById(id) : null;
  field?.scrollIntoView?.({ block: 'center' });
  field?.focus({ preventScroll: true });
}
