import { useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_LIMITS } from '@hiring/contracts/vocabulary';
import { errorMessage } from '../../../app/error-message';
import { useFreshNotice } from '../../candidate-profile/components/Notice';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { Spinner } from '../../ui/components/Spinner';
import { CHANGE_PASSWORD } from '../graphql/change-password.mutation';
import { RevokeApiKeysOption, apiKeysOutcome } from './RevokeApiKeysOption';

/** The form's outcome; both profiles' notice components show this shape. */
export interface PasswordNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * How a profile page shows the form. The candidate and the company profile have their own ids,
 * classes, words and checks (docs/product/screens.md), so each passes its look; what the form does
 * is the same on both.
 */
export interface ChangePasswordLook {
  /** Put before every element id, so each page keeps its own ('cp-' on the company profile). */
  idPrefix: string;
  classes: { section: string; header: string; title: string; lead?: string; form: string; newPasswords?: string; actions: string };
  /** A line under the title. */
  lead?: string;
  labels: {
    toggle: string;
    /** The form's accessible name, when the page gives it one. */
    form?: string;
    submit: string;
    /** Shown after the spinner while the change is sent. */
    saving: string;
    newPasswordHint: string;
  };
  messages: { tooShort: string; differ: string; changed: string; failed: string };
  /**
   * Who checks that the current password is there: the form itself (noValidate; the message when
   * it is missing), or the browser (required fields).
   */
  check: { by: 'form'; currentMissing: string } | { by: 'browser' };
  /** The toggle says it is collapsed (aria-expanded). */
  toggleExpandedState?: boolean;
  /** The new password field names its hint as its description (aria-describedby). */
  describeHint?: boolean;
  formId?: string;
  /** Where the outcome stands: under the header, or at the end of the section. */
  noticeAbove?: boolean;
  /** The account may hold the company's API keys: offer to revoke them with the change. */
  offerApiKeyRevocation?: boolean;
}

interface ChangePasswordFormProps {
  look: ChangePasswordLook;
  /** The page's notice component; it gets the outcome, already dropped once it is old news. */
  Notice: ComponentType<{ notice: PasswordNotice | null }>;
}

/**
 * Change password (docs/product/screens.md#candidate-profile, #company-profile, docs/product/rules.md#validation,
 * docs/product/rules.md#errors): collapsed behind a button; the current password is required, the new one at
 * least 8 characters and confirmed; collapses on success (the success text stays) or cancel.
 */
export function ChangePasswordForm({ look, Notice }: ChangePasswordFormProps) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);
  const [changePassword, { loading: saving }] = useMutation(CHANGE_PASSWORD);
  const [notice, setNotice] = useState<PasswordNotice | null>(null);
  const shownNotice = useFreshNotice(notice);
  const toggle = useRef<HTMLButtonElement>(null);
  const { idPrefix: p, classes, labels, messages } = look;
  const failure = (text: string): PasswordNotice => ({ tone: 'error', text });

  function close() {
    setOpen(false);
    setCurrent('');
    setNext('');
    setConfirm('');
    setRevokeApiKeys(false);
    requestAnimationFrame(() => toggle.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (look.check.by === 'form' && !current) return setNotice(failure(look.check.currentMissing));
    if (next.length < ACCOUNT_LIMITS.passwordMinLength) return setNotice(failure(messages.tooShort));
    if (next !== confirm) return setNotice(failure(messages.differ));
    try {
      const answer = await changePassword({ variables: { currentPassword: current, newPassword: next, revokeApiKeys } });
      setNotice({ tone: 'success', text: `${messages.changed}${apiKeysOutcome(answer.data?.changePassword.message)}` });
      close();
    } catch (error) {
      setNotice(failure(errorMessage(error, messages.failed)));
    }
  }

  const required = look.check.by === 'browser';
  const hintId = `${p}new-password-hint`;
  const title = (
    <h2 id={`${p}password-title`} className={classes.title}>
      Password
    </h2>
  );
  const newPasswords: ReactNode = (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${p}new-password`}>
          New password
        </label>
        <PasswordInput
          id={`${p}new-password`}
          autoComplete="new-password"
          required={required}
          aria-describedby={look.describeHint ? hintId : undefined}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <p id={look.describeHint ? hintId : undefined} className="field__hint">
          {labels.newPasswordHint}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${p}confirm-password`}>
          Confirm new password
        </label>
        <PasswordInput
          id={`${p}confirm-password`}
          autoComplete="new-password"
          required={required}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
    </>
  );

  return (
    <section className={classes.section} aria-labelledby={`${p}password-title`}>
      <div className={classes.header}>
        {look.lead ? (
          <div>
            {title}
            <p className={classes.lead}>{look.lead}</p>
          </div>
        ) : (
          title
        )}
        {!open && (
          <button
            ref={toggle}
            type="button"
            className="btn btn--secondary btn--sm"
            aria-expanded={look.toggleExpandedState ? 'false' : undefined}
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            {labels.toggle}
          </button>
        )}
      </div>
      {look.noticeAbove && <Notice notice={shownNotice} />}
      {open && (
        <form id={look.formId} className={classes.form} noValidate={!required} onSubmit={(event) => void submit(event)} aria-label={labels.form}>
          <div className="field">
            <label className="field__label" htmlFor={`${p}current-password`}>
              Current password
            </label>
            <PasswordInput
              id={`${p}current-password`}
              autoComplete="current-password"
              required={required}
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              autoFocus
            />
          </div>
          {classes.newPasswords ? <div className={classes.newPasswords}>{newPasswords}</div> : newPasswords}
          {look.offerApiKeyRevocation && <RevokeApiKeysOption id={`${p}revoke-api-keys`} checked={revokeApiKeys} onChange={setRevokeApiKeys} />}
          <div className={classes.actions}>
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving && <Spinner />}
              {saving ? labels.saving : labels.submit}
            </button>
            <button type="button" className="btn btn--ghost" onClick={close} disabled={saving}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {!look.noticeAbove && <Notice notice={shownNotice} />}
    </section>
  );
}
