import { collapse, leadingCapitalisedPhrase, lines } from './text.js';

// The classification is shared with the resume reader (packages/extraction).
export { classifyPosition, type JobClassification } from '@hiring/extraction';

/**
 * The position an email is about, as written ("Senior Backend Engineer, Payments"), and its place
 * in the shared job classification (family key and one of the family's titles, else Unknown).
 */

/** Words that make a phrase a job title. */
const ROLE_NOUN =
  /\b(?:engineer|engineering manager|developer|programmer|architect|scientist|analyst|designer|researcher|manager|director|lead|head|vp|vice president|chief|officer|specialist|consultant|counsel|attorney|lawyer|paralegal|recruiter|sourcer|coordinator|representative|executive|administrator|technician|tester|writer|owner|partner|associate|intern|accountant|controller|auditor|strategist|marketer|generalist|advisor|agent|chef|cook|nurse|teacher|cashier|barista|driver|sre|swe|pm|ae|sdr|bdr|qa|entwickler(?:in)?|ingenieur(?:in)?|développeu(?:r|se)|ingénieur|desarrollador(?:a)?|ingeniero|analista|エンジニア|デザイナー|マネージャー)\b|エンジニア|デザイナー|マネージャー|プロダクトマネージャー|\b[a-zäöü]+(?:manager|entwickler|ingenieur|berater|leiter|analyst)(?:in)?\b/i;

const NOT_A_TITLE =
  /\b(?:interview|screen(?:ing)?|round|call|chat|invitation|update|application(?!\s+(?:security|engineer|developer|support|analyst|architect|consultant|specialist|administrator))|next steps?|confirmation|confirmed|scheduled|offer|assessment|test|challenge|exercise|availability|thank|congratulations|team|reminder|candidacy)\b/i;

const TITLE_STOP = new Set([
  'position',
  'role',
  'opening',
  'job',
  'vacancy',
  'req',
  'requisition',
  'at',
  'with',
  'in',
  'on',
  'for',
  'team',
  'interview',
  'here',
  'has',
  'is',
  'was',
  'will',
  'and',
  'we',
  'you',
]);

