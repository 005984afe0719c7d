import { isOwnerOrAdmin, requireUser, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { CandidateProfile, CandidateProfileModel } from '../models/candidate-profile.model.js';

/** Personal data: readable by its owner and by admins only. */
async function readableProfile(profiles: CandidateProfileModel, id: string, ctx: RequestContext) {
  return isOwnerOrAdmin(ctx, id) ? profiles.findById(id).lean<CandidateProfile>().exec() : null;
}

export function candidateProfileResolvers(profiles: CandidateProfileModel): Resolvers {
  return {
    Query: {
      myCandidateProfile: (_: unknown, __: unknown, ctx: RequestContext) =>
        readableProfile(profiles, requireUser(ctx).userId, ctx),
    },
    User: {
      candidateProfile: (user: { id: string }, _: unknown, ctx: RequestContext) => readableProfile(profiles, user.id, ctx),
    },
    CandidateProfile: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => readableProfile(profiles, ref.id, ctx),
      id: (profile: CandidateProfile) => profile._id,
      userId: (profile: CandidateProfile) => profile._id,
      currentCompany: (profile: CandidateProfile) => profile.career.currentCompany,
      jobFamily: (profile: CandidateProfile) => profile.career.jobFamily,
      jobTitle: (profile: CandidateProfile) => profile.career.jobTitle,
      skills: (profile: CandidateProfile) => profile.career.skills,
      workExperiences: (profile: CandidateProfile) => profile.career.workExperiences ?? [],
      updatedAt: (profile: CandidateProfile) => profile.updatedAt.toISOString(),
    },
  };
}
