import { randomBytes } from 'node:crypto';

/** RFC 822 messages as candidates' mail apps forward them (CRLF line ends). */

export const ATS_DOMAIN = 'us.greenhouse-mail.io';

const id = () => randomBytes(6).toString('hex');

export function interviewEmail(to: string, options: { subject?: string; body?: string; messageId?: string; date?: string } = {}): string {
  return [
    'From: Acme Recruiting <no-reply@us.greenhouse-mail.io>',
    `To: ${to}`,
    `Subject: ${options.subject ?? 'Your onsite interview with Acme Inc'}`,
    `Date: ${options.date ?? 'Tue, 03 Nov 2026 10:00:00 +0000'}`,
    `Message-ID: <${options.messageId ?? id()}@us.greenhouse-mail.io>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi,',
    '',
    options.body ??
      'Thank you for your time so far. We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
    '',
    'Best regards,',
    'Acme Recruiting',
    '',
  ].join('\r\n');
}

/** "Forward as attachment": a short note and the original, byte for byte, as message/rfc822. */
export function forwardAsAttachment(options: {
  from: string;
  to: string;
  originals: (string | Buffer)[];
  subject?: string;
  messageId?: string;
  headers?: string[];
}): string {
  const boundary = `fwd-${id()}`;
  const parts = options.originals.map((original, index) =>
    [
      `--${boundary}`,
      'Content-Type: message/rfc822',
      `Content-Disposition: attachment; filename="original-${index + 1}.eml"`,
      '',
      (typeof original === 'string' ? original : original.toString('latin1')).replace(/\r?\n$/, ''),
    ].join('\r\n'),
  );
  return [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject ?? 'Fwd: Your onsite interview with Acme Inc'}`,
    'Date: Wed, 04 Nov 2026 09:00:00 +0000',
    `Message-ID: <${options.messageId ?? id()}@mail.example.test>`,
    ...(options.headers ?? []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please record this interview.',
    ...parts,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Gmail's inline "Forward": the original's header block and text quoted in the body. */
export function gmailInlineForward(options: {
  from: string;
  to: string;
  candidate: string;
  subject?: string;
  body?: string;
  messageId?: string;
  headers?: string[];
}): string {
  const subject = options.subject ?? 'Technical screen with Initech';
  return [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: Fwd: ${subject}`,
    'Date: Wed, 04 Nov 2026 09:00:00 +0000',
    `Message-ID: <${options.messageId ?? id()}@mail.example.test>`,
    ...(options.headers ?? []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    '',
    '---------- Forwarded message ---------',
    'From: Acme Recruiting <no-reply@us.greenhouse-mail.io>',
    'Date: Tue, Nov 3, 2026 at 10:00 AM',
    `Subject: ${subject}`,
    `To: <${options.candidate}>`,
    '',
    'Hi,',
    '',
    options.body ?? 'We would like to invite you to a technical screen for the Backend Engineer position at Initech on November 20, 2026.',
    '',
    'Best regards,',
    'Initech Recruiting',
    '',
  ].join('\r\n');
}
