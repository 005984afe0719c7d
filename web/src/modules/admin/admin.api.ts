import { api } from '../../app/api';

/** The admin email-ingestion calls (profiles spec 2.8, 3, 5, 7) and the texts of section 8. */
export const ADMIN_TEXT = {
  triggerFailed: 'Failed to trigger email check',
  analysisFailed: 'Failed to test email analysis',
  analysisEmpty: 'Please provide at least a subject or body',
  // The spec gives no text for a failed status load.
  statusFailed: 'Failed to load the email ingestion status',
} as const;

/** Spec section 9: the status is fetched again this long after a trigger. */
export const STATUS_REFRESH_AFTER_TRIGGER_MS = 2000;

export const ADMIN_PATHS = {
  status: '/api/admin/email-ingestion/status',
  trigger: '/api/admin/email-ingestion/trigger',
  testAnalysis: '/api/admin/email-ingestion/test-analysis',
} as const;

export interface PollSummary {
  started_at: string;
  finished_at: string;
  new_messages: number;
  forwarded: number;
  ignored: number;
  duplicates: number;
  failed: number;
  error: string | null;
}

export interface RecentIngestedEmail {
  id: string;
  forwarder_email: string | null;
  subject: string;
  received_at: string;
  status: string;
  reason: string | null;
  outcome: string | null;
  outcome_reason: string | null;
}

/** The admin status entity (spec section 3) and what the server adds to it. */
export interface IngestionStatus {
  service_configured: boolean;
  email_user: string | null;
  openai_configured: boolean;
  processed_emails_count: number;
  recent_interviews_week: number;
  poll_interval_seconds: number;
  last_poll: PollSummary | null;
  recent_emails: RecentIngestedEmail[];
}

export interface TestAnalysisInput {
  subject: string;
  body: string;
  sender_email: string;
}

export interface EmailAnalysis {
  is_interview_related: boolean;
  company_name: string | null;
  company_domain: string | null;
  interview_stage: string;
  stage_label: string;
  interview_date: string | null;
  position: string | null;
  job_family: string | null;
  job_title: string | null;
  summary: string;
  extracted_by: string;
  forwarded: string | null;
}

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toPoll(raw: unknown): PollSummary | null {
  const p = record(raw);
  if (!text(p.finished_at)) return null;
  return {
    started_at: text(p.started_at),
    finished_at: text(p.finished_at),
    new_messages: count(p.new_messages),
    forwarded: count(p.forwarded),
    ignored: count(p.ignored),
    duplicates: count(p.duplicates),
    failed: count(p.failed),
    error: textOrNull(p.error),
  };
}

/** The status answer, read defensively (the fields may sit under `status`). */
export function toIngestionStatus(raw: unknown): IngestionStatus {
  const r = record(raw);
  const s = Object.keys(record(r.status)).length > 0 ? record(r.status) : r;
  return {
    service_configured: s.service_configured === true,
    email_user: textOrNull(s.email_user),
    openai_configured: s.openai_configured === true,
    processed_emails_count: count(s.processed_emails_count),
    recent_interviews_week: count(s.recent_interviews_week),
    poll_interval_seconds: count(s.poll_interval_seconds),
    last_poll: toPoll(s.last_poll),
    recent_emails: (Array.isArray(s.recent_emails) ? s.recent_emails : []).map((item) => {
      const e = record(item);
      return {
        id: text(e.id),
        forwarder_email: textOrNull(e.forwarder_email),
        subject: text(e.subject),
        received_at: text(e.received_at),
        status: text(e.status),
        reason: textOrNull(e.reason),
        outcome: textOrNull(e.outcome),
        outcome_reason: textOrNull(e.outcome_reason),
      };
    }),
  };
}

export function toAnalysis(raw: unknown): EmailAnalysis {
  const r = record(raw);
  const a = Object.keys(record(r.analysis)).length > 0 ? record(r.analysis) : r;
  return {
    is_interview_related: a.is_interview_related === true,
    company_name: textOrNull(a.company_name),
    company_domain: textOrNull(a.company_domain),
    interview_stage: text(a.interview_stage),
    stage_label: text(a.stage_label),
    interview_date: textOrNull(a.interview_date),
    position: textOrNull(a.position),
    job_family: textOrNull(a.job_family),
    job_title: textOrNull(a.job_title),
    summary: text(a.summary),
    extracted_by: text(a.extracted_by),
    forwarded: textOrNull(a.forwarded),
  };
}

/** Spec section 5: a subject or a body is needed. Returns the alert text, or null when fine. */
export function analysisInputProblem(input: TestAnalysisInput): string | null {
  return input.subject.trim() === '' && input.body.trim() === '' ? ADMIN_TEXT.analysisEmpty : null;
}

export async function fetchIngestionStatus(): Promise<IngestionStatus> {
  return toIngestionStatus(await api.get<unknown>(ADMIN_PATHS.status));
}

/** The manual check; resolves with the server's message. */
export async function triggerIngestion(): Promise<string> {
  const answer = record(await api.post<unknown>(ADMIN_PATHS.trigger));
  return text(answer.message) || 'Email check complete.';
}

export async function runTestAnalysis(input: TestAnalysisInput): Promise<EmailAnalysis> {
  return toAnalysis(await api.post<unknown>(ADMIN_PATHS.testAnalysis, { subject: input.subject, body: input.body, sender_email: input.sender_email.trim() }));
}

/** What became of a mailbox message, in words. */
export function emailResult(email: RecentIngestedEmail): { label: string; tone: 'success' | 'warning' | 'error' | 'neutral'; note: string | null } {
  if (email.status === 'ignored') return { label: 'Ignored', tone: 'neutral', note: email.reason };
  if (email.status === 'duplicate') return { label: 'Duplicate', tone: 'neutral', note: email.reason };
  switch (email.outcome) {
    case 'recorded':
      return { label: 'Recorded', tone: 'success', note: null };
    case 'recorded_private':
      return { label: 'Recorded as private', tone: 'warning', note: email.outcome_reason };
    case 'duplicate':
      return { label: 'Already recorded', tone: 'neutral', note: null };
    case 'refused':
      return { label: 'Refused', tone: 'error', note: email.outcome_reason };
    case 'ignored':
      return { label: 'Ignored', tone: 'neutral', note: email.outcome_reason };
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
