import { furthestStage, interviewSourceLabel, stageLabel, websiteOfDomain, type InterviewSourceLabel } from '@hiring/contracts';
import type { SearchEvidenceView, SearchInterviewView } from './candidate-card.js';

// Also the entry `@hiring/company/search-processes`: the web's browser stand-in answers by this rule.
export type { SearchInterviewView };

/** The words a process shows when its interviews leave a value unknown (docs/product/screens.md#candidate-search). */
export const PROCESS_TEXT = { unknownPosition: 'Unknown Position', unknownCompany: 'Unknown company' } as const;

/** One evidence label of a process and how many of its interviews carry it. */
export interface ProcessEvidenceView extends SearchEvidenceView {
  count: number;
}

/**
 * One hiring process of a candidate (their public interviews with one company): what the search
 * row's Interview History, the detail modal's cards and the Interview Process Summary show.
 */
export interface InterviewProcessView {
  key: string;
  companyName: string;
  companyDomain: string | null;
  companyWebsite: string | null;
  position: string;
  aiExtractedPosition: string | null;
  positionEditedByCandidate: boolean;
  /** The furthest stage reached ("Final Stage"). */
  stage: string;
  stageLabel: string;
  /** The latest interview date, or null. */
  date: string | null;
  sourceType: string;
  sourceLabel: InterviewSourceLabel;
  aiSummary: string | null;
  notes: string | null;
  /** The distinct evidence of its interviews (by label), employer verified first, then newest first. */
  evidence: ProcessEvidenceView[];
  /** Newest first, undated last. */
  interviews: SearchInterviewView[];
  interviewCount: number;
}

function dateValue(value: string | null | undefined): number {
  if (!value) return Number.NEGATIVE_INFINITY;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first; undated (or unreadable) dates last, keeping their order among themselves. */
function byDateDesc(a: string | null, b: string | null): number {
  const x = dateValue(a);
  const y = dateValue(b);
  return x === y ? 0 : y > x ? 1 : -1;
}

/**
 * The interview's position, else its job title; 'Unknown Position' when neither says one. A
 * position the candidate chose is the chosen title (the family is its own field), also for one
 * saved before that with the title-cased key ("Account Executive (Sales Business Dev)", issue 32).
 */
export function positionOf(
  interview: Pick<SearchInterviewView, 'position' | 'jobTitle'> & Partial<Pick<SearchInterviewView, 'positionEditedByCandidate'>>,
): string {
  const jobTitle = interview.jobTitle?.trim();
  const chosen = interview.positionEditedByCandidate && jobTitle && jobTitle.toLowerCase() !== 'unknown' ? jobTitle : null;
  const value = chosen || interview.position?.trim() || jobTitle;
  return value && value.toLowerCase() !== 'unknown' ? value : PROCESS_TEXT.unknownPosition;
}

const isEmployerVerified = (evidence: SearchEvidenceView) => evidence.level === 'employer_verified';

/** The distinct evidence (level and label) of interviews given newest first, each with how many carry it. */
function processEvidence(newestFirst: readonly SearchInterviewView[]): ProcessEvidenceView[] {
  const byKey = new Map<string, ProcessEvidenceView>();
  for (const { evidence } of newestFirst) {
    if (!evidence) continue;
    const key = `${evidence.level}|${evidence.label}`;
    const known = byKey.get(key);
    if (known) known.count += 1;
    else byKey.set(key, { ...evidence, count: 1 });
  }
  const entries = [...byKey.values()];
  return [...entries.filter(isEmployerVerified), ...entries.filter((entry) => !isEmployerVerified(entry))];
}

const normalisedCompany = (name: string | null) => (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

function processOf(key: string, list: readonly SearchInterviewView[]): InterviewProcessView {
  const newestFirst = [...list].sort((a, b) => byDateDesc(a.date, b.date));
  const newest = newestFirst[0]!;
  const furthest = furthestStage(list.map((interview) => interview.stage));
  const stageSource = furthest === 'unknown' ? newest : (list.find((interview) => interview.stage === furthest) ?? null);
  const stage = furthest === 'unknown' ? (newest.stage ?? '') : furthest;
  const positioned = newestFirst.find((interview) => interview.position?.trim() || interview.jobTitle?.trim()) ?? newest;
  const summarised = newestFirst.find((interview) => interview.aiSummary?.trim());
  const notes = newestFirst.map((interview) => interview.notes?.trim()).filter((note): note is string => Boolean(note));
  const companyDomain = newestFirst.find((interview) => interview.companyDomain)?.companyDomain ?? null;
  return {
    key,
    companyName: newest.companyName?.trim() || PROCESS_TEXT.unknownCompany,
    companyDomain,
    companyWebsite: websiteOfDomain(companyDomain),
    position: positionOf(positioned),
    aiExtractedPosition: positioned.aiExtractedPosition,
    positionEditedByCandidate: positioned.positionEditedByCandidate,
    stage,
    stageLabel: stageSource?.stageLabel?.trim() || stageLabel(stage),
    date: newestFirst.find((interview) => dateValue(interview.date) > Number.NEGATIVE_INFINITY)?.date ?? null,
    sourceType: newest.sourceType,
    sourceLabel: interviewSourceLabel(newest.sourceType),
    aiSummary: summarised?.aiSummary?.trim() ?? null,
    notes: notes.length > 0 ? notes.join('\n\n') : null,
    evidence: processEvidence(newestFirst),
    interviews: newestFirst,
    interviewCount: newestFirst.length,
  };
}

/**
 * A candidate's interviews grouped by process (`processId`, else the company name), newest first
 * (undated processes last). A process shows its furthest stage, its latest date, and the position,
 * summary and notes of its newest interview that has them.
 */
export function interviewProcesses(interviews: readonly SearchInterviewView[]): InterviewProcessView[] {
  const groups = new Map<string, SearchInterviewView[]>();
  for (const interview of interviews) {
    const company = normalisedCompany(interview.companyName);
    const key = interview.processId || (company ? `company:${company}` : `interview:${interview.id}`);
    groups.set(key, [...(groups.get(key) ?? []), interview]);
  }
  return [...groups.entries()].map(([key, list]) => processOf(key, list)).sort((a, b) => byDateDesc(a.date, b.date));
}
