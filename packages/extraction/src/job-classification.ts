import { JOB_FAMILIES, UNKNOWN_JOB_TITLE, type JobFamilyKey } from '@hiring/contracts';
import { escapeRegExp } from './text.js';

/**
 * A position as written ("Sr. Full-Stack Developer", "Marketing Lead") mapped onto the shared job
 * classification: the family key and one of its titles, else Unknown. One rule for the product:
 * the interviews service classifies the positions of emails with it, the candidate service the
 * titles of resumes.
 */

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

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

/** Titles are short: the classification reads this much of a position, spaces collapsed (resume lines are unbounded). */
const MAX_POSITION_CHARS = 200;

function normalizeForTitles(position: string): string {
  let text = ` ${collapse(position)
    .slice(0, MAX_POSITION_CHARS)
    .replace(/ ?\(m\/w\/d\)/gi, '')} `;
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
  // "Vice President of Finance" leads; "Chief of Staff" and the listed VPs are found as titles first.
  [/\b(?:chief|ceo|cto|coo|cfo|vp|vice president|founder|general manager)\b/i, 'executive-leadership'],
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
