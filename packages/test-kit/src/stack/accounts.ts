import { uniqueSuffix } from '@hiring/service-kit/testing';
import type { Stack } from './start-stack.js';

/**
 * Registration through the REST facade as the web app does it: send a code, read it from the
 * stack's SMTP server, validate it for the temporary token, then finish registration.
 */
export interface RegisteredUser {
  token: string;
  user: {
    id: string;
    email: string;
    user_type: string;
    first_name: string;
    last_name: string;
    company_name: string | null;
    email_verified: boolean;
    is_admin: boolean;
  };
  email: string;
  password: string;
}

export const TEST_PASSWORD = 'Str0ng-pass!';

export function candidateCareerData(overrides: Record<string, unknown> = {}) {
  return {
    expected_base_salary: 150000,
    dream_scenario_base_salary: '200,000',
    institution_custom: 'University of London',
    degree_level: 'Bachelor',
    field_of_study_custom: 'Mathematics',
    work_model: 'remote',
    work_location: 'London, UK',
    is_strictly_remote: true,
    current_company: 'Analytical Engines',
    job_title: 'Backend Engineer',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    work_experiences: JSON.stringify([
      { company: 'Analytical Engines', jobTitle: 'Backend Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false },
    ]),
    years_experience: 1.5,
    top5_skills: JSON.stringify(['TypeScript', 'Kafka']),
    ...overrides,
  };
}

export async function verifiedRegistrationToken(
  stack: Stack,
  identity: { email: string; first_name: string; last_name: string; user_type: 'candidate' | 'company' },
): Promise<string> {
  const since = new Date();
  const sent = await stack.rest('POST', '/api/send-verification-code', identity);
  if (sent.status !== 200) throw new Error(`send-verification-code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await stack.smtp.waitForCode(identity.email, { since });
  const validated = await stack.rest<{ temp_access_token: string }>('POST', '/api/validate-verification-code', { ...identity, verification_code: code });
  if (validated.status !== 200) throw new Error(`validate-verification-code: ${validated.status} ${JSON.stringify(validated.body)}`);
  return validated.body.temp_access_token;
}

export async function registerCandidate(
  stack: Stack,
  options: { email?: string; firstName?: string; lastName?: string; careerData?: Record<string, unknown>; referralId?: string } = {},
): Promise<RegisteredUser> {
  const email = options.email ?? `candidate.${uniqueSuffix()}@example.test`;
  const identity = { email, first_name: options.firstName ?? 'Ada', last_name: options.lastName ?? 'Lovelace', user_type: 'candidate' as const };
  const temp = await verifiedRegistrationToken(stack, identity);
  const done = await stack.rest<RegisteredUser['user'] & { access_token: string; user: RegisteredUser['user'] }>(
    'POST',
    '/api/complete-registration',
    {
      email,
      user_type: 'candidate',
      career_data: { ...candidateCareerData(options.careerData), password: TEST_PASSWORD },
      ...(options.referralId === undefined ? {} : { referral_id: options.referralId }),
    },
    temp,
  );
  if (done.status !== 200) throw new Error(`complete-registration: ${done.status} ${JSON.stringify(done.body)}`);
  return { token: done.body.access_token, user: done.body.user, email: email.toLowerCase(), password: TEST_PASSWORD };
}

export async function registerCompany(stack: Stack, options: { email?: string; companyName?: string } = {}): Promise<RegisteredUser> {
  const email = options.email ?? `hr.${uniqueSuffix()}@company.test`;
  const identity = { email, first_name: 'Grace', last_name: 'Hopper', user_type: 'company' as const };
  const temp = await verifiedRegistrationToken(stack, identity);
  const done = await stack.rest<{ access_token: string; user: RegisteredUser['user'] }>(
    'POST',
    '/api/register-with-verification',
    {
      ...identity,
      password: TEST_PASSWORD,
      company_data: { company_name: options.companyName ?? 'Acme Inc', industry: 'Technology', size: '11-50', website: 'https://acme.test' },
    },
    temp,
  );
  if (done.status !== 200) throw new Error(`register-with-verification: ${done.status} ${JSON.stringify(done.body)}`);
  return { token: done.body.access_token, user: done.body.user, email: email.toLowerCase(), password: TEST_PASSWORD };
}
