import { describe, expect, it } from '@jest/globals';
import { addressOf, examineMessage, type ExamineOptions } from '../../src/domain/examine-message.js';
import { stripForwarderSignatures } from '../../src/domain/strip-signatures.js';

/** No DNS at all: every lookup fails like a missing record, so nothing authenticates. */
const noDns: ExamineOptions['resolver'] = async () => {
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};
const open: ExamineOptions = { resolver: noDns, senderAuth: 'off', ownAddresses: ['ingest@hiring.test'] };

const original = ['From: Acme <jobs@acme.test>', 'To: ada@example.test', 'Subject: Onsite', 'Message-ID: <o1@acme.test>', '', 'Onsite on Nov 12.', ''].join(
  '\r\n',
);

function forward(headers: string[], body: string, contentType = 'text/plain; charset=utf-8'): Buffer {
  return Buffer.from([...headers, 'MIME-Version: 1.0', `Content-Type: ${contentType}`, '', body, ''].join('\r\n'));
}

describe('stripForwarderSignatures', () => {
  it('drops DKIM and ARC fields (folded lines included) and keeps every other byte', () => {
    const raw = Buffer.from(
      [
        'DKIM-Signature: v=1; a=rsa-sha256; d=gmail.com;',
        '\tb=abc',
        'ARC-Seal: i=1; cv=none',
        'From: ada@example.test',
        'Subject: Fwd: x',
        '',
        'DKIM-Signature: this is body text, not a header',
        '',
      ].join('\r\n'),
      'latin1',
    );
    expect(stripForwarderSignatures(raw).toString('latin1')).toBe(
      ['From: ada@example.test', 'Subject: Fwd: x', '', 'DKIM-Signature: this is body text, not a header', ''].join('\r\n'),
    );
  });

  it('works with bare LF line ends and without a body', () => {
    expect(stripForwarderSignatures(Buffer.from('DKIM-Signature: x\nFrom: a@b.test\n\nhi\n')).toString()).toBe('From: a@b.test\n\nhi\n');
    expect(stripForwarderSignatures(Buffer.from('From: a@b.test\nDKIM-Signature: x')).toString()).toBe('From: a@b.test\n');
  });
});

describe('examineMessage', () => {
  it('hands on every attached original byte for byte, and the forwarder from the outer From', async () => {
    const raw = forward(
      ['From: "Ada" <Ada@Example.test>', 'Subject: Fwd: Onsite', 'Message-ID: <f1@example.test>'],
      [
        '--b',
        'Content-Type: text/plain',
        '',
        'fyi',
        '--b',
        'Content-Type: message/rfc822',
        '',
        original,
        '--b',
        'Content-Type: message/rfc822',
        '',
        original.replace('o1@', 'o2@'),
        '--b--',
      ].join('\r\n'),
      'multipart/mixed; boundary="b"',
    );
    const result = await examineMessage(raw, open);
    expect(result).toMatchObject({
      kind: 'forward',
      forwarderEmail: 'ada@example.test',
      messageId: '<f1@example.test>',
      subject: 'Fwd: Onsite',
      authenticatedBy: null,
    });
    if (result.kind !== 'forward') throw new Error('expected a forward');
    expect(result.originals.map((o) => o.kind)).toEqual(['attached', 'attached']);
    expect(result.originals[0]!.raw.toString().trimEnd()).toBe(original.trimEnd());
  });

  it('passes a message without an attached original on whole, without its signatures', async () => {
    const raw = forward(
      ['DKIM-Signature: v=1; d=example.test; b=x', 'From: ada@example.test', 'Subject: Fwd: Onsite'],
      '---------- Forwarded message ---------\r\nFrom: Acme <jobs@acme.test>\r\n\r\nOnsite',
    );
    const result = await examineMessage(raw, open);
    if (result.kind !== 'forward') throw new Error('expected a forward');
    expect(result.originals).toHaveLength(1);
    expect(result.originals[0]!.kind).toBe('message');
    expect(result.originals[0]!.raw.toString()).not.toContain('DKIM-Signature');
    expect(result.originals[0]!.raw.toString()).toContain('---------- Forwarded message ---------');
  });

  it.each([
    ['an auto-reply', ['Auto-Submitted: auto-replied'], 'automatic'],
    ['bulk mail', ['Precedence: bulk'], 'automatic'],
    ['a mailing list', ['List-Id: <jobs.list.test>'], 'automatic'],
    ['a bounce', ['Content-Type: multipart/report; report-type=delivery-status; boundary="r"'], 'automatic'],
    ['our own reply', ['X-Hiring-Ingestion-Reply: recorded'], 'own_reply'],
  ])('ignores %s', async (_name, headers, reason) => {
    const raw = Buffer.from([`From: ada@example.test`, 'Subject: x', ...headers, '', 'body', ''].join('\r\n'));
    await expect(examineMessage(raw, open)).resolves.toMatchObject({ kind: 'ignored', reason, forwarderEmail: 'ada@example.test' });
  });

  it('ignores mail from its own address, from mailer daemons, without a sender, and what is not an email', async () => {
    await expect(examineMessage(Buffer.from('From: Hiring <INGEST@hiring.test>\r\nSubject: x\r\n\r\nb'), open)).resolves.toMatchObject({
      kind: 'ignored',
      reason: 'own_reply',
    });
    await expect(examineMessage(Buffer.from('From: MAILER-DAEMON@mx.test\r\nSubject: Undelivered\r\n\r\nb'), open)).resolves.toMatchObject({
      kind: 'ignored',
      reason: 'automatic',
    });
    await expect(examineMessage(Buffer.from('Subject: no sender\r\n\r\nb'), open)).resolves.toMatchObject({ kind: 'ignored', reason: 'no_sender' });
    await expect(examineMessage(Buffer.from('%PDF-1.7 binary'), open)).resolves.toMatchObject({
      kind: 'ignored',
      reason: 'unreadable',
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('requires an authenticated forwarder unless told otherwise', async () => {
    const raw = forward(['From: ada@example.test', 'Subject: Fwd: Onsite'], 'hello');
    await expect(examineMessage(raw, { ...open, senderAuth: 'required' })).resolves.toMatchObject({
      kind: 'ignored',
      reason: 'sender_not_authenticated',
      detail: expect.stringContaining('dkim=none'),
    });
    await expect(examineMessage(raw, open)).resolves.toMatchObject({ kind: 'forward' });
  });

  it('treats a DNS outage as "try again later", not as an unauthenticated sender', async () => {
    const timeout: ExamineOptions['resolver'] = async () => {
      throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
    };
    const signed = Buffer.from(
      [
        'DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.test; s=mail; h=from:subject; bh=x; b=y',
        'From: ada@example.test',
        'Subject: Fwd: Onsite',
        '',
        'hello',
        '',
      ].join('\r\n'),
    );
    await expect(examineMessage(signed, { ...open, senderAuth: 'required', resolver: timeout })).rejects.toThrow(/DNS temporary error/);
  });

  it('reads the address out of MAIL_FROM', () => {
    expect(addressOf('Hiring Marketplace <No-Reply@Hiring.test>')).toBe('no-reply@hiring.test');
    expect(addressOf('no-reply@hiring.test')).toBe('no-reply@hiring.test');
  });
});
