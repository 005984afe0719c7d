import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { testToken, uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startStack, type Stack, TEST_PASSWORD, candidateCareerData, registerCompany, verifiedRegistrationToken } from '@hiring/test-kit/stack';

/** The registration part of the accounts REST contract (docs/product/rules.md#validation, docs/product/api.md#rest-api, docs/product/rules.md#errors), end to end. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const fixture = (name: string) => readFileSync(new URL(`../../packages/extraction/test/fixtures/${name}`, import.meta.url));
const codes = () => stack.services.auth.connection.collection('one_time_codes');
const users = () => stack.services.auth.connection.collection('users');
const error = (status: number, message: string) => ({ status, body: { success: false, error: message, message } });
const person = (email: string, userType = 'candidate') => ({ email, first_name: 'Ada', last_name: 'Lovelace', user_type: userType });

async function sendCode(email: string, userType = 'candidate'): Promise<string> {
  const since = new Date();
  const sent = await stack.rest('POST', '/api/send-verification-code', person(email, userType));
  expect(sent).toEqual({ status: 200, body: { success: true, message: 'Verification code sent. Please check your email.', temp_access_token: null } });
  return stack.smtp.waitForCode(email, { since });
}

describe('POST /api/send-verification-code', () => {
  it('checks the basic information and holds resends for 30 s', async () => {
    expect(await stack.rest('POST', '/api/send-verification-code', { email: 'a@b.test', first_name: 'A', user_type: 'candidate' })).toEqual(
      error(400, 'Please fill in first name, last name, and email'),
    );
    expect(await stack.rest('POST', '/api/send-verification-code', { ...person('not-an-email') })).toEqual(error(400, 'Please enter a valid email address'));
    expect(await stack.rest('POST', '/api/send-verification-code', { ...person('a@b.test'), user_type: 'admin' })).toEqual(
      error(400, 'Please choose whether you are a candidate or a company'),
    );
    const email = `send.${uniqueSuffix()}@example.test`;
    await sendCode(email);
    const again = await stack.rest<{ error: string }>('POST', '/api/send-verification-code', person(email));
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
  });
});

describe('POST /api/validate-verification-code', () => {
  it('refuses a wrong code five times, then any code; an expired code; a malformed one; and creates nothing', async () => {
    const email = `wrong.${uniqueSuffix()}@example.test`;
    const code = await sendCode(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect(await stack.rest('POST', '/api/validate-verification-code', { ...person(email), verification_code: wrong })).toEqual(
        error(400, 'Invalid verification code'),
      );
    }
    expect(await stack.rest('POST', '/api/validate-verification-code', { ...person(email), verification_code: code })).toEqual(
      error(429, 'Too many incorrect attempts. Please request a new code.'),
    );

    const late = `late.${uniqueSuffix()}@example.test`;
    const lateCode = await sendCode(late);
    await codes().updateMany({ email: late }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await stack.rest('POST', '/api/validate-verification-code', { ...person(late), verification_code: lateCode })).toEqual(
      error(400, 'Verification code has expired. Please request a new code.'),
    );
    expect(await stack.rest('POST', '/api/validate-verification-code', { ...person(late), verification_code: '12 34' })).toEqual(
      error(400, 'Please enter a valid 6-digit verification code'),
    );
    const pending = stack.services.auth.connection.collection('pending_registrations');
    expect(await pending.countDocuments({ _id: { $in: [email, late] } as never })).toBe(0);
  });

  it('answers the temporary token for the right code', async () => {
    const email = `right.${uniqueSuffix()}@example.test`;
    const code = await sendCode(email);
    const result = await stack.rest<{ temp_access_token: string }>('POST', '/api/validate-verification-code', { ...person(email), verification_code: code });
    expect(result).toEqual({ status: 200, body: { success: true, message: 'Email verified successfully!', temp_access_token: expect.any(String) } });
  });
});

describe('POST /api/complete-registration (candidate)', () => {
  it('refuses without the registration token, and with each broken career rule, creating nothing', async () => {
    const email = `rules.${uniqueSuffix()}@example.test`;
    const temp = await verifiedRegistrationToken(stack, person(email) as never);
    const complete = (career: Record<string, unknown>, token: string | null = temp) =>
      stack.rest(
        'POST',
        '/api/complete-registration',
        { email, user_type: 'candidate', career_data: { ...candidateCareerData(career), password: TEST_PASSWORD } },
        token ?? undefined,
      );
    expect(await complete({}, null)).toEqual(error(401, 'Please verify your email address before completing registration'));
    expect(await complete({ field_of_study_custom: '' })).toEqual(error(400, 'Please complete your education information'));
    expect(await complete({ work_experiences: JSON.stringify([{ company: 'Acme', jobTitle: '' }]) })).toEqual(
      error(400, 'Please add at least one work experience'),
    );
    expect(await complete({ work_experiences: 'not json' })).toEqual(error(400, 'Work experiences must be a JSON list of entries'));
    expect(await complete({ top5_skills: '[]' })).toEqual(error(400, 'Please add at least one skill'));
    expect(await complete({ top5_skills: JSON.stringify(Array.from({ length: 11 }, (_, i) => `S${i}`)) })).toEqual(error(400, 'You can add at most 10 skills'));
    expect(await complete({ job_family: 'design-ux', job_title: 'Data Engineer' })).toEqual(
      error(400, 'Job title must be one of the titles of the selected job family'),
    );
    expect(await complete({ expected_base_salary: 'lots' })).toEqual(error(400, 'Salaries must be positive whole numbers'));
    const weak = await stack.rest(
      'POST',
      '/api/complete-registration',
      { email, user_type: 'candidate', career_data: { ...candidateCareerData(), password: 'password1' } },
      temp,
    );
    expect(weak).toEqual(error(400, 'Password must contain at least one special character'));
    expect(await users().countDocuments({ email })).toBe(0);
  });

  it('registers the candidate, answers the session, and the profile follows from UserRegistered', async () => {
    const email = `Cand.${uniqueSuffix()}@Example.test`;
    const temp = await verifiedRegistrationToken(stack, person(email) as never);
    const result = await stack.rest<{ access_token: string; user: { id: string } }>(
      'POST',
      '/api/complete-registration',
      { email, user_type: 'candidate', career_data: { ...candidateCareerData(), password: TEST_PASSWORD } },
      temp,
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      access_token: expect.any(String),
      user: {
        id: expect.any(String),
        email: email.toLowerCase(),
        user_type: 'candidate',
        first_name: 'Ada',
        last_name: 'Lovelace',
        company_name: null,
        email_verified: true,
        email_verified_at: expect.any(String),
        is_admin: false,
      },
    });
    const token = result.body.access_token;

    // The name part answers at once (from the account), the work history once the profile is built.
    const profile = await waitFor(
      async () => {
        const response = await stack.rest<{ work_experiences: string }>('GET', '/api/candidate/profile', undefined, token);
        return response.status === 200 && response.body.work_experiences !== '[]' ? response : null;
      },
      { what: 'the candidate profile' },
    );
    // (the profile carries every field of the entity since issue 7; the accounts pages read these)
    expect(profile.body).toMatchObject({
      success: true,
      first_name: 'Ada',
      last_name: 'Lovelace',
      work_experiences: JSON.stringify([
        { company: 'Analytical Engines', jobTitle: 'Backend Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false },
      ]),
    });
    const graph = await stack.graphql<{ myCandidateProfile: Record<string, unknown> }>(
      '{ myCandidateProfile { yearsExperience skills jobFamily jobTitle currentCompany } }',
      {},
      token,
    );
    // complete-registration carries no job_family: the listed title brings its family.
    expect(graph.body.data?.myCandidateProfile).toEqual({
      yearsExperience: 1.5,
      skills: ['TypeScript', 'Kafka'],
      jobFamily: 'software-engineering',
      jobTitle: 'Backend Engineer',
      currentCompany: 'Analytical Engines',
    });
    await stack.smtp.waitForMail((m) => m.to.includes(email.toLowerCase()) && m.subject === 'Welcome to InterviewProof');

    const again = await stack.rest(
      'POST',
      '/api/complete-registration',
      { email, user_type: 'candidate', career_data: { ...candidateCareerData(), password: TEST_PASSWORD } },
      temp,
    );
    expect(again).toEqual(error(409, 'An account with this email already exists'));
  });
});

describe('POST /api/register-with-verification (company)', () => {
  it('needs a company name, then registers the company and its profile', async () => {
    const email = `co.${uniqueSuffix()}@example.test`;
    const temp = await verifiedRegistrationToken(stack, person(email, 'company') as never);
    const body = {
      ...person(email, 'company'),
      password: TEST_PASSWORD,
      company_data: { company_name: ' ', industry: 'Technology', size: '11-50', website: null },
    };
    expect(await stack.rest('POST', '/api/register-with-verification', body, temp)).toEqual(error(400, 'Company name is required'));
    expect(
      await stack.rest(
        'POST',
        '/api/register-with-verification',
        { ...body, company_data: { ...body.company_data, company_name: 'Initech', industry: 'Mining' } },
        temp,
      ),
    ).toEqual(error(400, 'Please choose a valid industry'));
    const done = await stack.rest<{ access_token: string; user: Record<string, unknown> }>(
      'POST',
      '/api/register-with-verification',
      { ...body, company_data: { ...body.company_data, company_name: 'Initech' } },
      temp,
    );
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ user_type: 'company', company_name: 'Initech', first_name: 'Ada', email_verified: true });
    const company = await waitFor(
      async () => {
        const r = await stack.graphql<{ myCompanyProfile: { companyName: string; size: string } | null }>(
          '{ myCompanyProfile { companyName size } }',
          {},
          done.body.access_token,
        );
        return r.body.data?.myCompanyProfile;
      },
      { what: 'the company profile' },
    );
    expect(company).toEqual({ companyName: 'Initech', size: '11-50' });
    expect(await stack.rest('GET', '/api/candidate/profile', undefined, done.body.access_token)).toEqual(error(403, 'Only candidates can do this'));
  });
});

describe('GET /api/candidate/profile', () => {
  it('answers 401 without a session and 404 "User not found" for an account that is gone', async () => {
    expect(await stack.rest('GET', '/api/candidate/profile')).toEqual(error(401, 'Authentication required'));
    expect(await stack.rest('GET', '/api/candidate/profile', undefined, 'not-a-token')).toEqual(error(401, 'Authentication required'));
    expect(await stack.rest('GET', '/api/candidate/profile', undefined, testToken({ userId: `gone-${uniqueSuffix()}` }))).toEqual(error(404, 'User not found'));
  });

  it('is not reachable with the temporary registration token', async () => {
    const { token } = await registerCompany(stack);
    expect((await stack.rest('GET', '/api/candidate/profile', undefined, token)).status).toBe(403);
    const temp = await verifiedRegistrationToken(stack, person(`temp.${uniqueSuffix()}@example.test`) as never);
    expect(await stack.rest('GET', '/api/candidate/profile', undefined, temp)).toEqual(error(401, 'Authentication required'));
  });
});

describe('POST /api/analyze-resume-for-registration', () => {
  async function analyze(file: { bytes: Buffer; name: string; type?: string } | null) {
    const form = new FormData();
    if (file) form.append('resume', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
    const response = await fetch(`${stack.gateway.url}/api/analyze-resume-for-registration`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('analyses a resume through the gateway into the spec shape', async () => {
    const result = await analyze({ bytes: fixture('resume.pdf'), name: 'Jane Doe CV.pdf', type: 'application/pdf' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      analysis: {
        contact: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com' },
        education: { degreeLevel: 'Bachelor', fieldOfStudy: 'Computer Science' },
        workPreferences: { workModel: 'remote', location: 'San Francisco, CA' },
        jobClassification: { jobFamily: 'software-engineering', jobTitle: 'Senior Software Engineer' },
      },
    });
    expect((result.body['analysis'] as { skills: string[] }).skills).toHaveLength(10);
  });

  it('refuses a wrong type and an oversized file with the spec texts, and a request without a file', async () => {
    expect(await analyze({ bytes: Buffer.from('GIF89a....'), name: 'me.gif', type: 'image/gif' })).toEqual(
      error(400, 'Please upload a PDF, Word document (.doc/.docx), or text file (.txt/.rtf)'),
    );
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    expect(await analyze({ bytes: big, name: 'huge.pdf', type: 'application/pdf' })).toEqual(error(413, 'File size must be less than 10MB'));
    const justOver = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect(await analyze({ bytes: justOver, name: 'over.pdf', type: 'application/pdf' })).toEqual(error(413, 'File size must be less than 10MB'));
    expect(await analyze(null)).toEqual(error(400, 'Please upload a resume file'));
    expect(await stack.rest('POST', '/api/analyze-resume-for-registration', { resume: 'text' })).toEqual(error(400, 'Please upload a resume file'));
  });
});
