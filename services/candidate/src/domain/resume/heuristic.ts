import type { DEGREE_LEVELS, WORK_MODELS } from '@hiring/contracts';
import { classifyPosition } from '@hiring/extraction';
import type { ResumeAnalysis, ResumeWorkExperience } from './analysis.js';

/**
 * A deterministic resume reader: no model, the same text always gives the same analysis. It knows
 * the usual layout of a resume (name and contact lines on top, headed sections, "Title, Company"
 * lines next to date ranges) and the product's vocabulary (degree levels, job families).
 */
type Section = 'top' | 'summary' | 'experience' | 'education' | 'skills' | 'other';

const HEADINGS: [RegExp, Section][] = [
  [/^(professional |work |career |relevant )?(experience|employment( history)?|work history|career history)$/, 'experience'],
  [/^(education|academic background|education and training|qualifications)$/, 'education'],
  [
    /^((technical |core |key )?skills|skills (and|&) (tools|technologies|expertise)|technologies|tech stack|core competencies|competencies|expertise)$/,
    'skills',
  ],
  [/^(summary|professional summary|profile|about( me)?|objective|career objective|preferences)$/, 'summary'],
  [/^(projects|certifications?|licenses|languages|interests|hobbies|awards|honors|publications|volunteer(ing)?( experience)?|references|activities)$/, 'other'],
];

