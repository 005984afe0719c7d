import { describe, expect, it } from '@jest/globals';
import { parseEml } from '../../../src/domain/parsing/parse-eml.js';
import { htmlToText } from '../../../src/domain/extraction/html.js';
import { readSerializedEmail, serializeForExtraction } from '../../../src/domain/extraction/serialize.js';

const raw = (headers: string[], body: string) => Buffer.from(`${[...headers, 'MIME-Version: 1.0'].join('\r\n')}\r\n\r\n${body.replace(/\n/g, '\r\n')}\r\n`);

describe('serializeForExtraction', () => {
  it('writes the headers the extraction needs and reads them back', async () => {
    const parsed = await parseEml(
      raw(
        [
          'From: "Acme via Greenhouse" <no-reply@us.greenhouse-mail.io>',
          'To: Ada Lovelace <ada@example.test>',
          'Cc: Bob <bob@example.test>',
          'Subject: Interview with\r\n Acme',
          'Date: Tue, 03 Nov 2026 10:00:00 +0000',
          'Content-Type: text/plain; charset=utf-8',
        ],
        'Hi Ada,\nsee you soon.',
      ),
    );
    const text = serializeForExtraction(parsed);
    expect(text).toBe(
      'Subject: Interview with Acme\nFrom: Acme via Greenhouse <no-reply@us.greenhouse-mail.io>\nTo: Ada Lovelace <ada@example.test>, Bob <bob@example.test>\nDate: 2026-11-03T10:00:00.000Z\n\nHi Ada,\nsee you soon.',
    );
    expect(readSerializedEmail(text)).toEqual({
      subject: 'Interview with Acme',
      from: { name: 'Acme via Greenhouse', address: 'no-reply@us.greenhouse-mail.io' },
      replyTo: [],
      to: [
        { name: 'Ada Lovelace', address: 'ada@example.test' },
        { name: 'Bob', address: 'bob@example.test' },
      ],
      date: '2026-11-03T10:00:00.000Z',
      calendarOrganizers: [],
      forwarded: null,
      body: 'Hi Ada,\nsee you soon.',
    });
  });

  it('uses the forwarded original: its sender, subject, date and text, not the forwarder note', async () => {
    const parsed = await parseEml(
      raw(
        [
          'From: Ada <ada@example.test>',
          'To: me@elsewhere.test',
          'Subject: Fwd: Final round',
          'Date: Thu, 05 Nov 2026 10:00:00 +0000',
          'Content-Type: text/plain; charset=utf-8',
        ],
        'FYI\n\n---------- Forwarded message ---------\nFrom: Acme Talent <talent@acme.test>\nDate: Mon, Nov 2, 2026 at 9:00 AM\nSubject: Final round\nTo: Ada <ada@example.test>\n\nWe would like to invite you to a final round.',
      ),
    );
    const email = readSerializedEmail(serializeForExtraction(parsed));
    expect(email).toMatchObject({
      subject: 'Final round',
      from: { address: 'talent@acme.test' },
      to: [{ address: 'ada@example.test' }],
      forwarded: 'gmail',
      body: 'We would like to invite you to a final round.',
    });
    expect(email.date?.slice(0, 10)).toBe('2026-11-02');
  });

  it('keeps calendar organisers and an optional Reply-To', async () => {
    const parsed = await parseEml(
      raw(
        [
          'From: Google Calendar <calendar-notification@google.com>',
          'To: ada@example.test',
          'Subject: Invitation: Intro call',
          'Date: Tue, 03 Nov 2026 10:00:00 +0000',
          'Content-Type: multipart/mixed; boundary="b"',
        ],
        '--b\nContent-Type: text/plain\n\nIntro call\n--b\nContent-Type: text/calendar; method=REQUEST\n\nBEGIN:VCALENDAR\nBEGIN:VEVENT\nORGANIZER;CN=J:mailto:jlee@brambleworks.test\nEND:VEVENT\nEND:VCALENDAR\n--b--',
      ),
    );
    const email = readSerializedEmail(serializeForExtraction({ ...parsed, replyTo: [{ name: 'J Lee', address: 'jlee@brambleworks.test' }] }));
    expect(email.calendarOrganizers).toEqual(['jlee@brambleworks.test']);
    expect(email.replyTo).toEqual([{ name: 'J Lee', address: 'jlee@brambleworks.test' }]);
  });

  it('reads HTML tables with their cells apart', () => {
    expect(
      htmlToText(
        '<p>Hi&nbsp;Ada,</p><table><tr><td><b>Date</b></td><td>Thursday, November 12, 2026</td></tr><tr><td>Time</td><td>1:00 PM &ndash; 2:00 PM</td></tr></table><style>p{}</style>',
      ),
    ).toBe('Hi Ada,\n\nDate\tThursday, November 12, 2026\nTime\t1:00 PM – 2:00 PM');
  });

  it('reads plain text without a header block as a body', () => {
    expect(readSerializedEmail('just some text')).toMatchObject({ subject: '', from: null, body: 'just some text' });
  });
});
