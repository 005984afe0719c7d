import { describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { NotAnEmailError, parseEml } from '../../../src/domain/parsing/parse-eml.js';
import { matchOwnedAddress } from '../../../src/domain/parsing/ownership.js';

const headers = (extra: string[] = []) =>
  [
    'From: Recruiting <jobs@acme.test>',
    'To: Ada <ada@example.test>',
    'Subject: Interview',
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    'Message-ID: <m1@acme.test>',
    'MIME-Version: 1.0',
    ...extra,
  ].join('\r\n');

const encoded = (charset: string, encoding: 'base64' | 'quoted-printable', body: string) => {
  const bytes = iconv.encode(body, charset);
  const payload =
    encoding === 'base64'
      ? bytes.toString('base64').replace(/.{76}/g, '$&\r\n')
      : [...bytes].map((b) => (b > 126 || b === 61 ? `=${b.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(b))).join('');
  return Buffer.from(`${headers([`Content-Type: text/plain; charset=${charset}`, `Content-Transfer-Encoding: ${encoding}`])}\r\n\r\n${payload}\r\n`, 'latin1');
};

describe('parseEml', () => {
  it.each([
    ['utf-8', 'base64', 'Entretien avec l’équipe — 12 novembre ✓'],
    ['iso-8859-1', 'quoted-printable', 'Entretien à Zürich, café inclus'],
    ['windows-1252', 'quoted-printable', 'Your “onsite” interview – €100 travel'],
    ['shift_jis', 'base64', '面接のご案内：最終面接は11月12日です'],
  ] as const)('decodes %s in %s', async (charset, encoding, body) => {
    const email = await parseEml(encoded(charset, encoding, body));
    expect(email.text).toBe(body);
    expect(email.subject).toBe('Interview');
    expect(email.messageId).toBe('<m1@acme.test>');
  });

  it('reads nested multiparts and prefers text, falling back to HTML converted to text', async () => {
    const raw = [
      headers(['Content-Type: multipart/mixed; boundary="outer"']),
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary="inner"',
      '',
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><body><p>Your <b>technical screen</b> is confirmed.</p><p>See&nbsp;you</p></body></html>',
      '--inner--',
      '--outer',
      'Content-Type: text/calendar; method=REQUEST; name=invite.ics',
      '',
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'ORGANIZER;CN=Jane:mailto:jane@acme-corp.test',
      'END:VEVENT',
      'END:VCALENDAR',
      '--outer--',
      '',
    ].join('\r\n');
    const email = await parseEml(Buffer.from(raw));
    expect(email.text).toContain('Your technical screen is confirmed.');
    expect(email.text).toContain('See you');
    expect(email.calendarOrganizers).toEqual(['jane@acme-corp.test']);
  });

  it.each([
    [
      'gmail',
      '---------- Forwarded message ---------\nFrom: Acme Talent <talent@acme.test>\nDate: Mon, Nov 2, 2026 at 9:00 AM\nSubject: Final round\nTo: Ada <ada@example.test>\n\nWe would like to invite you to a final round.',
    ],
    [
      'outlook',
      '________________________________\nFrom: Acme Talent <talent@acme.test>\nSent: Monday, November 2, 2026 9:00 AM\nTo: Ada <ada@example.test>\nSubject: Final round\n\nWe would like to invite you to a final round.',
    ],
    [
      'apple-mail',
      'Begin forwarded message:\n\nFrom: Acme Talent <talent@acme.test>\nSubject: Final round\nDate: November 2, 2026 at 9:00:00 AM GMT\nTo: Ada <ada@example.test>\n\nWe would like to invite you to a final round.',
    ],
  ] as const)('finds the original in a %s forward', async (format, body) => {
    const raw = `${headers(['Content-Type: text/plain; charset=utf-8']).replace('From: Recruiting <jobs@acme.test>', 'From: Ada <ada@example.test>').replace('To: Ada <ada@example.test>', 'To: me@elsewhere.test')}\r\n\r\nFYI\r\n\r\n${body.replace(/\n/g, '\r\n')}\r\n`;
    const email = await parseEml(Buffer.from(raw));
    expect(email.forwarded).toMatchObject({
      format,
      from: { address: 'talent@acme.test', name: 'Acme Talent' },
      subject: 'Final round',
      text: 'We would like to invite you to a final round.',
    });
    expect(email.forwarded?.to[0]?.address).toBe('ada@example.test');
  });

  it('reads an original attached as message/rfc822', async () => {
    const raw = [
      headers(['Content-Type: multipart/mixed; boundary="b"']),
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'see attached',
      '--b',
      'Content-Type: message/rfc822',
      '',
      'From: Lever <no-reply@hire.lever.co>',
      'To: ada@example.test',
      'Subject: Offer from Acme',
      'Date: Tue, 10 Nov 2026 10:00:00 +0000',
      '',
      'We are delighted to offer you the role.',
      '--b--',
      '',
    ].join('\r\n');
    const email = await parseEml(Buffer.from(raw));
    expect(email.forwarded).toMatchObject({ format: 'attached', subject: 'Offer from Acme', from: { address: 'no-reply@hire.lever.co' } });
    expect(email.forwarded?.text).toContain('delighted to offer');
  });

  it('refuses what is not an email', async () => {
    await expect(parseEml(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).rejects.toBeInstanceOf(NotAnEmailError);
    await expect(parseEml(Buffer.from([0, 1, 2, 3, 255, 254, 0, 0]))).rejects.toBeInstanceOf(NotAnEmailError);
    await expect(parseEml(Buffer.from(''))).rejects.toBeInstanceOf(NotAnEmailError);
  });

  it('gives the same content hash to the same email and a different one to another', async () => {
    const a = await parseEml(encoded('utf-8', 'base64', 'Hello'));
    const b = await parseEml(encoded('utf-8', 'quoted-printable', 'Hello'));
    const c = await parseEml(encoded('utf-8', 'base64', 'Hello again'));
    expect(a.contentHash).toBe(b.contentHash);
    expect(a.contentHash).not.toBe(c.contentHash);
  });
});

describe('matchOwnedAddress', () => {
  it('accepts a verified recipient in To, Cc, Delivered-To or X-Original-To, or the sender, case-insensitively', async () => {
    const email = await parseEml(
      Buffer.from(`${headers(['Cc: Other <other@example.test>', 'Delivered-To: ada+jobs@example.test', 'X-Original-To: alias@example.test'])}\r\n\r\nbody\r\n`),
    );
    expect(matchOwnedAddress(email, ['ADA@example.test'])).toBe('ada@example.test');
    expect(matchOwnedAddress(email, ['other@example.test'])).toBe('other@example.test');
    expect(matchOwnedAddress(email, ['ada+jobs@example.test'])).toBe('ada+jobs@example.test');
    expect(matchOwnedAddress(email, ['alias@example.test'])).toBe('alias@example.test');
    expect(matchOwnedAddress(email, ['jobs@acme.test'])).toBe('jobs@acme.test');
    expect(matchOwnedAddress(email, ['someone@else.test'])).toBeNull();
  });
});
