import { formatInterviewDate, formatStage, writtenPositionText } from './format';
import type { IssueDetail, SupportInfo, UploadResponse, VerificationIssue } from './types';
import type { UploadFailure } from './upload.api';
import { EML_UPLOAD_MESSAGES } from '@hiring/contracts/vocabulary';

/** Accounts docs/product/rules.md#validation, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits: the upload modal's limits and texts. */
export const MAX_UPLOAD_FILES = 10;

export const UPLOAD_MESSAGES = {
  noFiles: EML_UPLOAD_MESSAGES.noFiles,
  tooMany: 'Maximum 10 files allowed. Please select fewer files.',
  notEml: EML_UPLOAD_MESSAGES.notEml,
  concern: EML_UPLOAD_MESSAGES.concern,
} as const;

export function isEmlFile(file: Pick<File, 'name'>): boolean {
  return file.name.toLowerCase().endsWith('.eml');
}

/**
 * The modal's selection rules, in order: something chosen, at most 10 files (counting those
 * already chosen), only .eml files. Returns the error text, or null.
 */
export function selectionProblem(files: readonly Pick<File, 'name'>[], alreadySelected = 0): string | null {
  if (files.length === 0 && alreadySelected === 0) return UPLOAD_MESSAGES.noFiles;
  if (files.length + alreadySelected > MAX_UPLOAD_FILES) return UPLOAD_MESSAGES.tooMany;
  if (!files.every(isEmlFile)) return UPLOAD_MESSAGES.notEml;
  return null;
}

export type FileUploadStatus = 'waiting' | 'uploading' | 'success' | 'error';

/** One file of an upload batch. */
export interface FileUpload {
  id: string;
  file: File;
  fileName: string;
  status: FileUploadStatus;
  /** 0-100 while sending; 100 once the server is verifying it. */
  percent: number;
  response: UploadResponse | null;
  failure: UploadFailure | null;
}

/** The modal's overall states (docs/product/screens.md#routes, "Interview email upload modal"). */
export type UploadModalState = 'idle' | 'uploading' | 'success' | 'partial-success' | 'error' | 'detailed-results';

export type UploadOutcome = 'success' | 'partial-success' | 'error';

/** Warnings of a successful upload (verification warnings, or issues when the server sent only those). */
export function warningsOf(response: UploadResponse | null): IssueDetail[] {
  const summary = response?.ui_summary;
  if (!summary) return [];
  const warnings = summary.verification_warnings ?? [];
  if (warnings.length > 0) return warnings;
  return (summary.issues ?? []).map((issue) => ({ message: issue.title, suggestion: issue.description ?? null }));
}

/**
 * Section 4: some succeeded and none failed → success (partial-success when warnings exist); a
 * mix of success and failure → partial-success; all failed → error.
 */
export function uploadOutcome(uploads: readonly FileUpload[]): UploadOutcome {
  const succeeded = uploads.filter((upload) => upload.status === 'success');
  const failed = uploads.filter((upload) => upload.status === 'error');
  if (succeeded.length === 0) return 'error';
  if (failed.length > 0) return 'partial-success';
  // A duplicate's only warning is that it is a duplicate (issue 32): nothing to review.
  const warned = (upload: FileUpload) => !isDuplicate(upload) && (warningsOf(upload.response).length > 0 || upload.response?.ui_summary?.has_issues);
  return succeeded.some(warned) ? 'partial-success' : 'success';
}

/** An email the candidate had uploaded before: the server counted it once and changed nothing. */
export function isDuplicate(upload: FileUpload): boolean {
  return upload.status === 'success' && upload.response?.duplicate === true;
}

