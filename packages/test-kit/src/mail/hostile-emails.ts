/**
 * Pathological .eml payloads for the hostile-input tests and the stall benchmark. Each is a
 * plausible email on the outside; what is inside is built to make a parser or a regex work hard.
 */
export interface HostilePayload {
  name: string;
  build(to: string): Buffer;
}

const head = (to: string, contentType: string, extra: string[] = []) =>
  [
    `From: Recruiting <jobs@example.test>`,
    `To: ${to}`,
    'Subject: Hello',
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    ...extra,
    `Content-Type: ${contentType}`,
    '',
    '',
  ].join('\r\n');

export const HOSTILE_PAYLOADS: HostilePayload[] = [
  { name: 'HTML body of 60,000 "<"', build: (to) => Buffer.from(head(to, 'text/html; charset=utf-8') + '<'.repeat(60_000) + '\r\n') },
  {
    name: 'HTML body of 1 MB of "<a" without a closing ">"',
    build: (to) => Buffer.from(head(to, 'text/html; charset=utf-8') + '<a '.repeat(350_000) + '\r\n'),
  },
  {
    name: 'HTML nested 20,000 <div> deep',
    build: (to) => Buffer.from(head(to, 'text/html; charset=utf-8') + '<div>'.repeat(20_000) + 'hello' + '</div>'.repeat(20_000) + '\r\n'),
  },
  {
    name: 'multiparts nested 2,000 deep',
    build: (to) => {
      let body = 'Content-Type: text/plain\r\n\r\nhello there\r\n';
      for (let i = 0; i < 2_000; i += 1) body = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${body}--b${i}--\r\n`;
      return Buffer.from(head(to, 'multipart/mixed; boundary="outer"') + `--outer\r\n${body}--outer--\r\n`);
    },
  },
  {
    name: 'MIME bomb of 20,000 parts',
    build: (to) =>
      Buffer.from(
        head(to, 'multipart/mixed; boundary="p"') +
          Array.from({ length: 20_000 }, (_, i) => `--p\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`).join('') +
          '--p--\r\n',
      ),
  },
  {
    name: '10,000 headers',
    build: (to) =>
      Buffer.from(
        head(
          to,
          'text/plain',
          Array.from({ length: 10_000 }, (_, i) => `X-Filler-${i}: ${'v'.repeat(20)}`),
        ) + 'hello there\r\n',
      ),
  },
  {
    name: 'a 5 MB base64 line',
    build: (to) => Buffer.from(head(to, 'text/plain', ['Content-Transfer-Encoding: base64']) + Buffer.alloc(3_750_000, 'hello ').toString('base64') + '\r\n'),
  },
  { name: 'a 2 MB header line of "@" and "<"', build: (to) => Buffer.from(head(to, 'text/plain', [`Cc: ${'<@'.repeat(1_000_000)}`]) + 'hello there\r\n') },
  {
    name: 'text of 1 MB dashes and "Forwarded message" markers',
    build: (to) => Buffer.from(head(to, 'text/plain') + ('-'.repeat(5_000) + ' Forwarded message\r\n').repeat(200) + '\r\n'),
  },
];

/** Heavy enough to outlast a short reading budget on any machine (many seconds of parsing). */
export const SLOW_PAYLOAD: HostilePayload = {
  name: 'MIME bomb of 250,000 parts (9 MB)',
  build: (to) =>
    Buffer.from(
      head(to, 'multipart/mixed; boundary="p"') + Array.from({ length: 250_000 }, () => '--p\r\nContent-Type: text/plain\r\n\r\nx\r\n').join('') + '--p--\r\n',
    ),
};
