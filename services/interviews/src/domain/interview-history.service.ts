import {
  InterviewDeletedV1,
  InterviewUpdatedV1,
  jobClassificationProblem,
  websiteOfDomain,
  INTERVIEW_HISTORY_MESSAGES,
  normalizeNotes,
  notesProblem,
} from '@hiring/contracts';
import { badInput, notFound, type OutboxRelay } from '@hiring/service-kit';
import type { EmailClaimModel } from '../models/email-claim.model.js';
import type { Interview, InterviewModel } from '../models/interview.model.js';
import type { InterviewProcessModel } from '../models/process.model.js';
import { snapshotOf } from './interview-view.js';
import { summaryWithPosition } from './position-edit.js';

export interface HistoryDeps {
  interviews: InterviewModel;
  claims: EmailClaimModel;
  relay: OutboxRelay;
  processes: InterviewProcessModel;
}

/** The order processes are found in (and their latest date read): newest by interview date, else upload time. */
const newestFirst = (a: Interview, b: Interview) => (b.interviewDate ?? b.createdAt).getTime() - (a.interviewDate ?? a.createdAt).getTime();

const timeOf = (date: Date | null) => date?.getTime() ?? Number.NEGATIVE_INFINITY;
const desc = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

/** How a process lists its interviews: newest interview date first, undated ones last; ties by upload time, newest first. */
export function displayOrder(a: Interview, b: Interview): number {
  return desc(timeOf(a.interviewDate), timeOf(b.interviewDate)) || desc(timeOf(a.createdAt), timeOf(b.createdAt));
}

/** One company process of a candidate's history, its interviews in display order. */
export interface CompanyInterviewGroup {
  processId: string;
  companyName: string;
  companyDomain: string | null;
  /** The link shown for companyDomain (`https://acme.com`), null when it is not a plain host name. */
  companyWebsite: string | null;
  latestDate: Date;
  /** The candidate's note on the process, null when none. */
  notes: string | null;
  interviews: Interview[];
}

/**
 * The candidate's interviews grouped by company process, in the order the history shows them:
 * processes newest first (by their latest interview), each one's interviews in display order.
 */
export async function interviewHistory(deps: HistoryDeps, candidateId: string) {
  const interviews = await deps.interviews.find({ candidateId, deletedAt: null }).lean<Interview[]>().exec();
  const byProcess = new Map<string, Interview[]>();
  for (const interview of interviews.sort(newestFirst)) {
    byProcess.set(interview.processId, [...(byProcess.get(interview.processId) ?? []), interview]);
  }
  const companies = [...byProcess.entries()].map(([processId, list]): CompanyInterviewGroup => {
    const companyDomain = list.find((i) => i.companyDomain)?.companyDomain ?? null;
    return {
      processId,
      companyName: list[0]!.companyName,
      companyDomain,
      companyWebsite: websiteOfDomain(companyDomain),
      latestDate: list[0]!.interviewDate ?? list[0]!.createdAt,
      notes: list.find((i) => i.notes)?.notes ?? null,
      interviews: [...list].sort(displayOrder),
    };
  });
  return { totalInterviews: interviews.length, companies };
}

/** Only the owner may read or change an interview; anyone else learns nothing, not even that it exists. */
async function ownInterview(deps: HistoryDeps, candidateId: string, id: string) {
  const interview = await deps.interviews.findById(id).exec();
  if (!interview || interview.candidateId !== candidateId || interview.deletedAt) throw notFound('Interview not found');
  return interview;
}

async function saveWithUpdate(deps: HistoryDeps, interview: Awaited<ReturnType<typeof ownInterview>>) {
  interview.revision += 1;
  interview.recordEvent(InterviewUpdatedV1, { payload: snapshotOf(interview.toObject()), aggregateId: interview._id });
  await interview.save();
  await deps.relay.notify(deps.interviews, interview._id);
  return interview.toObject();
}

export async function setInterviewVisibility(deps: HistoryDeps, candidateId: string, id: string, visibility: string) {
  if (visibility !== 'public' && visibility !== 'private') throw badInput('Visibility must be public or private');
  const interview = await ownInterview(deps, candidateId, id);
  if (visibility === 'public' && interview.verification.hasIssues) {
    throw badInput('This interview has verification issues and stays private.');
  }
  if (interview.visibility === visibility) return interview.toObject();
  interview.visibility = visibility;
  // The level follows: a hidden interview is private; shown again, it has its evidence's level.
  interview.evidenceLevel = visibility === 'private' ? 'private' : (interview.verification.evidenceLevel?.level ?? 'sender_named');
  return saveWithUpdate(deps, interview);
}

/**
 * Keeps the AI-extracted values and records that the candidate chose the position: the headline
 * is the chosen title (the family is its own field), and the summary names it where it named the
 * old one (position-edit.ts).
 */
export async function updateInterviewPosition(deps: HistoryDeps, candidateId: string, id: string, jobFamily: string, jobTitle: string) {
  if (!jobFamily.trim() || !jobTitle.trim()) throw badInput(INTERVIEW_HISTORY_MESSAGES.positionRequired);
  const problem = jobClassificationProblem(jobFamily, jobTitle);
  if (problem) throw badInput(problem);
  const interview = await ownInterview(deps, candidateId, id);
  const title = jobTitle.trim();
  const earlier = [interview.position, interview.jobTitle, interview.aiExtracted.position, interview.aiExtracted.jobTitle];
  interview.jobFamily = jobFamily.trim();
  interview.jobTitle = title;
  interview.position = title;
  interview.summary = summaryWithPosition(interview.summary, earlier, title);
  interview.positionEditedByCandidate = true;
  return saveWithUpdate(deps, interview);
}

/**
 * The candidate's note on a process: plain text, trimmed, at most 500 characters, line breaks
 * allowed but no other control characters; empty clears it. Returns the stored value.
 */
export function validNotes(raw: string): string | null {
  const problem = notesProblem(raw);
  if (problem) throw badInput(problem);
  return normalizeNotes(raw) || null;
}

/**
 * Sets the note of one of the candidate's own processes. Every interview of the process carries
 * it and publishes InterviewUpdated, so the company search shows it as the entries' `notes`.
 * Anyone but the owner gets 'not found', whatever exists.
 */
export async function setProcessNotes(deps: HistoryDeps, candidateId: string, processId: string, raw: string) {
  const notes = validNotes(raw);
  const interviews = await deps.interviews.find({ processId, candidateId, deletedAt: null }).exec();
  if (interviews.length === 0) throw notFound('Interview process not found');
  await deps.processes.updateOne({ _id: processId, candidateId }, { $set: { notes } }).exec();
  for (const interview of interviews) {
    if ((interview.notes ?? null) === notes) continue;
    interview.notes = notes;
    await saveWithUpdate(deps, interview);
  }
  return { processId, notes };
}

export async function deleteInterview(deps: HistoryDeps, candidateId: string, id: string): Promise<boolean> {
  const interview = await ownInterview(deps, candidateId, id);
  interview.deletedAt = new Date();
  interview.revision += 1;
  interview.recordEvent(InterviewDeletedV1, {
    payload: { interviewId: interview._id, candidateId, processId: interview.processId, revision: interview.revision },
    aggregateId: interview._id,
  });
  await interview.save();
  await deps.relay.notify(deps.interviews, interview._id);
  // The email may be uploaded again later: release its claims.
  await deps.claims.deleteMany({ interviewId: interview._id });
  return true;
}
