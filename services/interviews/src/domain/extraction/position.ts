import { JOB_FAMILIES, UNKNOWN_JOB_TITLE, type JobFamilyKey } from '@hiring/contracts';
import { collapse, escapeRegExp, leadingCapitalisedPhrase, lines } from './text.js';

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

// Spellings in emails that the shared titles write differently.
const SYNONYMS: readonly [RegExp, string][] = [
  [/\bsr\.?(?=\s)/gi, 'Senior'],
  [/\bjr\.?(?=\s)/gi, 'Junior'],
  [/\bswe\b/gi, 'Software Engineer'],
  [/\bsde\b/gi, 'Software Engineer'],
  [/\bsdet\b/gi, 'Software Development Engineer in Test'],
  [/\bsre\b/gi, 'Site Reliability Engineer'],
  [/\bml\b/gi, 'Machine Learning'],
  [/\bsoftware development engineer\b(?!\s+in\s+test)/gi, 'Software Engineer'],
  [/\bfounding (?:software )?engineer\b/gi, 'Software Engineer'],
  [/\bprojektmanager(?:in)?\b/gi, 'Project Manager'],
  [/\bproduktmanager(?:in)?\b/gi, 'Product Manager'],
  [/\bdatenanalyst(?:in)?\b/gi, 'Data Analyst'],
  [/\b(?:software)?entwickler(?:in)?\b/gi, 'Developer'],
  [/\bfull[- ]?stack\b/gi, 'Full Stack'],
  [/\bfront[- ]?end\b/gi, 'Frontend'],
  [/\bback[- ]?end\b/gi, 'Backend'],
  [/\bdev ?ops\b/gi, 'DevOps'],
  [/\bux\/ui\b|\bui\/ux\b/gi, 'UX'],
  [/\bqa automation\b/gi, 'QA Automation'],
  [/\bautomation (?:qa|test) engineer\b/gi, 'QA Automation Engineer'],
  [/\bPM\b/g, 'Product Manager'],
  [/\bhrbp\b/gi, 'HR Business Partner'],
  // An in-house lawyer the lists have no title for is their plain "Corporate Counsel".
  [/\b(?:compliance|legal|commercial|employment|product|regulatory|associate|litigation|technology|transactions?|in-house) counsel\b/gi, 'Corporate Counsel'],
  [/\bcsm\b/gi, 'Customer Success Manager'],
  [/\bsdr\b/gi, 'Sales Development Representative'],
  [/\bbdr\b/gi, 'Business Development Representative'],
  [/\bAE\b/g, 'Account Executive'],
  // Other languages
  [/\bdéveloppeu(?:r|se)\s+(full stack|frontend|backend|mobile|ios|android)\b/gi, '$1 Developer'],
  [/\bdesarrollador(?:a)?\s+(full stack|frontend|backend|mobile|ios|android)\b/gi, '$1 Developer'],
  [/\bingénieur(?:e)?\s+logiciel\b/gi, 'Software Engineer'],
  [/\bingeniero\s+de\s+software\b/gi, 'Software Engineer'],
  [/\bsoftwareentwickler(?:in)?\b/gi, 'Software Engineer'],
  [/\banalista de datos\b/gi, 'Data Analyst'],
  [/\bcientífico de datos\b/gi, 'Data Scientist'],
  [/\bchef de projet\b/gi, 'Project Manager'],
  [/バックエンドエンジニア/g, 'Backend Engineer'],
  [/フロントエンドエンジニア/g, 'Frontend Engineer'],
  [/フルスタックエンジニア/g, 'Full Stack Engineer'],
  [/インフラエンジニア/g, 'Infrastructure Engineer'],
  [/データサイエンティスト/g, 'Data Scientist'],
  [/プロダクトマネージャー/g, 'Product Manager'],
  [/ソフトウェアエンジニア/g, 'Software Engineer'],
];

// "Developer" titles are the lists' "Engineer" titles.
const DEVELOPER = /\b(backend|frontend|full stack|mobile|ios|android|software|game|embedded software|web)\s+developer\b/gi;
const STAFF_PRINCIPAL = /\b(staff|principal)\s+engineer\b/gi;

