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
const MAX_LINE_CHARS = 2_000;
const MAX_TOKEN_CHARS = 300;
const MAX_SUBJECT_CHARS = 500;

/**
 * The text the extraction rules may read, made in one linear pass: at most 60,000 characters,
 * lines of at most 2,000, words of at most 300, single spaces, at most one blank line in a row.
 * The rules' regexes backtrack on long runs (of spaces, letters, punctuation, lines); these
 * bounds keep every run short, so their worst case stays small whatever the email holds.
 */
export function boundText(text: string, maxChars = MAX_BODY_CHARS): string {
  const out: string[] = [];
  let blank = false;
  for (const raw of text.slice(0, maxChars).split('\n')) {
    const line = raw
      .replace(/[\r\f\v\u00a0\u2000-\u200b\u3000]/g, ' ')
      .split('\t')
      .map((cell) =>
        cell
          .split(' ')
          .filter(Boolean)
          .map((word) => word.slice(0, MAX_TOKEN_CHARS))
          .join(' '),
      )
      .join('\t')
      .slice(0, MAX_LINE_CHARS);
    const isBlank = line.trim() === '';
    if (isBlank && blank) continue;
    blank = isBlank;
    out.push(line);
  }
  return out.join('\n');
}

function oneLine(value: string): string {
  return boundText(value.replaceAll('\r', ' ').replaceAll('\n', ' ').replaceAll('\t', ' '), MAX_SUBJECT_CHARS).trim();
}

function formatAddress(address: MailAddress): string {
  const name = oneLine(address.name.replace(/[<>"]/g, ''));
  return name ? `${name} <${address.address}>` : `<${address.address}>`;
}

// Bounded: reads back the header lines this module wrote (parseAddresses caps them).
// eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move
const ADDRESS_LIST = /\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+@[^<>\s]+)>\s*,?/gy;

function parseAddresses(fullLine: string): MailAddress[] {
  const result: MailAddress[] = [];
  const line = fullLine.slice(0, 5_000);
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
  const body = boundText((original ? original.text : fromHtml || parsed.text).replace(/\r\n?/g, '\n'));
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
    body: boundText(looksLikeHeaders ? normalized.slice(split + 2) : normalized),
  };
  if (!looksLikeHeaders) return email;
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'subject') email.subject = boundText(value, MAX_SUBJECT_CHARS);
    else if (key === 'from') email.from = parseAddresses(value)[0] ?? null;
    else if (key === 'reply-to') email.replyTo = parseAddresses(value);
    else if (key === 'to') email.to = parseAddresses(value);
    else if (key === 'date') email.date = value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
    else if (key === 'calendar-organizer') email.calendarOrganizers.push(...parseAddresses(value).map((a) => a.address));
    else if (key === 'forwarded') email.forwarded = value || null;
  }
  return email;
}