function cleanTitle(raw: string): string | null {
  let title = collapse(raw)
    .replace(/\s*\((?:m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|m\/w\/x|h\/f|f\/h|m\/f|all genders)\)/gi, ' (m/w/d)')
    .replace(/\s*[([]?(?:job\s*)?(?:id|req(?:uisition)?)\s*[#:]?\s*[A-Z]*-?\d{3,}[)\]]?/gi, '')
    .replace(/\s*\(R-?\d+\)/gi, '')
    .replace(/^(?:the|a|an|our|this|your)\s+/i, '')
    .replace(/\s+(?:position|role|opening|job|vacancy)$/i, '')
    .replace(/[\s,;:.!–—-]+$/, '')
    .trim();
  title = title.replace(/^(?:position|role|job title|title)\s*[:-]\s*/i, '');
  if (title.length < 2 || title.length > 80 || !ROLE_NOUN.test(title)) return null;
  const withoutGender = title.replace(/\s*\(m\/w\/d\)/i, '');
  if (NOT_A_TITLE.test(withoutGender.replace(/\bstaff\b|\bengineering manager\b/gi, ''))) return null;
  return title.includes('(m/w/d)') ? title : withoutGender;
}

/** A title-like phrase at the start of a text: capitalised words, with a ", Team" suffix allowed. */
function titleAt(whole: string): string | null {
  const text = whole.slice(0, 300);
  const phrase = leadingCapitalisedPhrase(text, { maxWords: 7, stopWords: TITLE_STOP });
  if (!phrase) return null;
  const rest = text.replace(/^\s+/, '').slice(phrase.length);
  // "Senior Software Engineer, Payments" / "Backend Engineer, New Grad" / "Backend Developer (m/w/d)"
  const team =
    /^,\s*([\p{Lu}][\p{L}&/-]*(?:[ -][\p{Lu}&][\p{L}&/-]*){0,2})(?=\s+(?:position|role|opening|job|team|at|with|has|is|in|on)\b|\s*[.,;:!)\n]|\s*$)/u.exec(
      rest,
    );
  const gender = /^\s*\((?:m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|m\/w\/x|h\/f|f\/h|all genders)\)/i.exec(rest);
  // A short qualifier in parentheses belongs to the title ("Backend Engineer (Go)"); a requisition id does not.
  const qualifier = gender ? null : /^\s*\(([^()\n]{1,30})\)/.exec(rest.slice(team ? team[0].length : 0));
  const keep = qualifier && !/^(?:R-?\d|JR?-?\d|req|id\b|#|\d{3,})/i.test(qualifier[1]!.trim()) ? ` (${qualifier[1]!.trim()})` : '';
  return phrase + (team ? `, ${team[1]}` : '') + (gender ? ' (m/w/d)' : keep);
}

interface Found {
  title: string;
  weight: number;
}

const LABELLED = /^(?:position|role|job|job title|title|opening|vacancy|job opening|poste|stelle|puesto|職種|ポジション)\s*(?:[:：]|\t)\s*(.+)$/i;

const BODY_TRIGGERS: readonly [RegExp, number][] = [
  [/\b(?:for|to) the (?:position|role) of\s+/gi, 5],
  [/\bposition of\s+/gi, 4],
  [/\b(?:for|to|about|regarding|on) (?:the|our|this|your|an?)\s+(?=[\p{Lu}])/giu, 3],
  [/\b(?:applying|applied|application|candidacy|interview(?:ing)?|interest|interested)\s+(?:for|to|in)\s+(?:the\s+|our\s+|this\s+|an?\s+)?(?=[\p{Lu}])/giu, 3],
  [/\b(?:as|als)\s+(?:a|an|our|the)?\s*(?=[\p{Lu}])/gu, 2],
  [
    /\b(?:next step for|step for|move you forward (?:for|in)|hiring for|hiring manager for|loop for|process for)\s+(?:the\s+|our\s+|your\s+)?(?=[\p{Lu}])/giu,
    3,
  ],
];

function candidatesIn(text: string, weightBase: number, found: Found[]): void {
  for (const [re, weight] of BODY_TRIGGERS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const title = titleAt(text.slice(m.index + m[0].length, m.index + m[0].length + 200));
      const clean = title ? cleanTitle(title) : null;
      if (clean) found.push({ title: clean, weight: weight + weightBase });
    }
  }
  // "... the Senior Data Analyst role", "Quantitative Analyst position at"
  for (const m of text.matchAll(
    /((?:[\p{Lu}][\p{L}&/+.-]*|of|and|&|\(m\/w\/d\))(?:[ ,]+(?:[\p{Lu}][\p{L}&/+.-]*|of|and|&|\(m\/w\/d\))){0,6})\s+(?:position|role|opening|job|vacancy)\b/gu,
  )) {
    const words = m[1]!.split(/\s+/);
    // Take the longest tail that is a clean title ("the Senior Data Analyst role").
    for (let start = 0; start < words.length; start += 1) {
      const clean = cleanTitle(words.slice(start).join(' '));
      if (clean) {
        found.push({ title: clean, weight: 4 + weightBase });
        break;
      }
    }
  }
  // French, Spanish and German write titles in lower case after a fixed phrase: up to the next clause.
  for (const m of text.matchAll(
    /\b(?:pour le poste de|au poste de|poste de|para el puesto de|puesto de|posición de|für die (?:Position|Stelle)(?: als| des| der)?|Stelle als|Position als)\s+([^.,;:!?\n]{2,60}?)(?=\s+(?:chez|à|au|dans|en|para|con|bei|in|at|with|le|el|am|und|et|y)\b|\s*[.,;:!?\n]|$)/giu,
  )) {
    const clean = cleanTitle(m[1]!);
    if (clean) found.push({ title: clean, weight: 4 + weightBase });
  }
  // Informal mail writes titles in lower case: "the founding engineer role at Ledgerly".
  for (const m of text.matchAll(/\bthe ([a-z][a-z/&+ -]{2,40}?) (?:role|position|opening)\b/g)) {
    const clean = cleanTitle(m[1]!);
    if (clean && clean.split(/\s+/).length <= 5) found.push({ title: clean, weight: 1 + weightBase });
  }
  // Japanese: 「バックエンドエンジニア職」「バックエンドエンジニアの募集」
  for (const m of text.matchAll(/([\p{Script=Katakana}ー・]{2,}(?:エンジニア|デザイナー|マネージャー))(?:職|ポジション|の)/gu))
    found.push({ title: m[1]!, weight: 4 + weightBase });
}

/** The position the email is about, as written, or null. */
export function findPosition(subject: string, body: string): string | null {
  const found: Found[] = [];
  for (const line of lines(body).slice(0, 80)) {
    const labelled = LABELLED.exec(line);
    if (labelled) {
      const clean = cleanTitle(labelled[1]!);
      if (clean) found.push({ title: clean, weight: 8 });
    }
  }
  // Subject segments: "Interview - Finch & Partners - QA Lead", "Take-home exercise for Frontend Engineer"
  // A line that is only a title, near the top (job-board confirmations list the title on its own line).
  const top = lines(body).slice(0, 15);
  const signOff = top.findIndex((line) =>
    /^(?:best|thanks|thank you|cheers|regards|kind regards|best regards|warm(?:ly| regards)|sincerely|talk soon|all the best|--)\b/i.test(line),
  );
  for (const line of signOff >= 0 ? top.slice(0, signOff) : top) {
    const phrase = titleAt(line);
    const clean = phrase && phrase.length >= line.length - 1 ? cleanTitle(phrase) : null;
    if (clean) found.push({ title: clean, weight: 2 });
  }
  const subjectText = subject.replace(/\s@\s.*$/, '');
  for (const raw of subjectText.split(/\s+[-–—|:]\s+|:\s+|\s+<>\s+/)) {
    const segment = raw.replace(/^(?:re|fwd?|fw)\s*:\s*/i, '').trim();
    const phrase = titleAt(segment);
    const clean = phrase ? cleanTitle(phrase) : null;
    if (clean) found.push({ title: clean, weight: phrase === segment ? 5 : 1 });
  }
  candidatesIn(subjectText, 2, found);
  // Subjects are terse: "Take-home exercise for Frontend Engineer", "Interview invitation: Data Analyst".
  for (const m of subjectText.matchAll(/\b(?:for|as)\s+(?=[\p{Lu}])/gu)) {
    const phrase = titleAt(subjectText.slice(m.index + m[0].length, m.index + m[0].length + 200));
    const clean = phrase ? cleanTitle(phrase) : null;
    if (clean) found.push({ title: clean, weight: 4 });
  }
  candidatesIn(body.slice(0, 6000), 0, found);
  if (found.length === 0) return null;
  // The most supported title; a title that others extend ("Senior Data Engineer" vs "Data Engineer") gets their support.
  const score = new Map<string, number>();
  for (const f of found) score.set(f.title, (score.get(f.title) ?? 0) + f.weight);
  let best: string | null = null;
  let bestScore = -1;
  for (const [title, value] of score) {
    const support = [...score].filter(([other]) => other !== title && title.toLowerCase().includes(other.toLowerCase())).reduce((sum, [, v]) => sum + v / 2, 0);
    if (value + support > bestScore || (value + support === bestScore && best !== null && title.length > best.length)) {
      best = title;
      bestScore = value + support;
    }
  }
  return best;
}
