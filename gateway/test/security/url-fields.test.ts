import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { TEST_PASSWORD, candidateCareerData, registerCandidate, verifiedRegistrationToken, startStack, type Stack } from '@hiring/test-kit/stack';

/** Issue 12: registration stored a `javascript:` linkedin_url (shown as a link to companies). */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const error = (message: string) => ({ status: 400, body: { success: false, error: message, message } });

describe('URL fields accept only http(s)', () => {
  it('registration refuses a javascript: linkedin_url', async () => {
    const email = `candidate.${uniqueSuffix()}@example.test`;
    const temp = await verifiedRegistrationToken(stack, { email, first_name: 'Ada', last_name: 'Lovelace', user_type: 'candidate' });
    const body = {
      email,
      user_type: 'candidate',
      career_data: { ...candidateCareerData({ linkedin_url: 'javascript:alert(document.cookie)' }), password: TEST_PASSWORD },
    };
    expect(await stack.rest('POST', '/api/complete-registration', body, temp)).toEqual(error('Please enter a valid LinkedIn URL (starting with https://)'));
  });

  it('registration refuses a javascript: company website', async () => {
    const identity = { email: `hr.${uniqueSuffix()}@company.test`, first_name: 'Grace', last_name: 'Hopper', user_type: 'company' as const };
    const temp = await verifiedRegistrationToken(stack, identity);
    const body = {
      ...identity,
      password: TEST_PASSWORD,
      company_data: { company_name: 'Acme', industry: 'Technology', size: '11-50', website: 'javascript:alert(1)' },
    };
    expect(await stack.rest('POST', '/api/register-with-verification', body, temp)).toEqual(
      error('Please enter a valid website URL (for example https://example.com)'),
    );
  });

  it('the profile page refuses it too', async () => {
    const candidate = await registerCandidate(stack);
    const response = await stack.rest(
      'POST',
      '/api/candidate/profile',
      { first_name: 'Ada', last_name: 'Lovelace', linkedin_url: 'javascript:alert(1)' },
      candidate.token,
    );
    expect(response).toEqual(error('Please enter a valid LinkedIn URL (starting with https://)'));
  });
});
