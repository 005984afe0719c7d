import { INTERVIEW_STAGES, stageLabel } from '@hiring/contracts';
import { requireCandidate, requireRegistrationOrUser, requireUser, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { CandidateMailbox, CandidateMailboxModel } from '../models/candidate-mailbox.model.js';
import type { Interview } from '../models/interview.model.js';
import {
  deleteInterview,
  interviewHistory,
  setInterviewVisibility,
  updateInterviewPosition,
  type HistoryDeps,
} from '../domain/interview-history.service.js';
import type { RankingStats } from '../domain/ranking-stats.service.js';

export function interviewResolvers(deps: HistoryDeps & { mailboxes: CandidateMailboxModel; rankings: RankingStats }): Resolvers {
  return {
    Query: {
      myUploadAddresses: async (_: unknown, __: unknown, ctx: RequestContext) => {
        const auth = requireRegistrationOrUser(ctx);
        const mailbox = await deps.mailboxes.findById(auth.userId).lean<CandidateMailbox>().exec();
        const addresses = mailbox?.addresses.map((address) => address.email) ?? [];
        return auth.scope === 'registration' && !addresses.includes(auth.email) ? [...addresses, auth.email] : addresses;
      },
      interviewHistory: (_: unknown, __: unknown, ctx: RequestContext) => interviewHistory(deps, requireCandidate(ctx).userId),
      rankingStats: (_: unknown, __: unknown, ctx: RequestContext) => deps.rankings.forCandidate(requireCandidate(ctx).userId),
      interviewStages: (_: unknown, __: unknown, ctx: RequestContext) => {
        requireUser(ctx);
        return INTERVIEW_STAGES.map((stage) => stage.label);
      },
    },
    Mutation: {
      setInterviewVisibility: (_: unknown, args: { id: string; visibility: string }, ctx: RequestContext) =>
        setInterviewVisibility(deps, requireCandidate(ctx).userId, args.id, args.visibility),
      updateInterviewPosition: (_: unknown, args: { id: string; jobFamily: string; jobTitle: string }, ctx: RequestContext) =>
        updateInterviewPosition(deps, requireCandidate(ctx).userId, args.id, args.jobFamily, args.jobTitle),
      deleteInterview: (_: unknown, args: { id: string }, ctx: RequestContext) => deleteInterview(deps, requireCandidate(ctx).userId, args.id),
    },
    CompanyInterviews: {
      latestDate: (group: { latestDate: Date | null }) => group.latestDate?.toISOString() ?? null,
    },
    Interview: {
      // Only the owner (or an admin) resolves an interview through the graph; companies read the
      // public projection of the company service instead.
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        const auth = requireUser(ctx);
        const interview = await deps.interviews.findById(ref.id).lean<Interview>().exec();
        if (!interview || interview.deletedAt) return null;
        return interview.candidateId === auth.userId || auth.isAdmin ? interview : null;
      },
      id: (i: Interview) => i._id,
      date: (i: Interview) => i.interviewDate?.toISOString() ?? null,
      stageLabel: (i: Interview) => stageLabel(i.stage),
      aiExtractedPosition: (i: Interview) => i.aiExtracted.position,
      aiExtractedJobFamily: (i: Interview) => i.aiExtracted.jobFamily,
      aiExtractedJobTitle: (i: Interview) => i.aiExtracted.jobTitle,
      aiSummary: (i: Interview) => i.summary,
      verificationDetails: (i: Interview) => ({
        hasIssues: i.verification.hasIssues,
        issuesList: i.verification.issues,
        statusDescription: i.verification.statusDescription,
      }),
      overallConfidence: (i: Interview) => Math.round(i.verification.confidence),
      verificationTests: (i: Interview) => JSON.stringify(i.verification.tests),
      sourceType: (i: Interview) => i.source.type,
      uploadedAt: (i: Interview) => i.createdAt.toISOString(),
    },
  };
}
