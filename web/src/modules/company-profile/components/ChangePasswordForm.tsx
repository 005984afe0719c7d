import { useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_LIMITS } from '@hiring/contracts/vocabulary';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../app/error-message';
import { Notice, failure, success, type NoticeState } from '../../billing/components/Notice';
import { useFreshNotice } from '../../candidate-profile/components/Notice';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { Spinner } from '../../ui/components/Spinner';
import { PROFILE_TEXT } from '../company-profile';
import { CHANGE_PASSWORD } from '../../auth/graphql/change-password.mutation';

/**
 * Change password (docs/product/screens.md#company-profile, docs/product/rules.md#validation): collapsed behind a button, the current password is
 * required, the new one at least 8 characters and confirmed; collapses on success or cancel.
 */
export function ChangePasswordForm() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const shownNotice = useFreshNotice(notice);
  const toggle = useRef<HTMLButtonElement>(null);
  const [changePassword] = useMutation(CHANGE_PASSWORD);

  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
  };

  const collapse = () => {
    reset();
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (next.length < ACCOUNT_LIMITS.passwordMinLength) return setNotice(failure(PROFILE_TEXT.passwordTooShort));
    if (next !== confirm) return setNotice(failure(PROFILE_TEXT.passwordsDiffer));
    setSaving(true);
    setNotice(null);
    try {
      await changePassword({ variables: { currentPassword: current, newPassword: next } });
      setNotice(success(PROFILE_TEXT.passwordChanged));
      collapse();
    } catch (error) {
      setNotice(failure(errorMessage(error, PROFILE_TEXT.passwordFailed)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="cp-card" aria-labelledby="cp-password-title">
      <div className="cp-card__header">
        <div>
          <h2 id="cp-password-title" className="cp-card__title">
            Password
          </h2>
          <p className="cp-card__lead">Change the password you sign in with.</p>
        </div>
        {!open && (
          <button
            ref={toggle}
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => {
              setNotice(null);
              setOpen(true);
              requestAnimationFrame(() => document.getElementById('cp-current-password')?.focus());
            }}
          >
            Change Password
          </button>
        )}
      </div>
      <Notice notice={shownNotice} />
      {open && (
        <form id="cp-password-form" className="form cp-password" onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor="cp-current-password" className="field__label">
              Current password
            </label>
            <PasswordInput id="cp-current-password" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.target.value)} />
          </div>
          <div className="form-grid form-grid--2">
            <div className="field">
              <label htmlFor="cp-new-password" className="field__label">
                New password
              </label>
              <PasswordInput id="cp-new-password" autoComplete="new-password" required aria-describedby="cp-new-password-hint" value={next} onChange={(event) => setNext(event.target.value)} />
              <p id="cp-new-password-hint" className="field__hint">
                At least {ACCOUNT_LIMITS.passwordMinLength} characters.
              </p>
            </div>
            <div className="field">
              <label htmlFor="cp-confirm-password" className="field__label">
                Confirm new password
              </label>
              <PasswordInput id="cp-confirm-password" autoComplete="new-password" required value={confirm} onChange={(event) => setConfirm(event.target.value)} />
            </div>
          </div>
          <div className="cp-actions">
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? (
                <>
                  <Spinner /> Updating...
                </>
              ) : (
                'Update Password'
              )}
            </button>
            <button type="button" className="btn btn--ghost" onClick={collapse} disabled={saving}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
