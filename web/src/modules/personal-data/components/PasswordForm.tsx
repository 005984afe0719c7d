import { useEffect, type ReactNode, type RefObject } from 'react';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { Spinner } from '../../ui/components/Spinner';
import { StatusMark } from '../../ui/components/StatusMark';
import { PERSONAL_DATA_TEXT as TEXT, isPasswordProblem } from '../personal-data';

interface PasswordFormProps {
  /** The form's id: the dialog's footer button submits it (`form=`), and the field's ids derive from it. */
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  password: string;
  onPasswordChange: (password: string) => void;
  /** The reason shown under the field (the server's text, or the dialog's own). */
  error: string | null;
  /** While the server checks. */
  sending: boolean;
  onSubmit: () => void;
  /** More fields after the password (e.g. a confirmation box). */
  children?: ReactNode;
}

/**
 * The password step the personal-data dialogs share: the field (marked and described by a password
 * problem, focused again after a refusal) and an always-present alert region for the reason.
 */
export function PasswordForm({ id, inputRef, password, onPasswordChange, error, sending, onSubmit, children }: PasswordFormProps) {
  const passwordId = `${id}-password`;
  const errorId = `${id}-error`;

  // a refusal puts the keyboard back on the field, for the next try
  useEffect(() => {
    if (!sending && error) inputRef.current?.focus();
  }, [sending, error, inputRef]);

  return (
    <form
      id={id}
      className="form data-export__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) onSubmit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={passwordId}>
          {TEXT.passwordLabel}
        </label>
        <PasswordInput
          ref={inputRef}
          id={passwordId}
          autoComplete="current-password"
          value={password}
          // read-only rather than disabled while checking: the field keeps the focus
          readOnly={sending}
          aria-invalid={isPasswordProblem(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      </div>
      {children}
      {/* always in the dialog, so the reason is announced the moment it appears */}
      <div role="alert" aria-atomic="true" className="data-export__alert">
        {error && (
          <p id={errorId} className="field__error">
            <StatusMark tone="error" className="field__mark" />
            <span>{error}</span>
          </p>
        )}
      </div>
    </form>
  );
}

interface PasswordFormActionsProps {
  formId: string;
  onCancel: () => void;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  /** 'danger' for what cannot be undone. */
  tone?: 'primary' | 'danger';
  disabled?: boolean;
  /** Cancel too waits for the answer (nothing can be taken back once sent). */
  lockWhileSending?: boolean;
}

/** The dialog's footer for a password step: Cancel, and the submit button (a spinner while checking). */
export function PasswordFormActions({
  formId,
  onCancel,
  sending,
  submitLabel,
  sendingLabel,
  tone = 'primary',
  disabled = false,
  lockWhileSending = false,
}: PasswordFormActionsProps) {
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={lockWhileSending && sending}>
        {TEXT.cancel}
      </button>
      <button type="submit" form={formId} className={`btn btn--${tone}`} disabled={sending || disabled} aria-busy={sending || undefined}>
        {sending ? (
          <>
            <Spinner /> {sendingLabel}
          </>
        ) : (
          submitLabel
        )}
      </button>
    </>
  );
}
