import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { registerCandidate, startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * Issue 12: one-time codes were in mail subjects (which the mailer logs and phones show on lock
 * screens). Every code mail (registration, password reset, a candidate's extra address) now has
 * the code in its body only. (The dev outbox's log is covered in the kit's mail test.)
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const mailTo = (to: string, since: Date) =>
  stack.smtp.waitForMail((m) => m.to.includes(to) && m.receivedAt >= since && /\b\d{6}\b/.test(m.text), { what: `a code mail to ${to}` });

describe('one-time codes stay out of subjects', () => {
  it('registration, password reset and extra-address codes', async () => {
    const since = new Date();
    const fresh = `code.${uniqueSuffix()}@example.test`;
    expect(
      (await stack.rest('POST', '/api/send-verification-code', { email: fresh, first_name: 'Ada', last_name: 'Lovelace', user_type: 'candidate' })).status,
    ).toBe(200);

    const user = await registerCandidate(stack);
    const resetSince = new Date();
    expect((await stack.rest('POST', '/api/forgot-password', { email: user.email })).status).toBe(200);

    const extra = `extra.${uniqueSuffix()}@example.test`;
    expect((await stack.rest('POST', '/api/candidate/add-email', { email: extra }, user.token)).status).toBe(200);

    const mails = await Promise.all([mailTo(fresh, since), mailTo(user.email, resetSince), mailTo(extra, since)]);
    for (const mail of mails) {
      const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
      expect({ subject: mail.subject, hasCode: mail.subject.includes(code) }).toEqual({ subject: mail.subject, hasCode: false });
      expect(mail.subject).not.toMatch(/\d{6}/);
    }
  });
});
