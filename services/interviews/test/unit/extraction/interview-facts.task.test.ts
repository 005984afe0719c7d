import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createExtractor, HeuristicExtractor } from '@hiring/extraction';
import { startFakeOpenAi, type FakeOpenAi } from '@hiring/extraction/testing';
import { interviewFactsSchema, normalizeFacts, type InterviewFacts } from '../../../src/domain/extraction/interview-facts.js';
import { heuristicInterviewFacts, interviewFactsTask, prepareInterviewEmailForModel } from '../../../src/domain/extraction/interview-facts.task.js';

const recruiterEmail = [
  'Subject: Re: Staff Engineer role at Tessellate',
  'From: Elena Rossi <elena.rossi@tessellate.ai>',
  'To: Ada Lovelace <ada.lovelace@gmail.com>',
  'Date: 2026-11-02T18:47:05.000Z',
  '',
  'Hi Ada,',
  '',
  "Thanks for getting back to me! I've sent a calendar invite for Thursday at 3pm PT for our intro call about the Staff Engineer role here at Tessellate. You'll also meet Arjun Mehta from the platform team.",
  '',
  'Talk Thursday,',
  'Elena Rossi',
  'Senior Technical Recruiter',
  'Tessellate | tessellate.ai',
  '+1 (628) 555-0199 | elena.rossi@tessellate.ai',
].join('\n');

describe('interview facts, heuristic', () => {
  it('reads a recruiter email into the schema', async () => {
    const { value, source } = await new HeuristicExtractor().extract(interviewFactsTask, recruiterEmail);
    expect(source).toBe('heuristic');
    expect(value).toEqual({
      is_interview_related: true,
      company_name: 'Tessellate',
      company_domain: 'tessellate.ai',
      interview_stage: 'recruiter_screen',
      interview_date: '2026-11-05',
      position: 'Staff Engineer',
      job_family: 'software-engineering',
      job_title: 'Staff Software Engineer',
      summary: 'Recruiter Screen interview with Tessellate for the Staff Engineer position (November 5, 2026).',
    });
  });

  it('blanks what is not an interview email', () => {
    const facts = heuristicInterviewFacts(
      'Subject: 30+ new Data Analyst jobs in Austin, TX\nFrom: Indeed <alert@indeed.com>\nTo: <ada@example.test>\nDate: 2026-11-12T14:00:01.000Z\n\nData Analyst II\nVerdant Energy - Austin, TX\nEasily apply\nSee more jobs\nUnsubscribe',
    );
    expect(facts).toEqual({
      is_interview_related: false,
      company_name: null,
      company_domain: null,
      interview_stage: 'unknown',
      interview_date: null,
      position: null,
      job_family: 'unknown',
      job_title: 'Unknown',
      summary: 'Not an interview email.',
    });
  });

  it('keeps dates of offers, rejections and applications at the email date', () => {
    const facts = heuristicInterviewFacts(
      'Subject: Offer of Employment - Product Manager\nFrom: Lumenfield People Team <people@lumenfield.com>\nTo: Priya <priya@example.test>\nDate: 2026-11-12T22:02:51.000Z\n\nDear Priya,\n\nOn behalf of Lumenfield, I am thrilled to offer you the position of Product Manager. We are proposing a start date of December 7, 2026.',
    );
    expect(facts).toMatchObject({
      company_name: 'Lumenfield',
      interview_stage: 'offer',
      interview_date: '2026-11-12',
      job_family: 'product-management',
      job_title: 'Product Manager',
    });
  });
});

