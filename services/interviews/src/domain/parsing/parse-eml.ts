import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { htmlToText } from '../extraction/html.js';

export interface MailAddress {
  name: string;
  address: string;
}

/** The original message inside a forward, when the upload is a forward. */
export interface ForwardedMessage {
  format: 'attached' | 'gmail' | 'outlook' | 'apple-mail';
  from: MailAddress | null;
  to: MailAddress[];
  subject: string;
  date: string | null;
  text: string;
}

export interface ParsedEmail {
  messageId: string | null;
  subject: string;
  from: MailAddress[];
  replyTo: MailAddress[];
  to: MailAddress[];
  cc: MailAddress[];
  deliveredTo: string[];
  xOriginalTo: string[];
  date: Date | null;
  text: string;
  html: string | null;
  forwarded: ForwardedMessage | null;
  /** Calendar invitations carry the employer's domain in their organiser. */
  calendarOrganizers: string[];
  /** Identifies the same email uploaded twice even without a Message-ID. */
  contentHash: string;
}

export class NotAnEmailError extends Error {}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((group) =>
    group.value.flatMap(function flatten(entry): MailAddress[] {
      if (entry.group) return entry.group.flatMap(flatten);
      return entry.address ? [{ name: entry.name ?? '', address: entry.address.toLowerCase() }] : [];
    }),
  );
}

/** Longest header line we read addresses from; real ones are far shorter. */
const MAX_HEADER_LINE = 16 * 1024;

/**
 * The addresses in a header value: split on delimiters, then keep the tokens that look like
 * addresses. Linear in the length, where a regex scanning for "x@y" from every position is
 * quadratic on a line of "<@<@".
 */
export function addressesIn(value: string): string[] {
  return value
    .slice(0, MAX_HEADER_LINE)
    .split(/[\s<>,;:"()]+/)
    .filter((token) => token.length > 2 && token.indexOf('@') > 0 && token.indexOf('@') === token.lastIndexOf('@') && !token.endsWith('@'))
    .map((token) => token.toLowerCase().replace(/\.$/, ''));
}

function headerAddresses(mail: ParsedMail, name: string): string[] {
  return (mail.headerLines ?? []).filter((line) => line.key === name).flatMap((line) => addressesIn(line.line.slice(line.line.indexOf(':') + 1)));
}

// Bounded: parseAddressLine reads at most 2,000 characters of one forwarded header line.
// eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move
const ADDRESS = /"?([^"<\n]*?)"?\s*<([^>\s]+@[^>\s]+)>|([^\s<>]+@[^\s<>]+)/;
function parseAddressLine(line: string | undefined): MailAddress[] {
  if (!line) return [];
  // The patterns below backtrack on long lines; a forwarded header line is short.
  return (
    line
      .slice(0, 2_000)
      // eslint-disable-next-line regexp/no-super-linear-move -- bounded by the slice above
      .split(/[,;](?![^<]*>)/)
      .map((part) => ADDRESS.exec(part.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ name: (m[1] ?? '').trim(), address: (m[2] ?? m[3] ?? '').toLowerCase() }))
  );
}

const FORWARD_MARKERS: { format: ForwardedMessage['format']; marker: RegExp }[] = [
  { format: 'gmail', marker: /^-{5,} ?Forwarded message ?-{5,}\s*$/im },
  { format: 'apple-mail', marker: /^Begin forwarded message:\s*$/im },
  { format: 'outlook', marker: /^(?:_{10,}|-{3,}\s*Original Message\s*-{3,})\s*$/im },
];

