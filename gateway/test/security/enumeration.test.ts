import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { registerCandidate, registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * Issue 12: account enumeration. The reset-code lock-out only ever hit real accounts (decoy codes
 * of unknown addresses answered "invalid" forever), and two authenticated routes told whether an
 * address has an account without any limit: adding an extra address and sending a referral.
 */
let stack: Stack;
let candidate: RegisteredUser;
let company: RegisteredUser;

beforeAll(async () => {
  stack = await startStack({ env: { candidate: { EXTRA_EMAIL_CODES_PER_CANDIDATE_PER_HOUR: '3', REFERRAL_ATTEMPTS_PER_CANDIDATE_PER_HOUR: '2' } } });
  [candidate, company] = await Promise.all([registerCandidate(stack), registerCompany(stack)]);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

describe('reset codes answer alike for known and unknown addresses', () => {
  it('the same answers, lock-out included, whether or not the account exists', async () => {
    const run = async (email: string) => {
      expect(await stack.rest('POST', '/api/forgot-password', { email })).toMatchObject({ status: 200 });
      const answers: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const r = await stack.rest<{ message: string }>('POST', '/api/reset-password', { email, code: '000000', new_password: 'N3w-pass!!' });
        answers.push(`${r.status} ${r.body.message}`);
      }
      return answers;
    };
    const known = await run(company.email);
    const unknown = await run(`nobody.${uniqueSuffix()}@example.test`);
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe('429 Too many incorrect attempts. Please request a new code.');
  });
});

describe('authenticated oracles are throttled per user', () => {
  it('adding an address another account holds: limited before the answer', async () => {
    const add = () => stack.rest<{ message: string }>('POST', '/api/candidate/add-email', { email: company.email }, candidate.token);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await add()).status);
    expect(statuses).toEqual([409, 409, 409, 429]);
  });

  it('referring an address that has an account: limited before the answer', async () => {
    const refer = () =>
      stack.rest<{ message: string }>(
        'POST',
        '/api/candidate/send-referral',
        { first_name: 'Grace', last_name: 'Hopper', email: company.email },
        candidate.token,
      );
    const first = await refer();
    expect(first).toMatchObject({ status: 409, body: { message: 'This person already has an account' } });
    expect((await refer()).status).toBe(409);
    const third = await refer();
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many referral attempts\. Please try again in /);
  });
});
