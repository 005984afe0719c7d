import { CareerInputError } from '@hiring/contracts';
import { badInput, isOwnerOrAdmin, requireCandidate, type RequestContext, type Resolvers } from '@hiring/service-kit';
import { derivedFields, type ProfileSnapshot } from '../domain/profile/profile-data.js';
import { applyProfileInput, formOf, successMessage, type ProfileInput } from '../domain/profile/profile-input.js';
import type { ProfileStore } from '../domain/profile/profile-store.js';

/** Personal data: readable by its owner and by admins only. */
async function readableProfile(profiles: ProfileStore, id: string, ctx: RequestContext): Promise<ProfileSnapshot | null> {
  return isOwnerOrAdmin(ctx, id) ? profiles.fresh(id) : null;
}

/** An update naming no field is refused rather than answered with the unchanged profile: the caller meant to change something. */
export const NOTHING_TO_UPDATE = 'Please send the profile fields to update';

/** Runs the input rules, turning their failures into 400s with the rule's text. */
function validated<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CareerInputError) throw badInput(error.message);
    throw error;
  }
}

export function candidateProfileResolvers(profiles: ProfileStore): Resolvers {
  return {
    Query: {
      // Candidates only: a company asking for its candidate profile is refused, not answered null.
      myCandidateProfile: (_: unknown, __: unknown, ctx: RequestContext) => readableProfile(profiles, requireCandidate(ctx).userId, ctx),
    },
    Mutation: {
      updateCandidateProfile: async (_: unknown, args: { input: ProfileInput }, ctx: RequestContext) => {
        const auth = requireCandidate(ctx);
        const form = formOf(args.input);
        if (!Object.values(args.input).some((value) => value !== undefined)) throw badInput(NOTHING_TO_UPDATE);
        const today = new Date();
        const profile = await profiles.update(auth.userId, (data) => validated(() => applyProfileInput(data, args.input, today)), form, ctx.correlationId);
        return { success: true, message: successMessage(form), profile };
      },
    },
    User: {
      candidateProfile: (user: { id: string }, _: unknown, ctx: RequestContext) => readableProfile(profiles, user.id, ctx),
    },
    CandidateProfile: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => readableProfile(profiles, ref.id, ctx),
      id: (p: ProfileSnapshot) => p.candidateId,
      userId: (p: ProfileSnapshot) => p.candidateId,
      email: (p: ProfileSnapshot) => p.data.email,
      firstName: (p: ProfileSnapshot) => p.data.firstName,
      lastName: (p: ProfileSnapshot) => p.data.lastName,
      linkedinUrl: (p: ProfileSnapshot) => p.data.linkedinUrl,
      preferredLocation: (p: ProfileSnapshot) => p.data.preferredLocation,
      workModel: (p: ProfileSnapshot) => p.data.workModel,
      expectedBaseSalary: (p: ProfileSnapshot) => p.data.expectedBaseSalary,
      dreamScenarioBaseSalary: (p: ProfileSnapshot) => p.data.dreamScenarioBaseSalary,
      isStrictlyRemote: (p: ProfileSnapshot) => p.data.isStrictlyRemote,
      currentCompany: (p: ProfileSnapshot) => derivedFields(p.data).currentCompany,
      currentPosition: (p: ProfileSnapshot) => derivedFields(p.data).currentPosition,
      jobFamily: (p: ProfileSnapshot) => p.data.jobFamily,
      jobTitle: (p: ProfileSnapshot) => p.data.jobTitle,
      workStartMonth: (p: ProfileSnapshot) => derivedFields(p.data).workStartMonth,
      workStartYear: (p: ProfileSnapshot) => derivedFields(p.data).workStartYear,
      workEndMonth: (p: ProfileSnapshot) => derivedFields(p.data).workEndMonth,
      workEndYear: (p: ProfileSnapshot) => derivedFields(p.data).workEndYear,
      currentCompanyEmail: (p: ProfileSnapshot) => p.data.currentCompanyEmail,
      previousCompanies: (p: ProfileSnapshot) => derivedFields(p.data).previousCompanies,
      education: (p: ProfileSnapshot) => ({ institution: p.data.institution, degreeLevel: p.data.degreeLevel, fieldOfStudy: p.data.fieldOfStudy }),
      certifications: (p: ProfileSnapshot) => p.data.certifications ?? [],
      skills: (p: ProfileSnapshot) => p.data.skills,
      workExperiences: (p: ProfileSnapshot) => p.data.workExperiences,
      yearsExperience: (p: ProfileSnapshot) => derivedFields(p.data).calculatedYearsExperience,
      revision: (p: ProfileSnapshot) => p.revision,
      updatedAt: (p: ProfileSnapshot) => p.updatedAt.toISOString(),
    },
  };
}
