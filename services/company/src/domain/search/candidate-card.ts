import {
  careerOrder,
  EVIDENCE_LEVEL_DESCRIPTIONS,
  EVIDENCE_LEVEL_LABELS,
  interviewSourceLabel,
  specSourceType,
  stageLabel,
  type InterviewEvidence,
  type InterviewSourceLabel,
  type PublicEvidenceLevel,
} from '@hiring/contracts';
import { interviewProcesses, type InterviewProcessView } from './candidate-processes.js';
import type { CandidateEntry, CandidateStats } from './candidate-entry.js';
import type { SearchInterviewData } from './records.js';

/**
 * What a company receives about a candidate, in GraphQL's camelCase (the REST facade renames).
 * Built in exactly one place, so the privacy promise holds for every route and query: before
 * the company unlocks the candidate, the personal fields (name, email, LinkedIn, location,
 * current company, salaries) are null and work experiences carry no employer names; they are
 * never copied into the result at all, not merely hidden by a client.
 */
export interface SearchInterviewView {
  id: string;
  processId: string;
  companyName: string;
  companyDomain: string | null;
  position: string | null;
  aiExtractedPosition: string | null;
  positionEditedByCandidate: boolean;
  jobFamily: string | null;
  jobTitle: string | null;
  stage: string;
  stageLabel: string;
  date: string | null;
  sourceType: string;
  /** The spec's source type (`email_group_auto` for every interview read from an email). */
  sourceGroup: string;
  sourceLabel: InterviewSourceLabel;
  aiSummary: string | null;
  notes: string | null;
  /**
   * Why the interview is believed (the signing domain and the employer it names). Not personal
   * data, so shown before unlock; null for interviews without an evidence record.
   */
  evidence: SearchEvidenceView | null;
}

export interface SearchEvidenceView {
  kind: InterviewEvidence['kind'];
  signingDomain: string;
  system: string | null;
  employer: string;
  label: string;
  level: PublicEvidenceLevel;
  levelLabel: string;
  levelDescription: string;
}

export interface WorkExperienceView {
  /** Null until unlock: employers identify people. */
  company: string | null;
  jobTitle: string;
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
}

export interface CandidateCard {
  id: string;
  isUnlocked: boolean;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  linkedinUrl: string | null;
  preferredLocation: string | null;
  currentCompany: string | null;
  expectedBaseSalary: number | null;
  dreamScenarioBaseSalary: number | null;
  yearsExperience: number | null;
  workModel: string | null;
  isStrictlyRemote: boolean;
  currentPosition: string | null;
  jobFamily: string | null;
  jobTitle: string | null;
  skills: string[];
  top5Skills: string[];
  education: { institution: string | null; degreeLevel: string | null; fieldOfStudy: string | null };
  workExperiences: WorkExperienceView[];
  interviews: SearchInterviewView[];
  /** The interviews grouped into hiring processes, newest first. */
  processes: InterviewProcessView[];
  stats: CandidateStats;
  /** Public interviews whose evidence is employer verified. */
  employerVerifiedInterviews: number;
}

export function interviewView(interview: SearchInterviewData): SearchInterviewView {
  return {
    id: interview.interviewId,
    processId: interview.processId,
    companyName: interview.companyName,
    companyDomain: interview.companyDomain,
    position: interview.position,
    aiExtractedPosition: interview.aiExtractedPosition,
    positionEditedByCandidate: interview.positionEditedByCandidate,
    jobFamily: interview.jobFamily,
    jobTitle: interview.jobTitle,
    stage: interview.stage,
    stageLabel: stageLabel(interview.stage),
    date: interview.interviewDate,
    sourceType: interview.sourceType,
    sourceGroup: specSourceType(interview.sourceType),
    sourceLabel: interviewSourceLabel(interview.sourceType),
    aiSummary: interview.aiSummary,
    notes: interview.notes ?? null,
    evidence: evidenceView(interview.evidence),
  };
}

