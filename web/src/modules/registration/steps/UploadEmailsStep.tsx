import { UPLOAD_ADDRESS_RULE } from '../../auth/messages';
import { UploadFileList } from '../../interviews/components/UploadFileList';
import type { FileUpload } from '../../interviews/upload-rules';
import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import { EmailExportInstructions } from '../components/EmailExportInstructions';
import { FileDropZone } from '../components/FileDropZone';

interface UploadEmailsStepProps {
  uploads: readonly FileUpload[];
  /** A file is waiting or being sent. */
  uploading: boolean;
  selectionError: string | null;
  completing: boolean;
  completeError: string | null;
  onFiles: (files: File[]) => void;
  onBack: () => void;
  onComplete: () => void;
}

/** Candidate step 7: upload interview emails (optional), then complete the registration. */
export function UploadEmailsStep({ uploads, uploading, selectionError, completing, completeError, onFiles, onBack, onComplete }: UploadEmailsStepProps) {
  const succeeded = uploads.filter((upload) => upload.status === 'success').length;

  return (
    <div className="wizard-step">
      <p className="wizard-step__intro">
        Upload emails from your interview processes: invitations, scheduling confirmations, onsite agendas or offers. {UPLOAD_ADDRESS_RULE.registrationUpload}{' '}
        You can skip this and upload later from your Interviews page.
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
          <UploadFileList uploads={uploads} label="Your files" />
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
