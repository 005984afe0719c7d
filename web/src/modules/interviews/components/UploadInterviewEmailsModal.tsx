import '../interviews.css';
import { useEffect, useRef, useState } from 'react';
import { EmailExportInstructions } from '../../registration/components/EmailExportInstructions';
import { FileDropZone } from '../../registration/components/FileDropZone';
import { FormAlert } from '../../ui/components/FormAlert';
import { Modal } from '../../ui/components/Modal';
import { Spinner } from '../../ui/components/Spinner';
import { useUploadQueue } from '../hooks/useUploadQueue';
import { MAX_UPLOAD_FILES, modalState, outcomeHeadline, selectionProblem, uploadOutcome, type FileUpload, type UploadModalState } from '../upload-rules';
import { UploadFileList } from './UploadFileList';

interface UploadInterviewEmailsModalProps {
  onClose: () => void;
  /** Once a batch has finished with at least one file uploaded. */
  onUploaded?: () => void;
}

let nextSelectionId = 0;

function selectionOf(file: File): FileUpload {
  nextSelectionId += 1;
  return { id: `selected-${nextSelectionId}`, file, fileName: file.name, status: 'waiting', percent: 0, response: null, failure: null };
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const TONE: Record<Exclude<UploadModalState, 'idle' | 'uploading'>, 'success' | 'warning' | 'error'> = {
  success: 'success',
  'partial-success': 'warning',
  error: 'error',
  'detailed-results': 'success',
};

/**
 * The interview email upload modal (docs/product/screens.md#routes, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#errors): choose up to 10 .eml
 * files, send them one at a time with each file's progress, then the outcome: success,
 * partial-success, error, or the detailed results when the server described the uploads.
 */
export function UploadInterviewEmailsModal({ onClose, onUploaded }: UploadInterviewEmailsModalProps) {
  const [selected, setSelected] = useState<FileUpload[]>([]);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const queue = useUploadQueue();
  const state = modalState(queue.uploads, started);
  const finished = started && !queue.busy && queue.uploads.length > 0;
  const stageHeading = useRef<HTMLParagraphElement>(null);
  const reported = useRef(false);
  const latestOnUploaded = useRef(onUploaded);

  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });

  // the buttons that had focus are replaced: keep keyboard users on what is new
  const phase = state === 'idle' ? 'idle' : state === 'uploading' ? 'uploading' : 'finished';
  useEffect(() => {
    if (phase !== 'idle') stageHeading.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    if (queue.uploads.some((upload) => upload.status === 'success')) latestOnUploaded.current?.();
  }, [finished, queue.uploads]);

  function choose(files: File[]) {
    const fresh = files.filter((file) => !selected.some((chosen) => sameFile(chosen.file, file)));
    const problem = selectionProblem(fresh, selected.length);
    setSelectionError(fresh.length === 0 && files.length > 0 ? null : problem);
    if (problem) return;
    setSelected((current) => [...current, ...fresh.map(selectionOf)]);
  }

  function start() {
    if (selected.length === 0) {
      setSelectionError(selectionProblem([]));
      return;
    }
    setSelectionError(null);
    reported.current = false;
    setStarted(true);
    queue.enqueue(selected.map((item) => item.file));
    setSelected([]);
  }

  function uploadMore() {
    queue.clear();
    setStarted(false);
    setSelectionError(null);
  }

  const outcome = finished ? uploadOutcome(queue.uploads) : null;
  const headline = finished ? outcomeHeadline(queue.uploads) : null;
  const done = queue.uploads.filter((upload) => upload.status === 'success' || upload.status === 'error').length;

  const footer =
    state === 'idle' ? (
      <>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn--primary" onClick={start}>
          {selected.length > 0 ? `Upload ${selected.length} ${selected.length === 1 ? 'email' : 'emails'}` : 'Upload'}
        </button>
      </>
    ) : state === 'uploading' ? (
      <button type="button" className="btn btn--primary" disabled>
        <Spinner />
        Uploading…
      </button>
    ) : (
      <>
        <button type="button" className="btn btn--secondary" onClick={uploadMore}>
          Upload more emails
        </button>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Done
        </button>
      </>
    );

  return (
    <Modal
      title="Upload interview emails"
      description="Add the emails of your interview processes as .eml files. Each one is checked for authenticity and must have been sent to one of your verified email addresses."
      onClose={onClose}
      locked={state === 'uploading'}
      size="lg"
      footer={footer}
      className="upload-modal"
    >
      <div className="upload-modal__content" data-state={state}>
        {state === 'idle' && (
          <>
            <FileDropZone
              id="upload-modal-files"
              accept=".eml,message/rfc822"
              multiple
              title={
                <>
                  <strong>Choose .eml files</strong> or drag them here
                </>
              }
              hint={`Up to ${MAX_UPLOAD_FILES} files at a time, 10 MB each. One interview email per file.`}
              onFiles={choose}
            />
            <FormAlert message={selectionError} />
            {selected.length > 0 && (
              <UploadFileList uploads={selected} label="Selected files" onRemove={(id) => setSelected((current) => current.filter((item) => item.id !== id))} />
            )}
            <details className="upload-modal__help">
              <summary>How do I save an email as a .eml file?</summary>
              <EmailExportInstructions />
            </details>
          </>
        )}

        {state === 'uploading' && (
          <>
            <p ref={stageHeading} tabIndex={-1} className="upload-modal__progress" role="status">
              Uploading {Math.min(done + 1, queue.uploads.length)} of {queue.uploads.length}… Verification can take a few seconds per email.
            </p>
            <UploadFileList uploads={queue.uploads} label="Uploads" />
          </>
        )}

        {finished && headline && outcome && state !== 'idle' && state !== 'uploading' && (
          <>
            <p ref={stageHeading} tabIndex={-1} className="visually-hidden">
              Upload finished.
            </p>
            <FormAlert tone={state === 'detailed-results' ? TONE[outcome] : TONE[state]} title={headline.title} message={headline.message} />
            <UploadFileList
              uploads={queue.uploads}
              detailed={state === 'detailed-results' || state === 'error' || state === 'partial-success'}
              label="Upload results"
            />
          </>
        )}
      </div>
    </Modal>
  );
}