/** The state to show: uploading while any file is pending; detailed results when any answer had a ui_summary. */
export function modalState(uploads: readonly FileUpload[], started: boolean): UploadModalState {
  if (!started || uploads.length === 0) return 'idle';
  if (uploads.some((upload) => upload.status === 'waiting' || upload.status === 'uploading')) return 'uploading';
  if (uploads.some((upload) => upload.response?.ui_summary)) return 'detailed-results';
  return uploadOutcome(uploads);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The headline of a finished batch. */
export function outcomeHeadline(uploads: readonly FileUpload[]): { title: string; message: string } {
  const total = uploads.length;
  const succeeded = uploads.filter((upload) => upload.status === 'success').length;
  const failed = uploads.filter((upload) => upload.status === 'error').length;
  const duplicates = uploads.filter(isDuplicate).length;
  const added = succeeded - duplicates;
  const privateCount = uploads.filter((upload) => upload.status === 'success' && !isDuplicate(upload) && upload.response?.ui_summary?.has_issues).length;
  const alsoDuplicates = duplicates > 0 ? ` ${duplicates === 1 ? '1 was' : `${duplicates} were`} already uploaded and counted once.` : '';
  switch (uploadOutcome(uploads)) {
    case 'error':
      return { title: 'Upload failed', message: `Failed to upload ${failed} file(s)` };
    case 'partial-success':
      if (failed > 0) {
        // The spec's text is for all-failed only ('Failed to upload N file(s)', kept as written); this one counts properly.
        return { title: 'Some emails were not uploaded', message: `Uploaded ${succeeded} of ${total} files. ${plural(failed, 'file')} could not be uploaded.` };
      }
      return {
        title: 'Uploaded with warnings',
        message:
          (privateCount > 0
            ? `${plural(added, 'email')} uploaded; ${privateCount === 1 ? '1 is' : `${privateCount} are`} private because of verification concerns.`
            : `${plural(added, 'email')} uploaded. Please review the notes below.`) + alsoDuplicates,
      };
    default:
      if (added === 0) {
        // The file's own line says the server's duplicate text; the headline says what it means.
        return duplicates === 1
          ? { title: 'Email already uploaded', message: 'It is already in your interview history; nothing was changed.' }
          : { title: 'Emails already uploaded', message: `These ${duplicates} emails are already in your interview history; nothing was changed.` };
      }
      return { title: 'Upload complete', message: `${plural(added, 'email')} verified and added to your interview history.${alsoDuplicates}` };
  }
}

/** 'Acme · Onsite · Backend Engineer (Software Engineering) · Nov 12, 2026' for a successful upload. */
export function uploadSummary(response: UploadResponse | null): string | null {
  const data = response?.interview_data;
  if (!data) return null;
  const parts = [
    data.company_name?.trim(),
    data.interview_stage ? formatStage(data.interview_stage) : null,
    writtenPositionText({
      jobTitle: data.job_title,
      jobFamily: data.job_family,
      position: data.position,
      positionEditedByCandidate: data.position_edited_by_candidate,
    }),
    formatInterviewDate(data.interview_date),
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

/** The issues of a successful upload (title and description). */
export function issuesOf(response: UploadResponse | null): VerificationIssue[] {
  return response?.ui_summary?.issues ?? [];
}

/**
 * The suggestion of the warning that says the same as the response's message (a duplicate upload
 * answers 'This email was already uploaded; ...' as both): shown with the message, said once.
 */
export function messageSuggestion(response: UploadResponse | null): string | null {
  const message = response?.message;
  return (message && response?.ui_summary?.verification_warnings?.find((note) => note.message === message)?.suggestion) || null;
}

/** Warnings and detailed issues that do not just repeat an issue already listed or the message itself. */
export function extraNotes(response: UploadResponse | null): IssueDetail[] {
  const issues = issuesOf(response);
  const seen = new Set(issues.map((issue) => `${issue.title}\n${issue.description ?? ''}`));
  const message = response?.message;
  const notes: IssueDetail[] = [];
  for (const note of [...(response?.ui_summary?.verification_warnings ?? []), ...(response?.detailed_issues ?? [])]) {
    const key = `${note.message}\n${note.suggestion ?? ''}`;
    if (seen.has(key) || (message && note.message === message)) continue;
    seen.add(key);
    notes.push(note);
  }
  return notes;
}

/** The support contact link: a mailto with the file name in the subject and body when the server asks for it. */
export function supportMailto(support: SupportInfo, fileName: string): string {
  const subject = support.include_filename ? `Interview email upload: ${fileName}` : 'Interview email upload';
  const body = support.include_filename
    ? `Hello,\n\nI need help with the upload of "${fileName}".\n\n`
    : 'Hello,\n\nI need help with an interview email upload.\n\n';
  return `mailto:${support.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
