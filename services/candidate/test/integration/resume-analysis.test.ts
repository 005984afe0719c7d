import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { startFakeOpenAi, type FakeOpenAi } from '@hiring/extraction/testing';
import { startCandidate, type CandidateService } from '../support/candidate-service.js';

const fixture = (name: string) => readFileSync(new URL(`../../../../packages/extraction/test/fixtures/${name}`, import.meta.url));
const WRONG_TYPE = 'Please upload a PDF, Word document (.doc/.docx), or text file (.txt/.rtf)';
const TOO_LARGE = 'File size must be less than 10MB';

let heuristic: CandidateService;
let withModel: CandidateService;
let fake: FakeOpenAi;
let ip = 0;

async function upload(service: CandidateService, file: { bytes: Buffer; name: string; type?: string } | null, options: { field?: string; ip?: string } = {}) {
  const form = new FormData();
  if (file) form.append(options.field ?? 'resume', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  else form.append('note', 'no file');
  const response = await fetch(`${service.url}/resume-analysis`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': options.ip ?? `192.0.2.${(ip += 1)}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; error?: string; message?: string; analysis?: Record<string, unknown> },
  };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  [heuristic, withModel] = await Promise.all([
    startCandidate({ RESUME_ANALYSES_PER_IP_PER_HOUR: '3' }),
    startCandidate({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'test-model' }),
  ]);
}, 60_000);
afterAll(async () => {
  for (const service of [heuristic, withModel]) {
    await service?.connection.dropDatabase().catch(() => undefined);
    await service?.stop();
  }
  await fake?.stop();
});

const expected = {
  contact: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', linkedinUrl: 'https://www.linkedin.com/in/janedoe' },
  education: { institution: 'University of California, Berkeley', degreeLevel: 'Bachelor', fieldOfStudy: 'Computer Science' },
  workExperiences: [
    { company: 'Stripe', jobTitle: 'Senior Software Engineer', startMonth: 3, startYear: 2021, endMonth: null, endYear: null, isCurrent: true },
    { company: 'Square', jobTitle: 'Software Engineer', startMonth: 6, startYear: 2017, endMonth: 2, endYear: 2021, isCurrent: false },
  ],
  skills: ['Go', 'Kafka', 'PostgreSQL', 'Java', 'TypeScript', 'Kubernetes', 'AWS', 'gRPC', 'Redis', 'Terraform'],
  workPreferences: { workModel: 'remote', location: 'San Francisco, CA' },
  jobClassification: { jobFamily: 'software-engineering', jobTitle: 'Senior Software Engineer' },
};

describe('resume analysis without a model key (heuristic)', () => {
  it.each([
    ['resume.pdf', 'application/pdf'],
    ['resume.doc', 'application/msword'],
    ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['resume.txt', 'text/plain'],
    ['resume.rtf', 'application/rtf'],
  ])('fills the analysis from %s', async (name, type) => {
    const result = await upload(heuristic, { bytes: fixture(name), name, type });
    expect(result).toEqual({ status: 200, body: { success: true, analysis: expected } });
  });

  it('refuses other types and disguised files with the spec text, changing nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const file of [
      { bytes: png, name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.from('MZ\u0090\u0000 not a pdf'), name: 'resume.pdf', type: 'application/pdf' },
      { bytes: fixture('resume.pdf'), name: 'resume.exe', type: 'application/octet-stream' },
    ]) {
      expect(await upload(heuristic, file)).toEqual({ status: 400, body: { success: false, error: WRONG_TYPE, message: WRONG_TYPE } });
    }
  });

  it('refuses a file over 10 MB with the spec text', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 - 8, 0x20)]);
    expect(await upload(heuristic, { bytes: big, name: 'big.pdf', type: 'application/pdf' })).toEqual({
      status: 413,
      body: { success: false, error: TOO_LARGE, message: TOO_LARGE },
    });
  });

  it('answers a missing file, an empty document and an unreadable one', async () => {
    expect((await upload(heuristic, null)).body).toMatchObject({ success: false, error: 'Please upload a resume file' });
    expect((await upload(heuristic, { bytes: Buffer.from('   \n  '), name: 'empty.txt', type: 'text/plain' })).body.error).toBe(
      'Failed to analyze resume. No text could be read from this file.',
    );
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x41)]);
    expect(await upload(heuristic, { bytes: corrupt, name: 'broken.pdf', type: 'application/pdf' })).toMatchObject({
      status: 422,
      body: { error: 'Failed to analyze resume. No text could be read from this file.' },
    });
  });

  it('limits analyses per client address', async () => {
    const address = '192.0.2.250';
    for (let i = 0; i < 3; i += 1) expect((await upload(heuristic, { bytes: fixture('resume.txt'), name: 'cv.txt' }, { ip: address })).status).toBe(200);
    const limited = await upload(heuristic, { bytes: fixture('resume.txt'), name: 'cv.txt' }, { ip: address });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many resume uploads\. Please try again in \d+ (minute|second)s?\.$/);
  });
});

describe('resume analysis with a model key (OpenAI structured output)', () => {
  it('sends the redacted text, takes the structured answer, keeps contact details from the local reading and normalizes', async () => {
    fake.respondWith({
      json: {
        contact: { firstName: null, lastName: null, email: null, linkedinUrl: null },
        education: { institution: 'UC Berkeley', degreeLevel: 'Bachelor', fieldOfStudy: 'Computer Science' },
        workExperiences: [
          { company: 'Stripe', jobTitle: 'Senior Software Engineer', startMonth: 3, startYear: 2021, endMonth: null, endYear: null, isCurrent: true },
        ],
        skills: ['Go', 'Kafka', 'go'],
        workPreferences: { workModel: 'hybrid', location: 'San Francisco, CA' },
        jobClassification: { jobFamily: 'software-engineering', jobTitle: 'Distinguished Wizard' },
      },
    });
    const result = await upload(withModel, { bytes: fixture('resume.docx'), name: 'resume.docx' });
    expect(result.status).toBe(200);
    expect(result.body.analysis).toEqual({
      contact: expected.contact,
      education: { institution: 'UC Berkeley', degreeLevel: 'Bachelor', fieldOfStudy: 'Computer Science' },
      workExperiences: [expected.workExperiences[0]],
      skills: ['Go', 'Kafka'],
      workPreferences: { workModel: 'hybrid', location: 'San Francisco, CA' },
      jobClassification: { jobFamily: 'software-engineering', jobTitle: 'Unknown' },
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.response_format?.json_schema).toMatchObject({ name: 'resume_analysis', strict: true });
    const text = sent.body.messages[1]!.content;
    expect(text).toContain('Senior Software Engineer, Stripe');
    for (const personal of ['Jane', 'Doe', 'jane.doe@example.com', '555-0134', 'linkedin.com/in/janedoe']) expect(text).not.toContain(personal);
    expect(text).toContain('[NAME]');
  });

  it('falls back to the heuristic when the model fails', async () => {
    fake.respondWith({ status: 503 });
    const result = await upload(withModel, { bytes: fixture('resume.txt'), name: 'resume.txt' });
    expect(result).toEqual({ status: 200, body: { success: true, analysis: expected } });
  });
});
