import { Spinner } from '../../ui/components/Spinner';
import { extraNotes, issuesOf, messageSuggestion, supportMailto, UPLOAD_MESSAGES, uploadSummary, type FileUpload } from '../upload-rules';
import type { IssueDetail, SupportInfo } from '../types';
import { StatusMark } from '../../ui/components/StatusMark';

interface UploadFileListProps {
  uploads: readonly FileUpload[];
  /**
   * Detailed results (the modal after a batch): visibility, issues with descriptions,
   * warnings with suggestions and the support contact for every file. Without it, a
   * successful file shows its summary and the private-upload concern only.
   */
  detailed?: boolean;
  /** Waiting files can be taken off the list (the modal before Upload is pressed). */
  onRemove?: (id: string) => void;
  label?: string;
}

function statusText(upload: FileUpload): string {
  switch (upload.status) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return upload.percent >= 100 ? 'Verifying…' : 'Uploading';
    case 'success':
      return upload.response?.duplicate ? 'Already uploaded' : 'Uploaded';
    case 'error':
      return 'Failed';
  }
}

/** One line per file: waiting, uploading with its percent, uploaded (what the server understood) or failed (why). */
export function UploadFileList({ uploads, detailed = false, onRemove, label = 'Selected files' }: UploadFileListProps) {
  return (
    <ul className="upload-files" aria-label={label} aria-live="polite">
      {uploads.map((upload) => (
        <li key={upload.id} className={`upload-file upload-file--${upload.status}`}>
          <span className="upload-file__icon" aria-hidden="true">
            {upload.status === 'uploading' ? <Spinner /> : <StatusIcon status={upload.status} />}
          </span>
          <div className="upload-file__body">
            <div className="upload-file__row">
              <p className="upload-file__name">{upload.fileName}</p>
              <span className={`upload-file__status upload-file__status--${upload.status}`}>
                {statusText(upload)}
                {upload.status === 'uploading' && upload.percent < 100 && <span aria-hidden="true"> {upload.percent}%</span>}
              </span>
              {onRemove && upload.status === 'waiting' && (
                <button type="button" className="upload-file__remove" aria-label={`Remove ${upload.fileName}`} onClick={() => onRemove(upload.id)}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path d="m6 6 8 8M14 6l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                  </svg>
                </button>
              )}
            </div>
            {upload.status === 'uploading' && (
              <div
                className="upload-file__progress"
                role="progressbar"
                aria-label={`Uploading ${upload.fileName}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.percent}
              >
                <span className="upload-file__progress-bar" style={{ width: `${upload.percent}%` }} />
              </div>
            )}
            {upload.status === 'success' && <SuccessDetails upload={upload} detailed={detailed} />}
            {upload.status === 'error' && upload.failure && (
              <div className="upload-file__failure">
                <p className="upload-file__error">
                  <StatusMark tone="error" className="field__mark" />
                  <span>{upload.failure.message}</span>
                </p>
                <NoteList notes={upload.failure.detailedIssues} />
                {upload.failure.supportInfo && <SupportContact support={upload.failure.supportInfo} fileName={upload.fileName} />}
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function SuccessDetails({ upload, detailed }: { upload: FileUpload; detailed: boolean }) {
  const response = upload.response;
  const summary = uploadSummary(response);
  const hasIssues = Boolean(response?.ui_summary?.has_issues);
  const visibility = response?.interview?.visibility ?? (hasIssues ? 'private' : 'public');
  if (!detailed) {
    return (
      <>
        {summary && <p className="upload-file__detail">{summary}</p>}
        {hasIssues && <p className="upload-file__concern">{UPLOAD_MESSAGES.concern}</p>}
      </>
    );
  }
  const issues = issuesOf(response);
  const notes = extraNotes(response);
  const suggestion = messageSuggestion(response);
  const statusDescription = response?.ui_summary?.status_description || response?.ui_summary?.description;
  return (
    <div className="upload-file__details">
      {summary && <p className="upload-file__detail">{summary}</p>}
      <p className="upload-file__tags">
        <span className={`visibility-pill visibility-pill--${visibility}`}>{visibility === 'public' ? 'Public' : 'Private'}</span>
        {response?.grouping_info?.grouped_with_existing && (
          <span className="upload-file__tag">Added to your existing {response.grouping_info.company_name || 'company'} process</span>
        )}
      </p>
      {hasIssues ? (
        <p className="upload-file__concern">{response?.message || UPLOAD_MESSAGES.concern}</p>
      ) : (
        response?.message && (
          <p className="upload-file__note">
            {response.message}
            {suggestion && <span className="issue-list__suggestion"> {suggestion}</span>}
          </p>
        )
      )}
      {statusDescription && statusDescription !== response?.message && <p className="upload-file__note">{statusDescription}</p>}
      {issues.length > 0 && (
        <ul className="issue-list" aria-label={`Verification issues of ${upload.fileName}`}>
          {issues.map((issue, index) => (
            <li key={index} className="issue-list__item">
              <strong>{issue.title}</strong>
              {issue.description && <span> {issue.description}</span>}
            </li>
          ))}
        </ul>
      )}
      <NoteList notes={notes} />
      {hasIssues && response?.support_info && <SupportContact support={response.support_info} fileName={upload.fileName} />}
    </div>
  );
}

function NoteList({ notes }: { notes: readonly IssueDetail[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="issue-list">
      {notes.map((note, index) => (
        <li key={index} className="issue-list__item">
          <strong>{note.message}</strong>
          {note.suggestion && <span className="issue-list__suggestion"> {note.suggestion}</span>}
        </li>
      ))}
    </ul>
  );
}

function SupportContact({ support, fileName }: { support: SupportInfo; fileName: string }) {
  return (
    <p className="upload-file__support">
      Think this is a mistake? Contact <a href={supportMailto(support, fileName)}>{support.email}</a>
      {support.include_filename ? ` and mention ${fileName}.` : '.'}
    </p>
  );
}

function StatusIcon({ status }: { status: FileUpload['status'] }) {
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
      <rect x="3" y="4.5" width="14" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="m3.5 5.5 6.5 5 6.5-5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