function normalizeForTitles(position: string): string {
  let text = ` ${position.replace(/\s*\(m\/w\/d\)/gi, '')} `;
  for (const [re, replacement] of SYNONYMS) text = text.replace(re, replacement);
  text = text.replace(DEVELOPER, (_, kind: string) => (kind.toLowerCase() === 'web' ? 'Full Stack Engineer' : `${kind} Engineer`));
  // "Java Developer", "Python Developer", "Developer": the lists' generic engineering title.
  text = text.replace(
    /\b(?:software |java |python |\.net |c# |c\+\+ |php |ruby |go |golang |node(?:\.js)? |javascript |typescript |scala |kotlin |rust |elixir |)(?:developer|programmer)\b/gi,
    'Software Engineer',
  );
  text = text.replace(STAFF_PRINCIPAL, (_, level: string) => `${level} Software Engineer`);
  return collapse(text);
}

interface TitleEntry {
  family: JobFamilyKey;
  title: string;
  re: RegExp;
}

const TITLE_INDEX: readonly TitleEntry[] = JOB_FAMILIES.flatMap((family) =>
  family.titles.map((title) => ({ family: family.key, title, re: new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(title)}(?:$|[^\\p{L}])`, 'iu') })),
).sort((a, b) => b.title.length - a.title.length);

// When no listed title fits, the family still often shows (first match wins).
const FAMILY_KEYWORDS: readonly [RegExp, JobFamilyKey][] = [
  [/\b(?:security|secops|appsec|pentest|soc)\b/i, 'security'],
  [/\b(?:qa|quality|test(?:ing|er)?|sdet)\b/i, 'qa-testing'],
  [
    /\b(?:devops|site reliability|infrastructure|platform engineer|cloud|network|kubernetes|systems? (?:engineer|administrator)|database administrator)\b/i,
    'infrastructure-cloud',
  ],
  [/\b(?:data|analytics|machine learning scientist|statistic|quantitative|research scientist|bi)\b/i, 'data-analytics'],
  [/\b(?:product manager|product owner|product management|product lead)\b/i, 'product-management'],
  [/\b(?:design(?:er)?|ux|ui|user research(?:er)?)\b/i, 'design-ux'],
  [/\b(?:software|engineer|developer|programmer|frontend|backend|full stack|mobile|ios|android)\b/i, 'software-engineering'],
  [/\b(?:sales|account executive|account manager|business development|partnerships?|solutions consultant)\b/i, 'sales-business-dev'],
  [/\b(?:marketing|brand|seo|content|growth|communications|social media)\b/i, 'marketing'],
  [/\b(?:recruit(?:er|ing)?|talent|people|hr|human resources|sourcer)\b/i, 'hr-people'],
  [/\b(?:account(?:ant|ing)|finance|financial|fp&a|controller|payroll|tax|audit(?:or)?|treasury)\b/i, 'finance-accounting'],
  [/\b(?:customer|support|success|help ?desk|client services|onboarding)\b/i, 'customer-support'],
  [/\b(?:counsel|legal|attorney|lawyer|paralegal|compliance|privacy|regulatory|risk)\b/i, 'legal-compliance'],
  [/\b(?:consultant|consulting|advisory)\b/i, 'consulting'],
  [/\b(?:operations|program manager|project manager|chief of staff|supply chain|logistics|procurement)\b/i, 'operations'],
  [/\b(?:chief|ceo|cto|coo|cfo|vp|vice president|founder|general manager)\b/i, 'executive-leadership'],
  [/\banalyst\b/i, 'data-analytics'],
];

export interface JobClassification {
  jobFamily: JobFamilyKey;
  jobTitle: string;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}&+#]+/u)
    .filter(Boolean);
const familyByKeywords = (text: string) => FAMILY_KEYWORDS.find(([re]) => re.test(text))?.[1];

/**
 * One-word titles that other families end their titles with ("Partner": "HR Business Partner";
 * "Consultant": "Solutions Consultant"): inside a longer position they say the rank, not the family.
 */
const SHARED_ROLE_TITLES: ReadonlySet<string> = new Set(
  TITLE_INDEX.filter(
    (entry) =>
      wordsOf(entry.title).length === 1 &&
      TITLE_INDEX.some((other) => other.family !== entry.family && wordsOf(other.title).at(-1) === entry.title.toLowerCase()),
  ).map((entry) => entry.title),
);

/** "People Operations Partner" is not the consulting family's "Partner": the rest names another family. */
function fits(entry: TitleEntry, text: string): boolean {
  if (!entry.re.test(text)) return false;
  if (!SHARED_ROLE_TITLES.has(entry.title)) return true;
  const rest = text.replace(entry.re, ' ').trim();
  const family = rest ? familyByKeywords(rest) : undefined;
  return family === undefined || family === entry.family;
}

// A lead runs what the lists call a manager's ("Marketing Lead": "Marketing Manager").
const ROLE_SYNONYMS: Readonly<Record<string, readonly string[]>> = { lead: ['manager'] };

/**
 * The family's title for a position no listed title is contained in: one with the position's role
 * noun (its last word, or a synonym the family has no title for) whose other words all appear in
 * the position, the most specific first. "Product Analyst" and "Customer Support Lead" stay
 * without a title: no analyst or lead title of their family is one.
 */
function closestTitle(text: string, family: JobFamilyKey): string | null {
  const words = wordsOf(text.split(',')[0]!);
  const role = words.at(-1);
  const titles = JOB_FAMILIES.find((entry) => entry.key === family)?.titles ?? [];
  if (!role) return null;
  const listed = titles.map((title) => ({ title, words: wordsOf(title) }));
  // Where the family's list knows the role ("Support Team Lead"), it is not the synonym's ("Customer Support Manager").
  const roles = listed.some((entry) => entry.words.at(-1) === role) ? [role] : [role, ...(ROLE_SYNONYMS[role] ?? [])];
  const fitting = listed
    .filter((entry) => roles.includes(entry.words.at(-1)!) && entry.words.slice(0, -1).every((word) => words.includes(word)))
    .sort((a, b) => b.words.length - a.words.length);
  return fitting[0]?.title ?? null;
}

/** The family and title of a position in the shared lists; `unknown`/`Unknown` when nothing fits. */
export function classifyPosition(position: string | null | undefined): JobClassification {
  if (!position?.trim()) return { jobFamily: 'unknown', jobTitle: UNKNOWN_JOB_TITLE };
  const text = normalizeForTitles(position);
  const match = TITLE_INDEX.find((entry) => fits(entry, text));
  if (match) return { jobFamily: match.family, jobTitle: match.title };
  const family = familyByKeywords(text);
  if (!family) return { jobFamily: 'unknown', jobTitle: UNKNOWN_JOB_TITLE };
  return { jobFamily: family, jobTitle: closestTitle(text, family) ?? UNKNOWN_JOB_TITLE };
}
