import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@hiring/service-kit/testing';
import { forgotPassword } from '../../src/domain/password.service.js';
import type { AccountDeps } from '../../src/domain/deps.js';

const KNOWN = 'ada@example.test';

/** Deps that record each step of the work, with a mail server that refuses every mail. */
function recordingDeps() {
  const steps: string[] = [];
  const deps = {
    config: { CODE_SENDS_PER_IP_PER_HOUR: 30, PUBLIC_URL: 'http://localhost:4000' },
    logger: { error: () => steps.push('log failure'), warn: () => undefined, info: () => undefined },
    limiter: { hit: async () => (steps.push('limit per source'), { allowed: true, slotId: 'code-mail#1' }) },
    users: {
      findOne: (filter: { email: string }) => ({
        lean: () => ({ exec: async () => (steps.push('find account'), filter.email === KNOWN ? { firstName: 'Ada' } : null) }),
      }),
    },
    codes: {
      issue: async () => (steps.push('insert code'), { issued: true, id: 'reset-password:x:1', code: '123456' }),
      withdraw: async () => void steps.push('withdraw code'),
    },
    mailer: { product: 'InterviewProof', send: async () => (steps.push('send mail'), Promise.reject(new Error('SMTP refused'))) },
  };
  return { steps, deps: deps as unknown as AccountDeps };
}

async function ask(email: string) {
  const { steps, deps } = recordingDeps();
  const answer = await forgotPassword(deps, { email, clientIp: '203.0.113.5' }).catch((error: Error) => ({ error: error.message }));
  return { answer, before: [...steps], steps };
}

describe('forgotPassword', () => {
  it('does the same work before answering a known and an unknown address, and answers alike even when the mail fails', async () => {
    const known = await ask(KNOWN);
    const unknown = await ask('nobody@example.test');
    expect(known.answer).toEqual({ success: true, message: 'If an account exists for this email, we sent a password reset code to it.' });
    expect(unknown.answer).toEqual(known.answer);
    expect(known.before).toEqual(['limit per source', 'find account', 'insert code']);
    expect(unknown.before).toEqual(known.before);

    // The known address's mail leaves after the answer; its failure withdraws the code, so the owner may ask again at once.
    await waitFor(async () => (known.steps.includes('log failure') ? true : undefined), { what: 'the failed mail handled' });
    expect(known.steps).toEqual([...known.before, 'send mail', 'withdraw code', 'log failure']);
    expect(unknown.steps).toEqual(unknown.before);
  });
});
