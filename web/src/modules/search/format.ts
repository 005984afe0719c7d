import {
  stageBadgeColour,
  stageLabel,
  UNLOCK_COST_TOKENS,
  type EvidenceLevel,
  type StageBadgeColour,
  UNLOCK_RESULT_MESSAGES,
} from '@hiring/contracts/vocabulary';
import type { ProcessEvidence, SearchCandidate, WorkExperience } from './types';

/**
 * How the search page, the detail and summary modals and the dashboard word things
 * (docs/product/screens.md#candidate-search, docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary, docs/product/data.md#data-and-entities). Pure functions, unit-tested in search.test.ts.
 * The company subgraph owns the values themselves (the latest position, the work-history order,
 * the processes with their stage, source and evidence, company links); these only format them.
 */

export const SEARCH_TEXT = {
  anonymous: 'Anonymous Candidate',
  emailHidden: 'Email hidden - unlock to view',
  emailLocked: 'Locked - Unlock to view',
  unlock: `Unlock (${UNLOCK_COST_TOKENS} tokens)`,
  deletedTitle: 'Deleted candidates',
  deletedIntro:
    'These candidates you unlocked deleted their accounts. Nothing of them is kept, contact details included; please delete what you stored of them too.',
  deletedCandidate: 'Deleted candidate',
  insufficient: 'Insufficient tokens',
  unlocked: UNLOCK_RESULT_MESSAGES.unlocked,
  unlockFailed: 'Failed to unlock candidate',
  searchFailed: 'Error loading candidates: ',
  detailFailed: 'Error loading candidate details: ',
  searching: 'Searching candidates...',
  noResults: 'No candidates found matching your search criteria',
  noSkills: 'No skills data available',
  noCareer: 'No work experience data available',
  noInterviews: 'No interview history available',
  skillsMissing: 'Skills data not available in candidate profile',
  skillsAfterUnlock: 'Skills available after unlock',
  candidateNote: "Candidate's note",
  careerMissing: 'Work experience data not available in candidate profile',
  notSpecified: 'Not specified',
  unknownPosition: 'Unknown Position',
  notAvailable: 'N/A',
} as const;

/** docs/product/rules.md#constants-and-limits: career preview entries, interview history preview companies, summary preview length. */
export const CAREER_PREVIEW = 3;
export const HISTORY_PREVIEW = 5;
export const SUMMARY_PREVIEW = 120;
export const TOP_SKILLS = 5;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The name when the company may see it (unlocked, or sent by the server), else 'Anonymous Candidate'. */
export function candidateName(candidate: Pick<SearchCandidate, 'name' | 'firstName' | 'lastName'>): string {
  const full = candidate.name?.trim() || [candidate.firstName, candidate.lastName].filter((part) => part?.trim()).join(' ');
  return full || SEARCH_TEXT.anonymous;
}

