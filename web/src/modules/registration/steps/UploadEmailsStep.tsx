import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import { EmailExportInstructions } from '../components/EmailExportInstructions';
import { FileDropZone } from '../components/FileDropZone';
import type { UploadedEmail } from '../draft';

interface UploadEmailsStepProps {
  uploads: UploadedEmail[];
  selectionError: string | null;
  completing: boolean;
  completeError: string | null;
  onFiles: (files: File[]) => void;
  onBack: () => void;
  onComplete: () => void;
}

const STATUS_LABEL = { waiting: 'Waiting', uploading: 'Uploading', success: 'Uploaded', error: 'Failed' } as const;

/** Candidate step 7: upload interview emails (optional), then complete the registration. */
export function UploadEmailsStep({ uploads, selectionError, completing, completeError, onFiles, onBack, onComplete }: UploadEmailsStepProps) {
  const uploading = uploads.some((upload) => upload.status === 'uploading' || upload.status === 'waiting');
  const succeeded = uploads.filter((upload) => upload.status === 'success').length;

  return (
    <div className="wizard-step">
      <p className="wizard-step__intro">
        Upload emails from your interview processes: invitations, scheduling confirmations, onsite agendas or offers. They
        must have been sent to the email address you just verified. You can skip this and upload later from your Interviews
        page.
      </p>

      <EmailExportInstructions />

      <FileDropZone
        id="interview-emails"
        accept=".eml,message/rfc822"
        multiple
        disabled={completing}
        title={
          <>
            <strong>Choose .eml files</strong> or drag them here
          </>
        }
        hint="One interview email per file. You can select several at once."
        onFiles={onFiles}
      />
      <FormAlert message={selectionError} />

      {uploads.length > 0 && (
        <section className="upload-list" aria-labelledby="upload-list-title">
          <h2 id="upload-list-title" className="upload-list__title">
            Your files{succeeded > 0 ? ` (${succeeded} uploaded)` : ''}
          </h2>
          <ul aria-live="polite" className="upload-list__items">
            {uploads.map((upload) => (
              <li key={upload.id} className={`upload-item upload-item--${upload.status}`}>
                <span className="upload-item__icon" aria-hidden="true">
                  {upload.status === 'uploading' ? <Spinner /> : <StatusIcon status={upload.status} />}
                </span>
                <div className="upload-item__body">
                  <p className="upload-item__name">{upload.fileName}</p>
                  {upload.summary && <p className="upload-item__detail">{upload.summary}</p>}
                  {upload.error && <p className="upload-item__error">{upload.error}</p>}
                </div>
                <span className={`upload-item__status upload-item__status--${upload.status}`}>{STATUS_LABEL[upload.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <FormAlert message={completeError} />
      <div className="wizard-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={completing}>
          Back
        </button>
        <button type="button" className="btn btn--primary btn--lg" onClick={onComplete} disabled={completing || uploading}>
          {completing && <Spinner />}
          {completing ? 'Completing registration...' : 'Complete Registration'}
        </button>
      </div>
      {uploading && (
        <p className="wizard-actions__note" role="status">
          Uploading your emails...
        </p>
      )}
    </div>
  );
}

function StatusIcon({ status }: { status: UploadedEmail['status'] }) {
  if (status === 'success') {
    return (
      <svg viewBox="0 0 20 20" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
        <path d="M6 10.5 8.8 13.2 14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (status === 'error') {
    return (
      <svg viewBox="0 0 20 20" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
        <path d="m7 7 6 6M13 7l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 20 20" focusable="false">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