/** Field by field, so nothing but the contract's evidence fields can reach a company. */
function evidenceView(evidence: InterviewEvidence | null | undefined): SearchEvidenceView | null {
  if (!evidence) return null;
  const level = evidence.level ?? 'sender_named';
  return {
    kind: evidence.kind,
    signingDomain: evidence.signingDomain,
    system: evidence.system ?? null,
    employer: evidence.employer,
    label: evidence.label,
    level,
    levelLabel: EVIDENCE_LEVEL_LABELS[level],
    levelDescription: EVIDENCE_LEVEL_DESCRIPTIONS[level],
  };
}

/** The spec's latest position: the current job's title, else the title of the most recent start. */
export function latestPosition(entry: CandidateEntry): string | null {
  const { profile } = entry;
  const current = profile.currentPosition?.trim();
  if (current) return current;
  const newest = careerOrder(profile.workExperiences).find((w) => w.jobTitle.trim());
  return newest?.jobTitle.trim() || profile.jobTitle?.trim() || null;
}

/**
 * Cards are derived from immutable entries, so each is built once per entry and state (locked or
 * unlocked) and shared by every request until an event replaces the entry. Callers and GraphQL
 * only read them (never mutate a returned card).
 */
const lockedCards = new WeakMap<CandidateEntry, CandidateCard>();
const unlockedCards = new WeakMap<CandidateEntry, CandidateCard>();

export function candidateCard(entry: CandidateEntry, unlocked: boolean): CandidateCard {
  const cards = unlocked ? unlockedCards : lockedCards;
  let card = cards.get(entry);
  if (!card) cards.set(entry, (card = buildCard(entry, unlocked)));
  return card;
}

function buildCard(entry: CandidateEntry, unlocked: boolean): CandidateCard {
  const { profile } = entry;
  const interviews = entry.interviews.map(interviewView);
  const card: CandidateCard = {
    id: entry.id,
    isUnlocked: unlocked,
    name: null,
    firstName: null,
    lastName: null,
    email: null,
    linkedinUrl: null,
    preferredLocation: null,
    currentCompany: null,
    expectedBaseSalary: null,
    dreamScenarioBaseSalary: null,
    yearsExperience: profile.yearsExperience,
    workModel: profile.workModel,
    isStrictlyRemote: profile.isStrictlyRemote,
    currentPosition: latestPosition(entry),
    jobFamily: profile.jobFamily,
    jobTitle: profile.jobTitle,
    skills: [...profile.skills],
    top5Skills: profile.skills.slice(0, 5),
    education: { institution: profile.institution, degreeLevel: profile.degreeLevel, fieldOfStudy: profile.fieldOfStudy },
    workExperiences: careerOrder(profile.workExperiences).map((w) => ({
      company: unlocked ? w.company : null,
      jobTitle: w.jobTitle,
      startMonth: w.startMonth,
      startYear: w.startYear,
      endMonth: w.isCurrent ? null : w.endMonth,
      endYear: w.isCurrent ? null : w.endYear,
      isCurrent: w.isCurrent,
    })),
    interviews,
    processes: interviewProcesses(interviews),
    stats: { ...entry.stats },
    employerVerifiedInterviews: entry.interviews.filter((i) => i.evidence?.level === 'employer_verified').length,
  };
  if (unlocked) {
    const name = `${profile.firstName} ${profile.lastName}`.trim();
    card.name = name || null;
    card.firstName = profile.firstName || null;
    card.lastName = profile.lastName || null;
    card.email = profile.email || null;
    card.linkedinUrl = profile.linkedinUrl;
    card.preferredLocation = profile.location;
    card.currentCompany = profile.currentCompany;
    card.expectedBaseSalary = profile.expectedBaseSalary;
    card.dreamScenarioBaseSalary = profile.dreamScenarioBaseSalary;
  }
  return card;
}
