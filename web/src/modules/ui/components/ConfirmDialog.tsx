import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  /** What happens, with its cost: read out with the title. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * A yes/no question before something that costs money or tokens. Cancel has the focus, so Enter
 * pressed out of habit does not spend anything.
 */
export function ConfirmDialog({ title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel, children }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      onClose={onCancel}
      initialFocus={cancel}
      footer={
        <>
          <button ref={cancel} type="button" className="btn btn--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
