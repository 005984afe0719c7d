/** Text helpers shared by the extraction rules. */

const REPLY_MARKERS: readonly RegExp[] = [
  /^[ \t]*On .{6,160}(?:wrote|a écrit|schrieb|escribió)[ \t]*:[ \t]*$/m,
  /^[ \t]*Am .{6,120} schrieb [^\n:]*:[ \t]*$/m,
  /^[ \t]*Le .{6,120} a écrit[ \t]*:[ \t]*$/m,
  /^[ \t]*El .{6,120} escribió[ \t]*:[ \t]*$/m,
  /^-{2,}[ \t]*(?:Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original)[ \t]*-{2,}[ \t]*$/im,
  /^_{10,}\s*$/m,
  /^[ \t]*From:[ \t].+\n[ \t]*(?:Sent|Date):[ \t].+$/m,
];

/** The newest message of a thread: the text before the first quoted reply. */
export function primaryText(body: string): string {
  let cut = body.length;
  for (const marker of REPLY_MARKERS) {
    const match = marker.exec(body);
    if (match && match.index > 0 && match.index < cut) cut = match.index;
  }
  return body
    .slice(0, cut)
    .split('\n')
    .filter((line) => !/^\s*>/.test(line))
    .join('\n')
    .trim();
}

/**
 * Undoes hard wrapping (plain-text mail wrapped at ~72-80 columns, HTML converted to text) so that
 * a phrase broken across lines reads as one; short lines (signatures, lists) stay as they are.
 */
export function unwrap(text: string): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const previous = out[out.length - 1];
    if (
      previous !== undefined &&
      previous.length >= 60 &&
      !/[.!?:;。]\s*$/.test(previous) &&
      line.trim() &&
      !/^\s*(?:[-*•>]|\d+[.)]\s|[A-Z][\w ]{0,20}:\s)/.test(line)
    ) {
      out[out.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** Typographic apostrophes and quotes as ASCII, non-breaking spaces as spaces. */
export function normalizePunctuation(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\u00a0\u2007\u202f]/g, ' ');
}

export interface Sentence {
  text: string;
  index: number;
}

/** Sentences and lines, with their offsets (for date context and stage context). */
export function sentences(text: string): Sentence[] {
  const result: Sentence[] = [];
  const re = /[^\n.!?。！？]+(?:[.!?。！？]+(?=\s|$)|[.!?。！？]+|$)?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex += 1;
      continue;
    }
    if (m[0].trim()) result.push({ text: m[0], index: m.index });
  }
  return result;
}

export function lines(text: string): string[] {
  return text.split('\n').map((line) => line.trim());
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `Acme Corp.` → `acmecorp`: for comparing names with domains and slugs. */
export function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const CONNECTORS = new Set(['&', 'and', 'of', 'de', 'du', 'des', 'la', 'le', 'y', 'und', 'for', 'the']);
// Bounded: applied to one token of the first 400 characters.
// eslint-disable-next-line regexp/no-super-linear-move
const TRAILING = /[.,;:!?)\]}"'’»”]+$/;

export interface PhraseOptions {
  /** At most this many words. */
  maxWords?: number;
  /** Words that end the phrase (compared lower-case). */
  stopWords?: ReadonlySet<string>;
}

/**
 * The capitalised phrase at the start of a text (a company or a job title as written inside a
 * sentence): capitalised words and digits, joined by `&`, `of`, `and`...; it ends at a lower-case
 * word, at punctuation, or at a stop word.
 */
export function leadingCapitalisedPhrase(text: string, options: PhraseOptions = {}): string | null {
  const maxWords = options.maxWords ?? 6;
  const words: string[] = [];
  const firstLine =
    text
      .slice(0, 400)
      .replace(/^[ \t]+/, '')
      .split('\n')[0] ?? '';
  for (const token of firstLine.split(/[ \t]+/)) {
    // A parenthesis or an identifier (R-104522, #4411, JR12345) ends the phrase.
    if (/^[([{]/.test(token) || /^#|^[A-Z]{0,3}-?\d{3,}/.test(token)) break;
    const stripped = token.replace(/^["“‘«]+/, '');
    const word = stripped.replace(TRAILING, '');
    const endsSentence = word !== stripped;
    if (!word) break;
    const bare = word.replace(/['’]s$/, '');
    if (options.stopWords?.has(bare.toLowerCase())) break;
    const isCapital = /^[\p{Lu}\p{N}]/u.test(word) || /^[a-z]{1,2}[A-Z]/.test(word);
    const isConnector = CONNECTORS.has(word.toLowerCase()) && words.length > 0;
    if (!isCapital && !isConnector) break;
    words.push(word);
    if (endsSentence || words.length >= maxWords) break;
  }
  while (words.length > 0 && CONNECTORS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words.length > 0 ? words.join(' ') : null;
}

export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
