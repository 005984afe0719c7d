import { requireCandidate, requireUser, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { CandidateMailbox, CandidateMailboxModel } from '../models/candidate-mailbox.model.js';
import type { Interview, InterviewModel } from '../models/interview.model.js';

export function interviewResolvers(deps: { mailboxes: CandidateMailboxModel; interviews: InterviewModel }): Resolvers {
  return {
    Query: {
      myUploadAddresses: async (_: unknown, __: unknown, ctx: RequestContext) => {
        const mailbox = await deps.mailboxes.findById(requireCandidate(ctx).userId).lean<CandidateMailbox>().exec();
        return mailbox?.addresses.map((address) => address.email) ?? [];
      },
      myInterviews: (_: unknown, __: unknown, ctx: RequestContext) =>
        deps.interviews.find({ candidateId: requireCandidate(ctx).userId }).sort({ interviewDate: -1 }).lean<Interview[]>().exec(),
    },
    Interview: {
      // Public interviews are what companies see; private ones only their owner.
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        const auth = requireUser(ctx);
        const interview = await deps.interviews.findById(ref.id).lean<Interview>().exec();
        if (!interview) return null;
        return interview.visibility === 'public' || interview.candidateId === auth.userId || auth.isAdmin ? interview : null;
      },
      id: (interview: Interview) => interview._id,
      interviewDate: (interview: Interview) => interview.interviewDate?.toISOString() ?? null,
    },
  };
}
