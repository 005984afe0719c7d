import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../ui/components/Modal';
import { Spinner } from '../../ui/components/Spinner';
import { StatusMark } from '../../ui/components/StatusMark';
import { useDataExport } from '../hooks/useDataExport';
import { PERSONAL_DATA_TEXT as TEXT, progressPercent, progressText } from '../personal-data';
import { PasswordForm, PasswordFormActions } from './PasswordForm';

interface DataExportDialogProps {
  onClose: () => void;
}

/**
 * The export dialog: the password, then the download's progress, then the saved file's name. The
 * password lives only in the field: it is emptied on submit, and goes with the dialog.
 */
export function DataExportDialog({ onClose }: DataExportDialogProps) {
  const { state, start, reset } = useDataExport();
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const formId = `${ids}-form`;
  const progressLabelId = `${ids}-progress`;

  const error = state.step === 'password' ? (localError ?? state.error) : null;
  const sending = state.step === 'password' && state.sending;

  // Focus follows the step, so a keyboard user is never left on a control that went away
  // (progress updates leave it where it is; the password form takes it back after a refusal).
  useEffect(() => {
    if (state.step === 'downloading') cancelButton.current?.focus();
    else if (state.step === 'done') doneButton.current?.focus();
  }, [state.step]);

  function close() {
    setPassword('');
    reset();
    onClose();
  }

  function submit() {
    if (!password) {
      setLocalError(TEXT.passwordRequired);
      passwordInput.current?.focus();
      return;
    }
    setLocalError(null);
    const given = password;
    setPassword('');
    void start(given);
  }

  const footer =
    state.step === 'password' ? (
      <PasswordFormActions formId={formId} onCancel={close} sending={sending} submitLabel={TEXT.submit} sendingLabel={TEXT.requesting} />
    ) : state.step === 'downloading' ? (
      <button ref={cancelButton} type="button" className="btn btn--secondary" onClick={close}>
        {TEXT.cancel}
      </button>
    ) : (
      <button ref={doneButton} type="button" className="btn btn--primary" onClick={close}>
        {TEXT.done}
      </button>
    );

  return (
    <Modal
      title={TEXT.dialogTitle}
      description={TEXT.dialogLead}
      size="sm"
      onClose={close}
      initialFocus={passwordInput}
      footer={footer}
      className="data-export"
    >
      {state.step === 'password' && (
        <PasswordForm
          id={formId}
          inputRef={passwordInput}
          password={password}
          onPasswordChange={(value) => {
            setPassword(value);
            if (localError) setLocalError(null);
          }}
          error={error}
          sending={sending}
          onSubmit={submit}
        />
      )}

      {state.step === 'downloading' && <DownloadProgress labelId={progressLabelId} received={state.received} total={state.total} />}

      {state.step === 'done' && (
        <div role="status" aria-atomic="true" className="data-export__done">
          <p className="data-export__done-title">
            <StatusMark tone="success" className="data-export__mark" /> {TEXT.downloaded}
          </p>
          <p className="data-export__file">{state.fileName}</p>
        </div>
      )}
    </Modal>
  );
}

/** The bar: determinate from the bytes received and Content-Length, indeterminate without a length. */
function DownloadProgress({ labelId, received, total }: { labelId: string; received: number; total: number | null }) {
  const percent = progressPercent(received, total);
  const words = progressText(received, total);
  return (
    <div className="data-export__progress">
      <p id={labelId} className="data-export__progress-label">
        <Spinner /> {TEXT.downloading}
      </p>
      <div
        className={`data-export__bar${percent === null ? ' data-export__bar--indeterminate' : ''}`}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={percent === null ? undefined : 0}
        aria-valuemax={percent === null ? undefined : 100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={words}
      >
        <span className="data-export__bar-fill" style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      <p className="data-export__progress-text" aria-hidden="true">
        {words}
      </p>
    </div>
  );
}
