import { useId, useRef, useState } from 'react';
import { Modal } from '../../ui/components/Modal';
import { useAccountErasure } from '../hooks/useAccountErasure';
import { ERASURE_TEXT as TEXT, canRequestErasure } from '../personal-data';
import { PasswordForm, PasswordFormActions } from './PasswordForm';

/**
 * The confirmation before an account is deleted: it says again that this cannot be undone, and asks
 * for the password and a ticked box before the danger button works. Nothing closes it while the
 * server deletes. On success the app signs out (useAccountErasure), so the dialog goes with the page.
 */
export function AccountErasureDialog({ onClose }: { onClose: () => void }) {
  const { sending, error, start } = useAccountErasure();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const formId = `${useId()}-form`;
  const ready = canRequestErasure(password, confirmed, sending);

  function submit() {
    if (!ready) return;
    const given = password;
    setPassword('');
    void start(given);
  }

  return (
    <Modal
      title={TEXT.dialogTitle}
      description={TEXT.dialogLead}
      role="alertdialog"
      size="sm"
      locked={sending}
      onClose={onClose}
      initialFocus={passwordInput}
      footer={
        <PasswordFormActions
          formId={formId}
          onCancel={onClose}
          sending={sending}
          submitLabel={TEXT.button}
          sendingLabel={TEXT.deleting}
          tone="danger"
          disabled={!ready}
          lockWhileSending
        />
      }
      className="data-export"
    >
      <PasswordForm id={formId} inputRef={passwordInput} password={password} onPasswordChange={setPassword} error={error} sending={sending} onSubmit={submit}>
        <label className="checkbox">
          <input type="checkbox" checked={confirmed} disabled={sending} onChange={(event) => setConfirmed(event.target.checked)} />
          <span>{TEXT.confirm}</span>
        </label>
      </PasswordForm>
    </Modal>
  );
}
