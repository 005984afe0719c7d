import { describe, expect, test } from '@jest/globals';
import { ADMIN_TEXT, analysisInputProblem, emailResult, pollCadence, type RecentIngestedEmail } from './admin';

const email = (extra: Partial<RecentIngestedEmail>): RecentIngestedEmail => ({
  id: 'm-1',
  forwarderEmail: 'ada@example.com',
  subject: 'Fwd: Onsite',
  receivedAt: '2026-11-22T10:00:00.000Z',
  status: 'forwarded',
  reason: null,
  outcome: null,
  outcomeReason: null,
  ...extra,
});

describe('admin email ingestion', () => {
  test('a subject or a body is needed (the spec alert), whitespace does not count', () => {
    expect(analysisInputProblem({ subject: '', body: '', senderEmail: 'a@b.test' })).toBe('Please provide at least a subject or body');
    expect(analysisInputProblem({ subject: '  ', body: '\n', senderEmail: '' })).toBe(ADMIN_TEXT.analysisEmpty);
    expect(analysisInputProblem({ subject: 'Onsite', body: '', senderEmail: '' })).toBeNull();
    expect(analysisInputProblem({ subject: '', body: 'Hi', senderEmail: '' })).toBeNull();
  });

  test('says what became of each mailbox message', () => {
    expect(emailResult(email({ status: 'ignored', reason: 'an automatic message' }))).toEqual({
      label: 'Ignored',
      tone: 'neutral',
      note: 'an automatic message',
    });
    expect(emailResult(email({ outcome: 'recorded' }))).toMatchObject({ label: 'Recorded', tone: 'success' });
    expect(emailResult(email({ outcome: 'recorded_private', outcomeReason: 'issues' }))).toEqual({
      label: 'Recorded as private',
      tone: 'warning',
      note: 'issues',
    });
    expect(emailResult(email({ outcome: 'refused', outcomeReason: 'Not an interview' }))).toMatchObject({ label: 'Refused', tone: 'error' });
    expect(emailResult(email({}))).toMatchObject({ label: 'Processing' });
  });

  test('poll cadence in words', () => {
    expect(pollCadence(0)).toBe('On demand only');
    expect(pollCadence(60)).toBe('Every minute');
    expect(pollCadence(300)).toBe('Every 5 minutes');
    expect(pollCadence(45)).toBe('Every 45 seconds');
  });
});
