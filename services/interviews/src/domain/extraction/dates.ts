/**
 * Dates written in recruiting emails, read relative to the email's own date: "Tuesday, November
 * 17", "Nov 19, 2026", "17. November 2026", "le jeudi 12 novembre", "el martes 10 de noviembre",
 * "2026年11月12日", "2026-11-10", "11/19/2026", "12/11/2026" (day first when the weekday or the
 * email's date says so), "Thursday at 3pm", "tomorrow".
 */
export interface DateMention {
  /** YYYY-MM-DD. */
  iso: string;
  /** Where the mention starts and ends in the text. */
  index: number;
  end: number;
  /** Written with a year, or a relative word resolved against the email date. */
  kind: 'absolute' | 'no-year' | 'relative';
  raw: string;
}

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  [1, ['january', 'jan', 'januar', 'janvier', 'enero', 'jänner']],
  [2, ['february', 'feb', 'februar', 'février', 'fevrier', 'febrero']],
  [3, ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo']],
  [4, ['april', 'apr', 'avril', 'abril']],
  [5, ['may', 'mai', 'mayo']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio']],
  [7, ['july', 'jul', 'juli', 'juillet', 'julio']],
  [8, ['august', 'aug', 'août', 'aout', 'agosto']],
  [9, ['september', 'sept', 'sep', 'septembre', 'septiembre', 'setiembre']],
  [10, ['october', 'oct', 'oktober', 'octobre', 'octubre']],
  [11, ['november', 'nov', 'novembre', 'noviembre']],
  [12, ['december', 'dec', 'dezember', 'décembre', 'decembre', 'diciembre']],
];
for (const [month, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = month;

const WEEKDAYS: Record<string, number> = {};
const WEEKDAY_NAMES: [number, string[], string[]][] = [
  // [day (0 = Sunday), full names, abbreviations]
  [0, ['sunday', 'sonntag', 'dimanche', 'domingo'], ['sun']],
  [1, ['monday', 'montag', 'lundi', 'lunes'], ['mon']],
  [2, ['tuesday', 'dienstag', 'mardi', 'martes'], ['tue', 'tues']],
  [3, ['wednesday', 'mittwoch', 'mercredi', 'miércoles', 'miercoles'], ['wed']],
  [4, ['thursday', 'donnerstag', 'jeudi', 'jueves'], ['thu', 'thur', 'thurs']],
  [5, ['friday', 'freitag', 'vendredi', 'viernes'], ['fri']],
  [6, ['saturday', 'samstag', 'samedi', 'sábado', 'sabado'], ['sat']],
];
const FULL_WEEKDAYS: string[] = [];
for (const [day, full, short] of WEEKDAY_NAMES) {
  for (const name of [...full, ...short]) WEEKDAYS[name] = day;
  FULL_WEEKDAYS.push(...full);
}

const byLength = (a: string, b: string) => b.length - a.length;
const MONTH_RE = Object.keys(MONTHS).sort(byLength).join('|');
const WEEKDAY_RE = Object.keys(WEEKDAYS).sort(byLength).join('|');
const FULL_WEEKDAY_RE = [...FULL_WEEKDAYS].sort(byLength).join('|');
const WD = `(?:(${WEEKDAY_RE})\\.?,?\\s+(?:the\\s+|den\\s+|le\\s+|el\\s+)?)?`;

const PATTERNS: {
  re: RegExp;
  read: (m: RegExpExecArray) => { y?: number; m: number; d: number; wd?: string; dayFirst?: boolean; numeric?: [number, number] } | null;
}[] = [
  {
    // 2026-11-10, 2026/11/10
    re: /\b(20\d\d)[-/](0?[1-9]|1[0-2])[-/](0?[1-9]|[12]\d|3[01])\b/g,
    read: (m) => ({ y: +m[1]!, m: +m[2]!, d: +m[3]! }),
  },
  {
    // 2026年11月12日, 11月12日
    re: /(?:(20\d\d)\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日/g,
    read: (m) => ({ y: m[1] ? +m[1] : undefined, m: +m[2]!, d: +m[3]! }),
  },
  {
    // Thursday, November 12, 2026 / Nov 19, 2026 / Thu Nov 19 / November 19th
    re: new RegExp(`${WD}\\b(${MONTH_RE})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!:|\\d)(?:,?\\s+(20\\d\\d)\\b)?`, 'giu'),
    read: (m) => ({ wd: m[1], m: MONTHS[m[2]!.toLowerCase()]!, d: +m[3]!, y: m[4] ? +m[4] : undefined }),
  },
  {
    // 24 November 2026 / Dienstag, 17. November 2026 / jeudi 12 novembre / martes 10 de noviembre / 19th of November
    re: new RegExp(`${WD}\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:of\\s+|de\\s+)?(${MONTH_RE})\\b\\.?(?:,?\\s+(?:de\\s+)?(20\\d\\d)\\b)?`, 'giu'),
    read: (m) => ({ wd: m[1], d: +m[2]!, m: MONTHS[m[3]!.toLowerCase()]!, y: m[4] ? +m[4] : undefined }),
  },
  {
    // 11/19/2026, 12/11/2026, 12.11.2026, Tuesday 11/10 (numeric dates need a year or a weekday)
    re: new RegExp(`${WD}\\b(\\d{1,2})([/.])(\\d{1,2})(?:\\3(20\\d\\d|\\d\\d))?\\b(?![/.]\\d)`, 'giu'),
    read: (m) => {
      if (!m[5] && !m[1]) return null;
      const a = +m[2]!;
      const b = +m[4]!;
      const y = m[5] ? (m[5].length === 2 ? 2000 + +m[5] : +m[5]) : undefined;
      return { wd: m[1], m: a, d: b, y, numeric: [a, b], dayFirst: m[3] === '.' };
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(y: number, m: number, d: number): Date | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Picks the year for a date written without one: the nearest such date not long before the reference. */
function withYear(m: number, d: number, reference: Date, weekday: number | undefined): Date | null {
  const ref = startOfDay(reference);
  const options = [ref.getUTCFullYear() - 1, ref.getUTCFullYear(), ref.getUTCFullYear() + 1]
    .map((y) => utcDay(y, m, d))
    .filter((date): date is Date => date !== null && (date.getTime() - ref.getTime()) / DAY_MS >= -120);
  options.sort((a, b) => a.getTime() - b.getTime());
  const matching = weekday === undefined ? options : options.filter((date) => date.getUTCDay() === weekday);
  return (matching[0] ?? options[0]) || null;
}

function resolve(
  parts: { y?: number; m: number; d: number; wd?: string; dayFirst?: boolean; numeric?: [number, number] },
  reference: Date,
): { date: Date; kind: DateMention['kind'] } | null {
  const weekday = parts.wd ? WEEKDAYS[parts.wd.toLowerCase()] : undefined;
  const readings: { m: number; d: number }[] = [];
  if (parts.numeric) {
    const [a, b] = parts.numeric;
    const monthFirst = { m: a, d: b };
    const dayFirst = { m: b, d: a };
    readings.push(...(parts.dayFirst ? [dayFirst, monthFirst] : [monthFirst, dayFirst]));
  } else {
    readings.push({ m: parts.m, d: parts.d });
  }
  const candidates = readings
    .filter((r) => r.m >= 1 && r.m <= 12 && r.d >= 1 && r.d <= 31)
    .map((r) => (parts.y ? utcDay(parts.y, r.m, r.d) : withYear(r.m, r.d, reference, weekday)))
    .filter((date): date is Date => date !== null);
  if (candidates.length === 0) return null;
  let chosen = candidates[0]!;
  if (candidates.length > 1) {
    // An ambiguous numeric date: the weekday decides, else the reading nearest after the email.
    const byWeekday = weekday === undefined ? [] : candidates.filter((date) => date.getUTCDay() === weekday);
    if (byWeekday.length === 1) chosen = byWeekday[0]!;
    else if (weekday === undefined) {
      const ref = startOfDay(reference).getTime();
      const distance = (date: Date) => {
        const days = (date.getTime() - ref) / DAY_MS;
        return days >= -1 ? days : 1000 - days;
      };
      const best = [...candidates].sort((a, b) => distance(a) - distance(b))[0]!;
      if (distance(best) + 30 < distance(chosen)) chosen = best;
    }
  }
  return { date: chosen, kind: parts.y ? 'absolute' : 'no-year' };
}

const RELATIVE = new RegExp(
  `\\b(today|tomorrow|heute|morgen|demain|aujourd'hui|mañana|hoy)\\b|\\b(?:(next|this|coming|nächsten|prochain)\\s+)?(${FULL_WEEKDAY_RE})\\b|(明日|本日|今日)`,
  'giu',
);

function relativeDate(match: RegExpExecArray, reference: Date): Date | null {
  const ref = startOfDay(reference);
  const word = (match[1] ?? match[4] ?? '').toLowerCase();
  if (word) {
    const offset = /today|heute|aujourd|hoy|本日|今日/.test(word) ? 0 : 1;
    return new Date(ref.getTime() + offset * DAY_MS);
  }
  const weekday = WEEKDAYS[match[3]!.toLowerCase()];
  if (weekday === undefined) return null;
  // The next such day after the email ("this Thursday", "next Thursday" and "Thursday" alike).
  const ahead = (weekday - ref.getUTCDay() + 7) % 7 || 7;
  return new Date(ref.getTime() + ahead * DAY_MS);
}

/** Every date mentioned in a text, in order, resolved against the reference (the email's date). */
export function findDateMentions(text: string, reference: Date | null): DateMention[] {
  const ref = reference ?? new Date();
  const mentions: DateMention[] = [];
  const covered: [number, number][] = [];
  const overlaps = (start: number, end: number) => covered.some(([s, e]) => start < e && end > s);
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      const parts = read(m);
      const resolved = parts ? resolve(parts, ref) : null;
      if (!resolved) continue;
      covered.push([start, end]);
      mentions.push({ iso: isoDay(resolved.date), index: start, end, kind: resolved.kind, raw: m[0] });
    }
  }
  if (reference) {
    RELATIVE.lastIndex = 0;
    for (let m = RELATIVE.exec(text); m; m = RELATIVE.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      const date = relativeDate(m, reference);
      if (!date) continue;
      covered.push([start, end]);
      mentions.push({ iso: isoDay(date), index: start, end, kind: 'relative', raw: m[0] });
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
}

/**
 * A date header written by a mail client in a forward ("Tue, Nov 3, 2026 at 10:05 AM", "Friday,
 * October 30, 2026 3:12 PM", "November 6, 2026 at 11:20:41 AM EST", ISO): the day, at noon UTC
 * so that time zones cannot move it to another day.
 */
export function parseLooseDateTime(text: string, reference: Date | null): Date | null {
  const iso = /^\d{4}-\d{2}-\d{2}T/.test(text.trim()) ? new Date(text.trim()) : null;
  if (iso && !Number.isNaN(iso.getTime())) return iso;
  const first = findDateMentions(text, reference).find((m) => m.kind !== 'relative');
  return first ? new Date(`${first.iso}T12:00:00.000Z`) : null;
}

const MONTH_LABELS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'April 14, 2026' for '2026-04-14' (what people read; summaries never show ISO dates). */
export function humanDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTH_LABELS[+match[2]! - 1] : undefined;
  return match && month ? `${month} ${+match[3]!}, ${match[1]}` : iso;
}

/** Every ISO day (and timestamp) in a text written as a human date: '... (2026-04-14).' → '... (April 14, 2026).' */
export function humanizeIsoDates(text: string): string {
  return text.replace(
    /\b(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
    (_all, day: string) => humanDay(day),
  );
}

/** Days from `a` to `b` (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

const SCHEDULE_CONTEXT =
  /\b(?:when|date|time|datum|fecha|interview)|\b(?:scheduled|confirmed|confirm(?:ing)?|invite|invitation|interview|onsite|on-site|call|screen|meeting|round|session|conversation|chat|loop|we have you down|see you|join us|einladen|termin|entretien|entrevista|rendez-vous|cita|llamada)\b|日時|日程|面接/iu;
const NOT_THE_INTERVIEW =
  /\b(?:by|before|until|deadline|due|expires?|expiry|expiration|no later than|within|submit|complete (?:it|the|by)|start date|starting|start on|begin|valid|respond|reply by|accept|sign(?: and return)?|posted|applied|received|sent|wrote|bis zum|bis|avant le|antes del?)\s*(?:on\s+|date\s*[:：]?\s*|of\s+)?$/i;
const OPTIONS_CONTEXT =
  /\b(?:availability|available|following times|these times|time slots?|slots|options?|one of the following|which (?:of these )?(?:times?|works)|let me know (?:which|what)|propose)\b/i;

/**
 * The day of the interview an email schedules, or null when it names none (or offers several
 * options to choose from). Deadlines, start dates and past events do not count.
 */
export function chooseInterviewDate(subject: string, primary: string, reference: Date | null): string | null {
  const text = `${subject}\n${primary}`;
  const refDay = reference ? isoDay(reference) : null;
  const scored: { iso: string; score: number }[] = [];
  for (const mention of findDateMentions(text, reference)) {
    const lineStart = text.lastIndexOf('\n', mention.index - 1) + 1;
    const lineEndAt = text.indexOf('\n', mention.end);
    const line = text.slice(lineStart, lineEndAt < 0 ? text.length : lineEndAt);
    const previousLine = text.slice(text.lastIndexOf('\n', Math.max(0, lineStart - 2)) + 1, Math.max(lineStart - 1, 0));
    const before = text.slice(Math.max(lineStart, mention.index - 60), mention.index);
    let score = 0;
    if (mention.index < subject.length) score += 3;
    if (SCHEDULE_CONTEXT.test(line) || (line.trim().startsWith(mention.raw.trim()) && SCHEDULE_CONTEXT.test(previousLine))) score += 3;
    if (/\b(?:on|am|le|el|for)\s+(?:the\s+)?$/i.test(before)) score += 1;
    if (NOT_THE_INTERVIEW.test(before) || /\bstart date\b|\bdeadline\b|\bexpires?\b/i.test(line)) score -= 6;
    // A past day is usually an earlier round ("thanks for Tuesday"); a day written out with its year
    // in a scheduling sentence is the interview even when the email was saved or re-sent later,
    // and beats the email's own date.
    if (refDay && daysBetween(refDay, mention.iso) < 0) score -= mention.kind === 'absolute' ? 2 : 5;
    if (mention.kind === 'absolute' && refDay && daysBetween(refDay, mention.iso) < 0 && /\b(?:thank|thanks|chatting|speaking|spoke|met|last)\b/i.test(before))
      score -= 4;
    if (refDay && daysBetween(refDay, mention.iso) > 365) score -= 3;
    if (mention.kind === 'relative' && /\b(?:thank|thanks|chatting|speaking|time on|spoke|met)\b/i.test(before)) score -= 4;
    scored.push({ iso: mention.iso, score });
  }
  // The only day in the email that is neither past nor a deadline is the interview's.
  const possible = [...new Set(scored.filter((s) => s.score >= 0).map((s) => s.iso))];
  const good = scored.filter((s) => s.score >= 2);
  if (good.length === 0) return possible.length === 1 ? possible[0]! : null;
  const distinct = [...new Set(good.map((s) => s.iso))];
  if (distinct.length > 1 && OPTIONS_CONTEXT.test(text)) return null;
  good.sort((a, b) => b.score - a.score);
  return good[0]!.iso;
}
