import { overallConfidence } from '../domain/verification/overall-confidence.js';
import { EVIDENCE_LEVEL_DESCRIPTIONS, EVIDENCE_LEVEL_LABELS, INTERVIEW_STAGES, stageLabel } from '@hiring/contracts';
import { requireCandidate, requireRegistrationOrUser, requireUser } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { CandidateMailbox, CandidateMailboxModel } from '../models/candidate-mailbox.model.js';
import type { CompanyInterestModel } from '../models/company-interest.model.js';
import { companyInterestOf } from '../domain/company-interest.service.js';
import { evidenceLevelOf, type Interview } from '../models/interview.model.js';
import { HIDDEN_ADVICE, SENDER_NAMED_ADVICE } from '../domain/evidence-advice.js';
import {
  deleteInterview,
  interviewHistory,
  setInterviewVisibility,
  setProcessNotes,
  updateInterviewPosition,
  type HistoryDeps,
} from '../domain/interview-history.service.js';
import type { RankingStats } from '../domain/ranking-stats.service.js';
import { verificationTestsView } from '../domain/verification/verification-tests.js';
import { humanizeIsoDates } from '../domain/extraction/dates.js';

export function interviewResolvers(
  deps: HistoryDeps & { mailboxes: CandidateMailboxModel; rankings: RankingStats; interest: CompanyInterestModel },
): Resolvers {
  return {
    Query: {
      myUploadAddresses: async (_, __, ctx) => {
        const auth = requireRegistrationOrUser(ctx);
        const mailbox = await deps.mailboxes.findById(auth.userId).lean<CandidateMailbox>().exec();
        const addresses = mailbox?.addresses.map((address) => address.email) ?? [];
        return auth.scope === 'registration' && !addresses.includes(auth.email) ? [...addresses, auth.email] : addresses;
      },
      interviewHistory: (_, __, ctx) => interviewHistory(deps, requireCandidate(ctx).userId),
      rankingStats: (_, __, ctx) => deps.rankings.forCandidate(requireCandidate(ctx).userId),
      companyInterest: (_, __, ctx) => companyInterestOf(deps.interest, requireCandidate(ctx).userId),
      interviewStages: (_, __, ctx) => {
        requireUser(ctx);
        return INTERVIEW_STAGES.map((stage) => stage.label);
      },
    },
    Mutation: {
      setInterviewVisibility: (_, args, ctx) => setInterviewVisibility(deps, requireCandidate(ctx).userId, args.id, args.visibility),
      updateInterviewPosition: (_, args, ctx) => updateInterviewPosition(deps, requireCandidate(ctx).userId, args.id, args.jobFamily, args.jobTitle),
      deleteInterview: (_, args, ctx) => deleteInterview(deps, requireCandidate(ctx).userId, args.id),
      setInterviewProcessNotes: (_, args, ctx) => setProcessNotes(deps, requireCandidate(ctx).userId, args.processId, args.notes),
    },
    CompanyInterviews: {
      latestDate: (group) => group.latestDate.toISOString(),
    },
    Interview: {
      // Only the owner (or an admin) resolves an interview through the graph; companies read the
      // public projection of the company service instead.
      __resolveReference: async (ref, ctx) => {
        const auth = requireUser(ctx);
        const interview = await deps.interviews.findById(ref.id).lean<Interview>().exec();
        if (!interview || interview.deletedAt) return null;
        return interview.candidateId === auth.userId || auth.isAdmin ? interview : null;
      },
      id: (i) => i._id,
      date: (i) => i.interviewDate?.toISOString() ?? null,
      stageLabel: (i) => stageLabel(i.stage),
      aiExtractedPosition: (i) => i.aiExtracted.position,
      aiExtractedJobFamily: (i) => i.aiExtracted.jobFamily,
      aiExtractedJobTitle: (i) => i.aiExtracted.jobTitle,
      // Summaries stored before dates were written out read like new ones ('April 14, 2026').
      aiSummary: (i) => (i.summary === null ? null : humanizeIsoDates(i.summary)),
      verificationDetails: (i) => ({
        hasIssues: i.verification.hasIssues,
        issuesList: i.verification.issues,
        statusDescription: i.verification.statusDescription,
      }),
      overallConfidence: (i) => Math.round(i.verification.confidence),
      confidence: (i) => overallConfidence(i.verification),
      verificationTests: (i) => verificationTestsView(i.verification?.tests, i.verification?.issues),
      sourceType: (i) => i.source.type,
      uploadedAt: (i) => i.createdAt.toISOString(),
      evidenceLevel: (i) => evidenceLevelOf(i),
      evidenceLevelLabel: (i) => EVIDENCE_LEVEL_LABELS[evidenceLevelOf(i)],
      evidence: (i) => {
        const level = evidenceLevelOf(i);
        const evidence = i.verification.evidenceLevel;
        if (level === 'private' || !evidence) return null;
        return { ...evidence, level, levelLabel: EVIDENCE_LEVEL_LABELS[level], levelDescription: EVIDENCE_LEVEL_DESCRIPTIONS[level] };
      },
      evidenceAdvice: (i) => {
        const level = evidenceLevelOf(i);
        if (level === 'employer_verified') return null;
        if (level === 'private') return i.verification.issues[0]?.description ?? (i.evidenceAdvice || HIDDEN_ADVICE);
        return i.evidenceAdvice ?? SENDER_NAMED_ADVICE;
      },
    },
  };
}
