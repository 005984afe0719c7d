import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CANDIDATE_MESSAGES } from '@hiring/contracts/vocabulary';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { Spinner } from '../../ui/components/Spinner';
import { CHANGE_PASSWORD } from '../../auth/graphql/change-password.mutation';
import { failure, failureOf, Notice, success, type NoticeState } from './Notice';

const MIN_LENGTH = 8;

/**
 * Change password (docs/product/screens.md#candidate-profile, docs/product/rules.md#validation, docs/product/rules.md#errors): collapsed by default, expands to a form, collapses
 * again on success (the success text stays) or cancel.
 */
export function ChangePasswordForm() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [changePassword, { loading: saving }] = useMutation(CHANGE_PASSWORD);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    setCurrent('');
    setNext('');
    setConfirm('');
    requestAnimationFrame(() => toggle.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!current) {
      setNotice(failure('Please enter your current password'));
      return;
    }
    if (next.length < MIN_LENGTH) {
      setNotice(failure(CANDIDATE_MESSAGES.newPasswordTooShort));
      return;
    }
    if (next !== confirm) {
      setNotice(failure(CANDIDATE_MESSAGES.newPasswordsDoNotMatch));
      return;
    }
    try {
      await changePassword({ variables: { currentPassword: current, newPassword: next } });
      setNotice(success(CANDIDATE_MESSAGES.passwordChanged));
      close();
    } catch (error) {
      setNotice(failureOf(error, CANDIDATE_MESSAGES.passwordFailed));
    }
  }

  return (
    <section className="profile-panel" aria-labelledby="password-title">
      <div className="profile-subsection__header">
        <h2 id="password-title" className="profile-panel__title">
          Password
        </h2>
        {!open && (
          <button
            ref={toggle}
            type="button"
            className="btn btn--secondary btn--sm"
            aria-expanded="false"
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            Change password
          </button>
        )}
      </div>
      {open && (
        <form className="form password-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Change password">
          <div className="field">
            <label className="field__label" htmlFor="current-password">
              Current password
            </label>
            <PasswordInput id="current-password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} autoFocus />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="new-password">
              New password
            </label>
            <PasswordInput id="new-password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
            <p className="field__hint">At least 8 characters with 1 number and 1 special character</p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="confirm-password">
              Confirm new password
            </label>
            <PasswordInput id="confirm-password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          </div>
          <div className="profile-actions">
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving && <Spinner />}
              {saving ? 'Changing...' : 'Change password'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={close} disabled={saving}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <Notice notice={notice} />
    </section>
  );
}
