import { describe, expect, test } from '@jest/globals';
import { ADMIN_TEXT, analysisInputProblem, emailResult, pollCadence, toAnalysis, toIngestionStatus, type RecentIngestedEmail } from './admin.api';

const email = (extra: Partial<RecentIngestedEmail>): RecentIngestedEmail => ({
  id: 'm-1',
  forwarder_email: 'ada@example.com',
  subject: 'Fwd: Onsite',
  received_at: '2026-11-22T10:00:00.000Z',
  status: 'forwarded',
  reason: null,
  outcome: null,
  outcome_reason: null,
  ...extra,
});

describe('admin email ingestion', () => {
  test('a subject or a body is needed (the spec alert), whitespace does not count', () => {
    expect(analysisInputProblem({ subject: '', body: '', sender_email: 'a@b.test' })).toBe('Please provide at least a subject or body');
    expect(analysisInputProblem({ subject: '  ', body: '\n', sender_email: '' })).toBe(ADMIN_TEXT.analysisEmpty);
    expect(analysisInputProblem({ subject: 'Onsite', body: '', sender_email: '' })).toBeNull();
    expect(analysisInputProblem({ subject: '', body: 'Hi', sender_email: '' })).toBeNull();
  });

  test('reads the status answer defensively: the spec fields, top level or under `status`', () => {
    const answer = { success: true, service_configured: true, email_user: 'ingest@hiring.example', openai_configured: false, processed_emails_count: 12, recent_interviews_week: 3, poll_interval_seconds: 60, last_poll: null, recent_emails: [{ id: 'x', subject: 'S', status: 'ignored', reason: 'automatic' }] };
    const status = toIngestionStatus(answer);
    expect(status).toMatchObject({ service_configured: true, email_user: 'ingest@hiring.example', openai_configured: false, processed_emails_count: 12, recent_interviews_week: 3, last_poll: null });
    expect(status.recent_emails[0]).toMatchObject({ id: 'x', forwarder_email: null, outcome: null, reason: 'automatic' });
    expect(toIngestionStatus({ status: { service_configured: false, processed_emails_count: 'n/a' } })).toMatchObject({ service_configured: false, email_user: null, processed_emails_count: 0, recent_emails: [] });
    expect(toIngestionStatus(null).service_configured).toBe(false);
  });

  test('reads the analysis, under `analysis` or not', () => {
    const analysis = { is_interview_related: true, company_name: 'Acme', company_domain: null, interview_stage: 'onsite', stage_label: 'Onsite', interview_date: '2026-11-12', position: 'SWE', job_family: 'software-engineering', job_title: 'Software Engineer', summary: 'Onsite.', extracted_by: 'heuristic', forwarded: null };
    expect(toAnalysis({ success: true, analysis })).toEqual(analysis);
    expect(toAnalysis(analysis)).toEqual(analysis);
    expect(toAnalysis({}).is_interview_related).toBe(false);
  });

  test('says what became of each mailbox message', () => {
    expect(emailResult(email({ status: 'ignored', reason: 'an automatic message' }))).toEqual({ label: 'Ignored', tone: 'neutral', note: 'an automatic message' });
    expect(emailResult(email({ outcome: 'recorded' }))).toMatchObject({ label: 'Recorded', tone: 'success' });
    expect(emailResult(email({ outcome: 'recorded_private', outcome_reason: 'issues' }))).toEqual({ label: 'Recorded as private', tone: 'warning', note: 'issues' });
    expect(emailResult(email({ outcome: 'refused', outcome_reason: 'Not an interview' }))).toMatchObject({ label: 'Refused', tone: 'error' });
    expect(emailResult(email({}))).toMatchObject({ label: 'Processing' });
  });

  test('poll cadence in words', () => {
    expect(pollCadence(0)).toBe('On demand only');
    expect(pollCadence(60)).toBe('Every minute');
    expect(pollCadence(300)).toBe('Every 5 minutes');
    expect(pollCadence(45)).toBe('Every 45 seconds');
  });
});