function headingOf(line: string): Section | null {
  // Headings are short: longer lines never reach the regexes below.
  if (line.length > 80) return null;
  const normalized = line
    .toLowerCase()
    .replace(/(?<![:\-–—_*#|])[:\-–—_*#|]+$/, '')
    .replace(/^[#*\s]+/, '')
    .trim();
  if (normalized.length > 40) return null;
  for (const [pattern, section] of HEADINGS) if (pattern.test(normalized)) return section;
  return null;
}

function splitSections(lines: string[]): Map<Section, string[]> {
  const sections = new Map<Section, string[]>();
  let current: Section = 'top';
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      current = heading;
      if (!sections.has(current)) sections.set(current, []);
      continue;
    }
    if (!sections.has(current)) sections.set(current, []);
    sections.get(current)!.push(line);
  }
  return sections;
}

// Starts only where a run of address characters starts (lookbehind): linear on long runs without "@".
const EMAIL = /(?<![\w%+.-])[\w%+.-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]+)\/?/i;
/** Characters of resume text read at most (as documentToText keeps): pages of text past it add nothing. */
export const MAX_RESUME_TEXT = 200_000;

/** Separators around "Title, Company" parts: commas, bars and spaced dashes. */
const PART_SEPARATOR = /,|\||\s[–—-]\s/;
const splitParts = (text: string) =>
  text
    .split(PART_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
const EDGE = new Set([' ', '\t', ',', '|', '–', '—', '-']);

/** `text` without separators at either end; a loop, as `/[…]+$/` rescans a long run from each position. */
function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE.has(text[start]!)) start += 1;
  while (end > start && EDGE.has(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}
const NAME_WORD = /^[A-Z][a-zA-Z'’.-]*$|^[A-Z]{2,}$/;

function nameFrom(lines: string[]): { firstName: string | null; lastName: string | null } {
  for (const line of lines.slice(0, 6)) {
    const candidate = line.split(/[|•·,]/)[0]!.trim();
    if (!candidate || EMAIL.test(candidate) || /\d/.test(candidate) || headingOf(candidate)) continue;
    const words = candidate.split(/\s+/);
    if (words.length < 2 || words.length > 4 || !words.every((word) => NAME_WORD.test(word))) continue;
    const proper = words.map((word) => (word === word.toUpperCase() && word.length > 1 ? word[0] + word.slice(1).toLowerCase() : word));
    return { firstName: proper[0]!, lastName: proper.slice(1).join(' ') };
  }
  return { firstName: null, lastName: null };
}

const LOCATION = /^([A-Z][a-zA-Z.'-]+(?: [A-Z][a-zA-Z.'-]+){0,3}),\s*([A-Z]{2}|[A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?)$/;

function locationFrom(lines: string[]): string | null {
  for (const line of lines.slice(0, 8)) {
    for (const part of line.split(/[|•·]/)) {
      const segment = part.replace(/^(location|based in|address)\s*:?\s*/i, '').trim();
      if (LOCATION.test(segment) && !EMAIL.test(segment)) return segment;
    }
  }
  return null;
}

function workModelFrom(text: string): (typeof WORK_MODELS)[number] | null {
  const found = [
    { model: 'remote' as const, at: text.search(/\bremote\b/i) },
    { model: 'hybrid' as const, at: text.search(/\bhybrid\b/i) },
    { model: 'in-person' as const, at: text.search(/\b(on-?site|in[- ]person|in[- ]office)\b/i) },
  ].filter((entry) => entry.at >= 0);
  found.sort((a, b) => a.at - b.at);
  return found[0]?.model ?? null;
}

// Dates: "March 2021", "Mar. 2021", "03/2021", "2021-03", "2021"; ranges end in a date or "Present".
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = `(?:${MONTH_NAME}\\s+\\d{4}|\\d{1,2}\\/\\d{4}|\\d{4}-\\d{2}|\\d{4})`;
const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|until)\\s*(${DATE}|present|current|now|today)`, 'i');

function parseDate(raw: string): { month: number | null; year: number | null } {
  const value = raw.trim().toLowerCase();
  let match = /^([a-z]+)\.?\s+(\d{4})$/.exec(value);
  if (match) return { month: MONTHS.indexOf(match[1]!.slice(0, 3)) + 1 || null, year: Number(match[2]) };
  match = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return { month: Number(match[1]), year: Number(match[2]) };
  match = /^(\d{4})-(\d{2})$/.exec(value);
  if (match) return { month: Number(match[2]), year: Number(match[1]) };
  match = /^(\d{4})$/.exec(value);
  return match ? { month: null, year: Number(match[1]) } : { month: null, year: null };
}

const TITLE_WORDS =
  /\b(engineer|developer|programmer|manager|director|analyst|designer|scientist|consultant|specialist|lead|architect|officer|recruiter|accountant|coordinator|representative|administrator|associate|president|head|vp|founder|executive|writer|counsel|paralegal|tester|technician|intern|researcher|owner|partner|controller|auditor|sourcer|generalist|strategist|marketer|advisor|agent|assistant|chief|staff)\b/i;

const isBullet = (line: string) => /^[-•*·▪◦–]\s*/.test(line);

/** Country names in English (from the runtime's region names, no list to keep), and usual short forms. */
const COUNTRIES: ReadonlySet<string> = (() => {
  const names = new Set(['usa', 'u.s.', 'u.s.a.', 'uk', 'u.k.', 'uae']);
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = display.of(code);
      if (name && name !== code) names.add(name.toLowerCase());
    }
  }
  return names;
})();
/** Legal forms that look like two-letter region codes ("Siemens, AG"). */
const LEGAL_FORM = /^(?:AG|SA|BV|NV|AB|AS|KG|OY|SL|LP|PC)$/;
const WORKPLACE = /^(?:remote|hybrid|on-?site|in[- ]office|wfh)$/i;
const PLACE_NAME = /^[\p{Lu}][\p{L}.'’-]*(?: [\p{Lu}][\p{L}.'’-]*){0,3}$/u;

/** A country ("Germany", "USA") or a two-letter state or country code ("CA", "UK"). */
const isRegion = (part: string) => COUNTRIES.has(part.toLowerCase()) || (/^[A-Z]{2}$/.test(part) && !LEGAL_FORM.test(part));
const isPlace = (part: string) => PLACE_NAME.test(part) && !TITLE_WORDS.test(part);

/**
 * `parts` without the location a resume writes after the employer ("Acme Corp — Berlin, Germany",
 * "Globex, San Francisco, CA", "| Remote"), keeping at least `keep` parts: a trailing workplace,
 * "City, Region", or a region alone.
 */
function withoutLocation(parts: readonly string[], keep: number): string[] {
  const kept = [...parts];
  for (;;) {
    const last = kept.at(-1);
    const previous = kept.at(-2);
    if (last !== undefined && WORKPLACE.test(last) && kept.length - 1 >= keep) kept.pop();
    else if (last !== undefined && isRegion(last) && previous !== undefined && isPlace(previous) && kept.length - 2 >= keep) kept.splice(-2);
    else if (last !== undefined && isRegion(last) && kept.length - 1 >= keep) kept.pop();
    else return kept;
  }
}

/** An employer line without its location; the text as written when it has none. */
function employerOf(text: string): string {
  const parts = splitParts(text);
  const kept = withoutLocation(parts, 1);
  return kept.length === parts.length ? text : kept.join(', ');
}

/** "Senior Engineer, Stripe", "Engineer at Square", "Stripe | Engineer", "Stripe — Engineer". */
function titleAndCompany(text: string): { jobTitle: string; company: string } | null {
  const cleaned = trimSeparators(text.replace(/[()]/g, ' ').replace(/\s+/g, ' '));
  if (!cleaned) return null;
  // A line that is only a place ("London, UK" next to the dates) names neither title nor employer.
  if (withoutLocation(splitParts(cleaned), 0).length === 0) return null;
  // Spaces are single here: the first " at " / " @ " after the first character splits the line.
  const at = / (?:at|@) /i.exec(cleaned.slice(1));
  let parts: [string, string] | null = at ? [cleaned.slice(0, at.index + 1), employerOf(cleaned.slice(at.index + 1 + at[0].length))] : null;
  if (!parts) {
    // "Title, Employer, CA" keeps its employer; "Employer — Berlin, Germany" is an employer line only.
    const all = splitParts(cleaned);
    const split = withoutLocation(all, all[0] && TITLE_WORDS.test(all[0]) ? 2 : 1);
    if (split.length >= 2) parts = [split[0]!, split.slice(1).join(', ')];
  }
  if (!parts) return null;
  const [first, second] = parts.map((part) => part.trim()) as [string, string];
  // Titles carry job words; when only the second part does, the line was "Company, Title".
  if (!TITLE_WORDS.test(first) && TITLE_WORDS.test(second)) return { jobTitle: second, company: first };
  return { jobTitle: first, company: second };
}

function experiencesFrom(lines: string[], today: Date): ResumeWorkExperience[] {
  const entries: ResumeWorkExperience[] = [];
  const used = new Set<number>();
  lines.forEach((line, index) => {
    const range = RANGE.exec(line);
    if (!range) return;
    const start = parseDate(range[1]!);
    const endRaw = range[2]!.toLowerCase();
    const isCurrent = /present|current|now|today/.test(endRaw);
    const end = isCurrent ? { month: null, year: null } : parseDate(range[2]!);
    let heading = titleAndCompany(line.replace(range[0], ' '));
    if (!heading) {
      // The lines just above the dates: "Title, Company", or "Company" and "Title" on two lines.
      const above = [index - 2, index - 1].filter((i) => i >= 0 && !used.has(i) && !isBullet(lines[i]!) && !RANGE.test(lines[i]!));
      const texts = above.map((i) => lines[i]!);
      heading = texts.length > 0 ? titleAndCompany(texts.at(-1)!) : null;
      if (!heading && texts.length === 2) {
        const [a, b] = texts.map(employerOf) as [string, string];
        heading = TITLE_WORDS.test(a) && !TITLE_WORDS.test(b) ? { jobTitle: a, company: b } : { jobTitle: b, company: a };
      }
      if (!heading && texts.length === 1) heading = { jobTitle: texts[0]!, company: '' };
      above.forEach((i) => used.add(i));
    }
    if (!heading) return;
    entries.push({
      company: heading.company,
      jobTitle: heading.jobTitle,
      startMonth: start.month,
      startYear: start.year,
      endMonth: end.month,
      endYear: end.year,
      isCurrent: isCurrent && (start.year ?? 0) <= today.getFullYear(),
    });
  });
  return entries;
}

const DEGREES: [RegExp, (typeof DEGREE_LEVELS)[number]][] = [
  [/\b(ph\.?\s?d|doctor of|doctorate|d\.phil)\b/i, 'PhD'],
  [/\b(master'?s?|m\.?\s?sc?\.?|m\.?\s?a\.?|mba|m\.?\s?eng|ms)\b/i, 'Masters'],
  [/\b(bachelor'?s?|b\.?\s?sc?\.?|b\.?\s?a\.?|b\.?\s?eng|b\.?\s?tech|bs|ba)\b/i, 'Bachelor'],
  [/\b(associate'?s?( degree| of)|a\.a\.|a\.s\.)/i, 'Associates'],
];
const INSTITUTION = /\b(university|college|institute|school|academy|polytechnic|universit[éä]t|école)\b/i;
const FIELD = [
  /\b(?:bachelor|master|doctor|associate)(?:'?s)?(?:\s+of\s+(?:science|arts|engineering|business administration|fine arts|applied science|philosophy))?(?:\s+degree)?\s+(?:in|of)\s+([A-Za-z][A-Za-z &/-]+)/i,
  /\b(?:B\.?S\.?c?|M\.?S\.?c?|B\.?A\.?|M\.?A\.?|Ph\.?D\.?|MBA|B\.?Eng\.?|M\.?Eng\.?)(?:\s*,)?\s+(?:in\s+)?([A-Z][A-Za-z &/-]+)/,
];

function educationFrom(lines: string[]): ResumeAnalysis['education'] {
  const text = lines.join('\n');
  const degreeLevel = DEGREES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  let institution: string | null = null;
  for (const line of lines) {
    if (!INSTITUTION.test(line)) continue;
    const withoutDates = trimSeparators(line.replace(RANGE, '').replace(/\b(19|20)\d{2}\b/g, '')).trim();
    const hasDegree = DEGREES.some(([pattern]) => pattern.test(withoutDates));
    institution = hasDegree ? (splitParts(withoutDates).find((part) => INSTITUTION.test(part)) ?? withoutDates) : withoutDates;
    break;
  }
  let fieldOfStudy: string | null = null;
  for (const pattern of FIELD) {
    const match = pattern.exec(text);
    if (match) {
      const value = match[1]!;
      const cut = /\s(?:from|at)\s/i.exec(value);
      fieldOfStudy = (cut ? value.slice(0, cut.index) : value).trim() || null;
      break;
    }
  }
  return { institution, degreeLevel, fieldOfStudy };
}

const KNOWN_SKILLS = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'Go',
  'Rust',
  'C++',
  'C#',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'Scala',
  'SQL',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Django',
  'Spring',
  'GraphQL',
  'REST',
  'gRPC',
  'Kafka',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Elasticsearch',
  'AWS',
  'GCP',
  'Azure',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Linux',
  'Git',
  'Machine Learning',
  'Pandas',
  'Spark',
  'Tableau',
  'Excel',
  'Figma',
  'Salesforce',
  'HubSpot',
  'SEO',
  'Jira',
  'Product Management',
  'Agile',
  'Scrum',
  'Selenium',
  'Cypress',
];

function skillsFrom(sectionLines: string[] | undefined, text: string): string[] {
  if (sectionLines && sectionLines.length > 0) {
    return sectionLines
      .flatMap((line) => line.split(';'))
      .flatMap((chunk) =>
        chunk
          .trim()
          .replace(/^[^:,]{1,30}:\s*/, '')
          .split(/[,|•·▪\t]|\s\/\s/),
      )
      .map((skill) =>
        skill
          .trim()
          .replace(/^[-*•·▪◦–]\s*/, '')
          .replace(/\.$/, '')
          .trim(),
      )
      .filter((skill) => skill.length > 0 && skill.length <= 40);
  }
  const found = KNOWN_SKILLS.map((skill) => {
    const escaped = skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return { skill, at: text.search(new RegExp(`(^|[^A-Za-z0-9])${escaped}(?![A-Za-z0-9+#])`, skill === 'Go' ? '' : 'i')) };
  }).filter((entry) => entry.at >= 0);
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.skill);
}

/** Maps a free-text title onto the vocabulary by the product's one rule (shared with the interviews service). */
export function classifyJobTitle(title: string | null): ResumeAnalysis['jobClassification'] {
  return title?.trim() ? classifyPosition(title) : { jobFamily: null, jobTitle: null };
}

export function heuristicResumeAnalysis(fullText: string, today: Date = new Date()): ResumeAnalysis {
  const text = fullText.slice(0, MAX_RESUME_TEXT);
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const sections = splitSections(lines);
  const top = sections.get('top') ?? [];
  const linkedin = LINKEDIN.exec(text);
  const name = nameFrom(top.length > 0 ? top : lines);
  const experienceLines = sections.get('experience') ?? lines;
  const workExperiences = experiencesFrom(experienceLines, today);
  const newest = workExperiences.find((entry) => entry.isCurrent) ?? workExperiences[0];
  const preferenceText = [...top, ...(sections.get('summary') ?? [])].join('\n');
  return {
    contact: {
      ...name,
      email: EMAIL.exec(text)?.[0]?.toLowerCase() ?? null,
      linkedinUrl: linkedin ? `https://www.linkedin.com/in/${linkedin[1]}` : null,
    },
    education: educationFrom(sections.get('education') ?? lines),
    workExperiences,
    skills: skillsFrom(sections.get('skills'), text),
    workPreferences: { workModel: workModelFrom(preferenceText), location: locationFrom(top.length > 0 ? top : lines) },
    jobClassification: classifyJobTitle(newest?.jobTitle ?? null),
  };
}