describe('privacy', () => {
  it('sends the model no names, addresses, phone numbers or links, and keeps the hints they held', () => {
    const prepared = prepareInterviewEmailForModel(recruiterEmail);
    for (const personal of ['Ada', 'Lovelace', 'Elena', 'Rossi', 'Arjun', 'Mehta', '@', '555-0199', 'tessellate.ai |'])
      expect(prepared).not.toContain(personal);
    expect(prepared).toContain('sender domain tessellate.ai');
    expect(prepared).toContain('Email sent: 2026-11-02 (Monday)');
    expect(prepared).toContain('Staff Engineer role here at Tessellate');
    expect(prepared).toContain('[NAME]');
    expect(prepared).toContain('[PHONE]');
  });

  it('tells the model when the sender is an ATS or a personal mailbox, and the Workday tenant', () => {
    const prepared = prepareInterviewEmailForModel(
      'Subject: Interview\nFrom: Workday <acmebank@myworkday.com>\nTo: <ada@example.test>\nDate: 2026-11-02T17:00:00.000Z\n\nHello Ada, your interview is scheduled.',
    );
    expect(prepared).toContain('sender domain myworkday.com (Workday: a tool, not the employer)');
    expect(prepared).toContain('Workday tenant');
    expect(prepared).not.toContain('acmebank@');
  });

  it('redacts names from a summary whoever wrote it', () => {
    const facts = interviewFactsTask.finish!(
      {
        is_interview_related: true,
        company_name: 'Tessellate',
        company_domain: 'tessellate.ai',
        interview_stage: 'recruiter_screen',
        interview_date: '2026-11-05',
        position: 'Staff Engineer',
        job_family: 'software-engineering',
        job_title: 'Staff Software Engineer',
        summary: 'Elena Rossi (elena.rossi@tessellate.ai, +1 628 555 0199) invited Ada to an intro call.',
      },
      recruiterEmail,
    );
    expect(facts.summary).toBe('[NAME] ([EMAIL], [PHONE]) invited [NAME] to an intro call.');
  });
});

describe('normalizing any answer', () => {
  const base: InterviewFacts = {
    is_interview_related: true,
    company_name: 'Greenhouse',
    company_domain: 'us.greenhouse-mail.io',
    interview_stage: 'onsite',
    interview_date: '2026-02-30',
    position: ' Senior   Data Engineer ',
    job_family: 'software-engineering',
    job_title: 'Data Engineer',
    summary: 'x'.repeat(400),
  };

  it('never keeps an ATS as the employer, fixes the title family, drops impossible dates and bounds the summary', () => {
    const fallback = { ...base, company_name: 'Harbor & Finch', company_domain: null, interview_date: '2026-11-17' };
    const facts = normalizeFacts(base, fallback);
    expect(facts).toMatchObject({
      company_name: 'Harbor & Finch',
      company_domain: null,
      interview_date: '2026-11-17',
      position: 'Senior Data Engineer',
      job_family: 'data-analytics',
      job_title: 'Data Engineer',
    });
    expect(facts.summary.length).toBeLessThanOrEqual(280);
    expect(normalizeFacts({ ...base, company_name: 'Acme', job_family: 'design-ux', job_title: 'Astronaut' })).toMatchObject({
      company_name: 'Acme',
      job_family: 'design-ux',
      job_title: 'Unknown',
    });
  });
});

describe('the model path', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('asks for strict structured output with every field required, redacted input, and checks the answer', async () => {
    const extractor = createExtractor({ openaiApiKey: 'sk-test', baseURL: fake.baseURL });
    fake.respondWith({
      json: {
        is_interview_related: true,
        company_name: 'Lever',
        company_domain: 'hire.lever.co',
        interview_stage: 'recruiter_screen',
        interview_date: '2026-11-05',
        position: 'Staff Engineer',
        job_family: 'software-engineering',
        job_title: 'Staff Software Engineer',
        summary: 'Intro call with Elena Rossi about a staff role.',
      },
    });
    const { value, source } = await extractor.extract(interviewFactsTask, recruiterEmail);
    expect(source).toBe('openai');
    expect(value).toMatchObject({ company_name: 'Tessellate', company_domain: 'tessellate.ai', summary: 'Intro call with [NAME] about a staff role.' });

    const request = fake.requests.at(-1)!;
    const format = request.body.response_format!;
    expect(format.json_schema).toMatchObject({ name: 'interview_email_facts', strict: true });
    const schema = format.json_schema!.schema as { required: string[]; properties: Record<string, unknown>; additionalProperties: boolean };
    expect(schema.additionalProperties).toBe(false);
    expect([...schema.required].sort()).toEqual(Object.keys(interviewFactsSchema.shape).sort());
    const userText = request.body.messages[1]!.content;
    expect(userText).not.toMatch(/Elena|Rossi|Ada|@|555/);
    expect(request.body.messages[0]!.content).toContain('never answer with one of those');
  });
});
