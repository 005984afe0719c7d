import type { MailAddress, ParsedEmail } from '../parsing/parse-eml.js';
import { parseLooseDateTime } from './dates.js';
import { htmlToText } from './html.js';

/**
 * The extractor's input is text (the product's one extractor interface takes a string): a small
 * header block and the body, read back by the heuristic and redacted for the model. When the
 * upload is a forward, the original message is what counts: its sender, subject, date and text.
 * The body is the HTML part as text when there is one (tables keep their cells apart), else the text.
 */
export interface SerializedEmail {
  subject: string;
  from: MailAddress | null;
  replyTo: MailAddress[];
  to: MailAddress[];
  /** ISO timestamp of the (original) email, or null. */
  date: string | null;
  calendarOrganizers: string[];
  /** How the original was forwarded, when it was. */
  forwarded: string | null;
  body: string;
}

const MAX_BODY_CHARS = 60_000;

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function formatAddress(address: MailAddress): string {
  const name = oneLine(address.name.replace(/[<>"]/g, ''));
  return name ? `${name} <${address.address}>` : `<${address.address}>`;
}

const ADDRESS_LIST = /\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+@[^<>\s]+)>\s*,?/gy;

function parseAddresses(line: string): MailAddress[] {
  const result: MailAddress[] = [];
  ADDRESS_LIST.lastIndex = 0;
  for (let match = ADDRESS_LIST.exec(line); match; match = ADDRESS_LIST.exec(line)) {
    result.push({ name: (match[1] ?? '').trim(), address: match[2]!.toLowerCase() });
  }
  return result;
}

/** The email as the extraction task reads it. Uses the forwarded original when there is one. */
export function serializeForExtraction(parsed: ParsedEmail & { replyTo?: MailAddress[] }): string {
  const original = parsed.forwarded;
  const outerDate = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null;
  let date = outerDate?.toISOString() ?? null;
  if (original?.date) date = parseLooseDateTime(original.date, outerDate)?.toISOString() ?? date;
  const from = original ? original.from : (parsed.from[0] ?? null);
  const to = original && original.to.length > 0 ? original.to : [...parsed.to, ...parsed.cc];
  const lines = [
    `Subject: ${oneLine(original ? original.subject || parsed.subject.replace(/^\s*(?:fwd?|fw|tr|wg|rv)\s*:\s*/i, '') : parsed.subject)}`,
    `From: ${from ? formatAddress(from) : ''}`,
  ];
  if (!original && parsed.replyTo?.length) lines.push(`Reply-To: ${parsed.replyTo.map(formatAddress).join(', ')}`);
  lines.push(`To: ${to.map(formatAddress).join(', ')}`);
  lines.push(`Date: ${date ?? ''}`);
  for (const organizer of new Set(parsed.calendarOrganizers)) lines.push(`Calendar-Organizer: <${organizer}>`);
  if (original) lines.push(`Forwarded: ${original.format}`);
  // The HTML part keeps a table's cells apart ("Date\tThursday, November 12"); the text part that a
  // mail library derives from HTML glues them ("DateThursday"). Forwards carry only their text.
  const fromHtml = !original && parsed.html ? htmlToText(parsed.html) : '';
  const body = (original ? original.text : fromHtml || parsed.text).replace(/\r\n?/g, '\n').slice(0, MAX_BODY_CHARS);
  return `${lines.join('\n')}\n\n${body}`;
}

/** Reads the serialised form back; tolerant of plain text without a header block. */
export function readSerializedEmail(input: string): SerializedEmail {
  const normalized = input.replace(/\r\n?/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split >= 0 ? normalized.slice(0, split) : '';
  const looksLikeHeaders = /^Subject: /.test(head);
  const email: SerializedEmail = {
    subject: '',
    from: null,
    replyTo: [],
    to: [],
    date: null,
    calendarOrganizers: [],
    forwarded: null,
    body: looksLikeHeaders ? normalized.slice(split + 2) : normalized,
  };
  if (!looksLikeHeaders) return email;
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'subject') email.subject = value;
    else if (key === 'from') email.from = parseAddresses(value)[0] ?? null;
    else if (key === 'reply-to') email.replyTo = parseAddresses(value);
    else if (key === 'to') email.to = parseAddresses(value);
    else if (key === 'date') email.date = value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
    else if (key === 'calendar-organizer') email.calendarOrganizers.push(...parseAddresses(value).map((a) => a.address));
    else if (key === 'forwarded') email.forwarded = value || null;
  }
  return email;
}
