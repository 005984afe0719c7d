import type { AdminEmailIngestionStatusQuery, AnalyzeInterviewEmailQuery } from '../../generated/graphql';
import { EMAIL_ANALYSIS_MESSAGES } from '@hiring/contracts/vocabulary';

/** The admin email-ingestion screen's texts (docs/product/rules.md#errors) and small view helpers. */
export const ADMIN_TEXT = {
  triggerFailed: 'Failed to trigger email check',
  analysisFailed: 'Failed to test email analysis',
  analysisEmpty: EMAIL_ANALYSIS_MESSAGES.empty,
  // The spec gives no text for a failed status load.
  statusFailed: 'Failed to load the email ingestion status',
} as const;

/** docs/product/rules.md#constants-and-limits: the status is fetched again this long after a trigger. */
export const STATUS_REFRESH_AFTER_TRIGGER_MS = 2000;

export type IngestionStatus = AdminEmailIngestionStatusQuery;
export type RecentIngestedEmail = IngestionStatus['emailIngestionStatus']['recentEmails'][number];
export type EmailAnalysis = AnalyzeInterviewEmailQuery['analyzeInterviewEmail'];

export interface TestAnalysisInput {
  subject: string;
  body: string;
  senderEmail: string;
}

/** docs/product/rules.md#validation: a subject or a body is needed. Returns the alert text, or null when fine. */
export function analysisInputProblem(input: TestAnalysisInput): string | null {
  return input.subject.trim() === '' && input.body.trim() === '' ? ADMIN_TEXT.analysisEmpty : null;
}

/** What became of a mailbox message, in words. */
export function emailResult(email: Pick<RecentIngestedEmail, 'status' | 'reason' | 'outcome' | 'outcomeReason'>): {
  label: string;
  tone: 'success' | 'warning' | 'error' | 'neutral';
  note: string | null;
} {
  if (email.status === 'ignored') return { label: 'Ignored', tone: 'neutral', note: email.reason };
  if (email.status === 'duplicate') return { label: 'Duplicate', tone: 'neutral', note: email.reason };
  switch (email.outcome) {
    case 'recorded':
      return { label: 'Recorded', tone: 'success', note: null };
    case 'recorded_private':
      return { label: 'Recorded as private', tone: 'warning', note: email.outcomeReason };
    case 'duplicate':
      return { label: 'Already recorded', tone: 'neutral', note: null };
    case 'refused':
      return { label: 'Refused', tone: 'error', note: email.outcomeReason };
    case 'ignored':
      return { label: 'Ignored', tone: 'neutral', note: email.outcomeReason };
    default:
      return { label: 'Processing', tone: 'neutral', note: null };
  }
}

/** 'every 1 minute' / 'every 5 minutes' / 'every 30 seconds' / 'on demand only'. */
export function pollCadence(seconds: number): string {
  if (seconds <= 0) return 'On demand only';
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `Every ${minutes === 1 ? 'minute' : `${minutes} minutes`}`;
  }
  return `Every ${seconds} seconds`;
}