function yearsNumber(years: number): string {
  const rounded = Math.round(years * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** The table's '5y exp' / '2.5y exp'; null without a value. */
export function yearsShort(years: number | null | undefined): string | null {
  if (typeof years !== 'number' || !Number.isFinite(years) || years < 0) return null;
  return `${yearsNumber(years)}y exp`;
}

/** '1 year', '4.5 years'; null without a value (the summary then says 'Not specified'). */
export function yearsLong(years: number | null | undefined): string | null {
  if (typeof years !== 'number' || !Number.isFinite(years) || years < 0) return null;
  return `${yearsNumber(years)} ${years === 1 ? 'year' : 'years'}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Spec "Salary display": both present and different: '$min - $max' (lower first); one value: that value; none: null. */
export function salaryRange(a: number | null | undefined, b: number | null | undefined): string | null {
  const values = [a, b].filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0);
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? usd.format(low) : `${usd.format(low)} - ${usd.format(high)}`;
}

export function workModelLabel(model: string | null | undefined, strictlyRemote = false): string | null {
  const value = model?.trim().toLowerCase();
  if (!value) return null;
  const label = value === 'in-person' || value === 'in_person' || value === 'onsite' ? 'In-person' : value.charAt(0).toUpperCase() + value.slice(1);
  return value === 'remote' && strictlyRemote ? `${label} (strictly remote)` : label;
}

function monthYear(month: number | null, year: number | null): string | null {
  if (!year) return null;
  return month && month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${year}` : String(year);
}

/** 'Jan 2020 - Mar 2022', 'Jan 2020 - Present'. */
export function experienceDates(entry: WorkExperience): string | null {
  const start = monthYear(entry.startMonth, entry.startYear);
  const end = entry.isCurrent ? 'Present' : monthYear(entry.endMonth, entry.endYear);
  if (!start && !end) return null;
  if (!start) return end;
  return `${start} - ${end ?? 'Present'}`;
}

/** 'Staff Engineer at Globex' (unlocked row; the title is the server's latest position), or whichever half is known. */
export function titleAtCompany(candidate: Pick<SearchCandidate, 'currentPosition' | 'currentCompany'>): string | null {
  const title = candidate.currentPosition;
  const company = candidate.currentCompany?.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || null;
}

/** Top 5 skills: the candidate's chosen top skills, else the first of their skills. */
export function topSkills(candidate: Pick<SearchCandidate, 'top5Skills' | 'skills'>): string[] {
  const chosen = candidate.top5Skills.length > 0 ? candidate.top5Skills : candidate.skills;
  return chosen.slice(0, TOP_SKILLS);
}

/** All skills for the detail modal: the top skills first, then the others, without duplicates. */
export function allSkills(candidate: Pick<SearchCandidate, 'top5Skills' | 'skills'>): string[] {
  const seen = new Set<string>();
  return [...candidate.top5Skills, ...candidate.skills].filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An interview date as a calendar date in UTC ('Mar 12, 2026'), 'N/A' when missing or invalid. */
export function interviewDate(value: string | null | undefined): string {
  if (!value) return SEARCH_TEXT.notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? SEARCH_TEXT.notAvailable : dateFormat.format(date);
}

/** Spec: the AI summary preview, cut to 120 characters plus '...'. */
export function summaryPreview(summary: string | null | undefined): string | null {
  const value = summary?.trim();
  if (!value) return null;
  return value.length > SUMMARY_PREVIEW ? `${value.slice(0, SUMMARY_PREVIEW).trimEnd()}...` : value;
}

/** Whether the server judged the evidence employer verified (issue 27; the browser never derives a level). */
export function isEmployerVerified(level: string | null | undefined): boolean {
  return level === EMPLOYER_VERIFIED;
}

const EMPLOYER_VERIFIED: EvidenceLevel = 'employer_verified';

/** The row's count of employer-verified interviews ('1 employer-verified interview'); null when none. */
export function verifiedInterviewsText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return `${count} employer-verified ${count === 1 ? 'interview' : 'interviews'}`;
}

/** '1 of 3 interviews' when not every interview of the process carries the evidence, else null. */
export function evidenceShare(evidence: Pick<ProcessEvidence, 'count'>, interviews: number): string | null {
  return evidence.count < interviews ? `${evidence.count} of ${interviews} interviews` : null;
}

/** The stage badge of a stage value (key or label) as the server sent it. */
export function stageBadge(stage: string | null | undefined, label?: string | null): { label: string; colour: StageBadgeColour } {
  const text = label?.trim() || stageLabel(stage);
  return { label: text, colour: stageBadgeColour(text) };
}

/** An email split after its '@', where a narrow column may wrap it ('name@' / 'example.com'). */
export function emailParts(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at > 0 ? [email.slice(0, at + 1), email.slice(at + 1)] : [email, ''];
}

/** Crockford's base 32, without letters that read as digits. */
const HANDLE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short handle for an anonymous candidate ('#K7Q2', issue 32), the same in every search and for
 * every company: derived from the id, which every answer already carries, so it tells nothing more.
 */
export function candidateHandle(id: string): string {
  // FNV-1a, 32 bits
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  let handle = '';
  for (let i = 0; i < 4; i += 1) {
    handle += HANDLE_ALPHABET[hash & 31];
    hash >>>= 5;
  }
  return `#${handle}`;
}

/** The Skills filter's terms: comma-separated, each matching part of a skill (as the server reads them). */
export function filterTerms(text: string): string[] {
  return text
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a text contains one of the terms (lower case), as the server's filters match. */
export function matches(value: string | null | undefined, terms: readonly string[]): boolean {
  const text = value?.toLowerCase() ?? '';
  return text !== '' && terms.some((term) => text.includes(term));
}

/**
 * A row's skill chips (issue 32): the top five, then any skill beyond them that the Skills filter
 * matched (so the reason a candidate is listed is visible), each marked when matched; `more` counts
 * the skills left out.
 */
export function skillChips(
  candidate: Pick<SearchCandidate, 'top5Skills' | 'skills'>,
  skillsFilter: string,
): { chips: { skill: string; matched: boolean }[]; more: number } {
  const terms = filterTerms(skillsFilter);
  const top = topSkills(candidate);
  const shown = new Set(top.map((skill) => skill.toLowerCase()));
  const all = allSkills(candidate);
  const extra = all.filter((skill) => !shown.has(skill.toLowerCase()) && matches(skill, terms));
  const chips = [...top, ...extra].map((skill) => ({ skill, matched: matches(skill, terms) }));
  return { chips, more: Math.max(0, all.length - chips.length) };
}

/**
 * The row's headline (issue 32): the stage, role and evidence level of the newest process with an
 * employer-verified interview, else of the newest process; null without interviews.
 */
export function candidateHeadline(candidate: Pick<SearchCandidate, 'processes'>): string | null {
  const verified = candidate.processes.find((process) => process.evidence.some((evidence) => evidence.level === 'employer_verified'));
  const process = verified ?? candidate.processes[0];
  if (!process) return null;
  const level = verified ? verified.evidence.find((evidence) => evidence.level === 'employer_verified')?.levelLabel : process.evidence[0]?.levelLabel;
  return [process.stageLabel, process.position?.trim() || null, level ?? null].filter(Boolean).join(' · ');
}