/** Finds an inline forward (Gmail, Outlook or Apple Mail layout) and reads its header block. */
export function findInlineForward(text: string): ForwardedMessage | null {
  for (const { format, marker } of FORWARD_MARKERS) {
    const match = marker.exec(text);
    if (!match) continue;
    const rest = text.slice(match.index + match[0].length).replace(/^\s*\n/, '');
    const lines = rest.split(/\r?\n/);
    const headers: Record<string, string> = {};
    let i = 0;
    for (; i < lines.length; i += 1) {
      const line = lines[i]!.slice(0, 2_000).replace(/^>\s?/, '');
      // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: one line, at most 2,000 characters
      const header = /^\*?(From|Sent|Date|To|Cc|Subject|Reply-To)\*?:\s*(.*)$/i.exec(line.trim());
      if (header) headers[header[1]!.toLowerCase()] = header[2]!.trim();
      else if (line.trim() === '' && Object.keys(headers).length > 0) break;
      else if (Object.keys(headers).length > 0 && /^\s/.test(line)) continue;
      else if (Object.keys(headers).length === 0 && line.trim() === '') continue;
      else break;
    }
    if (!headers['from']) continue;
    return {
      format,
      from: parseAddressLine(headers['from'])[0] ?? null,
      to: parseAddressLine(headers['to']),
      subject: headers['subject'] ?? '',
      date: headers['date'] ?? headers['sent'] ?? null,
      text: lines.slice(i).join('\n').replace(/^>\s?/gm, '').trim(),
    };
  }
  return null;
}

function calendarOrganizers(mail: ParsedMail): string[] {
  const calendars = mail.attachments.filter((a) => /text\/calendar/i.test(a.contentType) || /\.ics$/i.test(a.filename ?? ''));
  return calendars.flatMap((a) => [...a.content.toString('utf8').matchAll(/^ORGANIZER[^:\n]*:mailto:([^\s]+)/gim)].map((m) => m[1]!.toLowerCase()));
}

/**
 * Parses an uploaded .eml: headers, text and HTML in any declared charset and transfer encoding,
 * nested multiparts, and a forwarded original (attached as message/rfc822, or inline).
 * Throws NotAnEmailError for input that is not an RFC 822 message.
 */
export async function parseEml(raw: Buffer): Promise<ParsedEmail> {
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  const headerBlock = head.split(/\r?\n\r?\n/)[0] ?? '';
  if (
    !/^(from|to|subject|date|message-id|received|return-path|mime-version|delivered-to)\s*:/im.test(headerBlock) ||
    headerBlock.includes(String.fromCharCode(0))
  ) {
    throw new NotAnEmailError('The file is not an email message (.eml): it has no email headers');
  }
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, skipHtmlToText: true });
  } catch (error) {
    throw new NotAnEmailError(`The email could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const html = typeof mail.html === 'string' ? mail.html : null;
  // For HTML-only mail, mailparser's generated text glues table cells together ("DateThursday"):
  // convert the HTML ourselves unless the message has a real text/plain part.
  const hasPlainPart = /content-type:\s*text\/plain/i.test(raw.toString('latin1')) || !/content-type:/i.test(headerBlock);
  const text = (hasPlainPart && mail.text?.trim() ? mail.text : html ? htmlToText(html) : (mail.text ?? '')).trim();

  let forwarded: ForwardedMessage | null = null;
  const attached = mail.attachments.find((a) => /^message\/rfc822/i.test(a.contentType));
  if (attached) {
    const inner = await simpleParser(attached.content, { skipImageLinks: true, skipTextToHtml: true, skipHtmlToText: true });
    const innerHtml = typeof inner.html === 'string' ? inner.html : null;
    forwarded = {
      format: 'attached',
      from: addresses(inner.from)[0] ?? null,
      to: addresses(inner.to),
      subject: inner.subject ?? '',
      date: inner.date?.toISOString() ?? null,
      text: (inner.text?.trim() ? inner.text : innerHtml ? htmlToText(innerHtml) : '').trim(),
    };
  } else {
    forwarded = findInlineForward(text);
  }

  const from = addresses(mail.from);
  const contentHash = createHash('sha256')
    // Recipients count: an ATS sends the same template at the same second to many candidates.
    .update(
      [
        mail.subject ?? '',
        from.map((a) => a.address).join(','),
        addresses(mail.to)
          .map((a) => a.address)
          .sort()
          .join(','),
        mail.date?.toISOString() ?? '',
        text.replace(/\s+/g, ' '),
      ].join('\n'),
    )
    .digest('hex');

  return {
    messageId: mail.messageId?.trim() || null,
    subject: mail.subject ?? '',
    from,
    replyTo: addresses(mail.replyTo),
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    deliveredTo: headerAddresses(mail, 'delivered-to'),
    xOriginalTo: headerAddresses(mail, 'x-original-to'),
    date: mail.date ?? null,
    text,
    html,
    forwarded,
    calendarOrganizers: calendarOrganizers(mail),
    contentHash,
  };
}
