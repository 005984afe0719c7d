import { useRef } from 'react';
import { Modal } from '../../ui/components/Modal';
import { formatInterviewDate, formatStage, shownPosition, stageColour } from '../format';
import type { Interview } from '../history';

interface DeleteInterviewModalProps {
  interview: Interview;
  companyName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation (docs/product/screens.md#interview-history). Cancel has the focus: deleting takes a deliberate press. */
export function DeleteInterviewModal({ interview, companyName, onCancel, onConfirm }: DeleteInterviewModalProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const stage = interview.stageLabel?.trim() || formatStage(interview.stage);
  const date = formatInterviewDate(interview.date);
  return (
    <Modal
      role="alertdialog"
      size="sm"
      title="Delete this interview?"
      description="It is removed from your history and from what companies see. This cannot be undone; you can upload the email again later."
      onClose={onCancel}
      initialFocus={cancel}
      footer={
        <>
          <button ref={cancel} type="button" className="btn btn--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--danger" onClick={onConfirm}>
            Delete interview
          </button>
        </>
      }
    >
      <div className="delete-preview">
        <p className="delete-preview__company">{companyName}</p>
        <p className="delete-preview__meta">
          <span className={`stage-badge stage-badge--${stageColour(interview.stage, interview.stageLabel)}`}>{stage}</span>
          <span>{date ?? 'Date unknown'}</span>
        </p>
        <p className="delete-preview__position">{shownPosition(interview)}</p>
      </div>
    </Modal>
  );
}
