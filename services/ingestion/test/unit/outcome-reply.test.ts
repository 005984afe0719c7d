import { describe, expect, it } from '@jest/globals';
import { outcomeReply } from '../../src/domain/outcome-reply.js';

const base = {
  ingestedEmailId: 'm#1#2#0',
  forwarderEmail: 'ada@example.test',
  candidateId: 'c1',
  reason: null,
  details: [],
  subject: 'Your onsite interview with Acme',
  interview: { interviewId: 'i1', companyName: 'Acme', stage: 'final', position: null, visibility: 'public' as const },
};

describe('outcomeReply', () => {
  it('says what was recorded, in the thread of the forward, as an automatic reply', () => {
    const mail = outcomeReply({ ...base, outcome: 'recorded' }, { inReplyTo: '<f1@example.test>', product: 'InterviewProof' })!;
    expect(mail).toMatchObject({ to: 'ada@example.test', subject: 'Interview recorded: Acme' });
    expect(mail.text).toContain('"Your onsite interview with Acme", in your interview history: Acme, Final Round.');
    expect(mail.headers).toEqual({
      'Auto-Submitted': 'auto-replied',
      'X-Hiring-Ingestion-Reply': 'recorded',
      'In-Reply-To': '<f1@example.test>',
      References: '<f1@example.test>',
    });
  });

  it('lists the reasons of a private record and of a refusal', () => {
    const privately = outcomeReply(
      { ...base, outcome: 'recorded_private', reason: 'issues', details: [{ title: 'No DKIM signature', description: 'Nothing proves it.' }] },
      { inReplyTo: null, product: 'InterviewProof' },
    )!;
    expect(privately.subject).toBe('Interview recorded as private: Acme');
    expect(privately.text).toContain('- No DKIM signature: Nothing proves it.');
    expect(privately.headers).not.toHaveProperty('In-Reply-To');
    const refused = outcomeReply(
      { ...base, outcome: 'refused', interview: null, reason: 'This email does not look like part of an interview process.', details: [] },
      { inReplyTo: null, product: 'InterviewProof' },
    )!;
    expect(refused.subject).toBe('Not recorded: Your onsite interview with Acme');
    expect(refused.text).toContain(': This email does not look like part of an interview process.\n\nNothing was stored.');
  });

  it('tells about a duplicate, and sends nothing for an ignored sender', () => {
    expect(outcomeReply({ ...base, outcome: 'duplicate' }, { inReplyTo: null, product: 'InterviewProof' })!.subject).toBe('Already in your history: Acme');
    expect(outcomeReply({ ...base, outcome: 'ignored', candidateId: null, interview: null }, { inReplyTo: null, product: 'InterviewProof' })).toBeNull();
  });
});
